import { ADMIN_LOGIN_TEXTS } from "@maids/contract/messages.ts";
import { AdminLoginForm } from "@/features/auth/components/admin-login-form.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function SystemAccessPage() {
  usePageTitle(ADMIN_LOGIN_TEXTS.title);
  return <AdminLoginForm />;
}
