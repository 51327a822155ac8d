import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { CustomerManagement } from "@/features/customer-management/components/customer-management.tsx";
import { paths } from "@/shared/paths.ts";
import { useSignOut } from "@/shared/session/use-sign-out.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function UserManagementPage() {
  usePageTitle(ADMIN_TEXTS.customerManagement);
  const { signOut, isSigningOut } = useSignOut({ to: paths.systemAccess, replace: true });
  return <CustomerManagement onLogOut={signOut} isLoggingOut={isSigningOut} />;
}
