import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { useAdminLogOut } from "../../features/admin-layout/api/log-out.ts";
import { CustomerManagement } from "../../features/customer-management/components/customer-management.tsx";
import { usePageTitle } from "../../shared/use-page-title.ts";

export function UserManagementPage() {
  usePageTitle(ADMIN_TEXTS.customerManagement);
  const { logOut, isLoggingOut } = useAdminLogOut();
  return <CustomerManagement onLogOut={logOut} isLoggingOut={isLoggingOut} />;
}
