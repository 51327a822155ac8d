import { AUTH_UI_TEXTS } from "@maids/contract/messages.ts";
import { useSearchParams } from "react-router";
import { ResetPasswordScreen } from "@/features/auth/components/reset-password-screen.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function ResetPasswordPage() {
  usePageTitle(AUTH_UI_TEXTS.resetPageTitle);
  const token = useSearchParams()[0].get("token");
  // A new token in the address starts over with a fresh form.
  return <ResetPasswordScreen key={token ?? ""} token={token || null} />;
}
