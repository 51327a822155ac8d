import { NAV_TEXTS } from "@maids/contract/messages.ts";
import { LoginForm } from "@/features/auth/components/login-form.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function LoginPage() {
  usePageTitle(NAV_TEXTS.signIn);
  return <LoginForm />;
}
