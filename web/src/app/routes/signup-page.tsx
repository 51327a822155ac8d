import { AUTH_UI_TEXTS } from "@maids/contract/messages.ts";
import { SignupForm } from "@/features/auth/components/signup-form.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function SignupPage() {
  usePageTitle(AUTH_UI_TEXTS.signupTitle);
  return <SignupForm />;
}
