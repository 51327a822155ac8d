import { ADMIN_LOGIN_TEXTS, AUTH_UI_TEXTS } from "@maids/contract/messages.ts";
import AdminPanelSettingsRounded from "@mui/icons-material/AdminPanelSettingsRounded";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useAdminSignIn } from "../hooks/use-admin-sign-in.ts";
import { useCredentialsForm } from "../hooks/use-credentials-form.ts";
import { AuthBadgeIcon, AuthCard, AuthSubmitButton } from "./auth-card.tsx";
import { CredentialFields } from "./credential-fields.tsx";

/** Administrator sign-in (/system-access). */
export function AdminLoginForm() {
  const { signIn, isBusy } = useAdminSignIn();
  const { control, submit, failure } = useCredentialsForm(signIn, isBusy);

  return (
    <AuthCard
      badge={
        <AuthBadgeIcon tone="secondary">
          <AdminPanelSettingsRounded />
        </AuthBadgeIcon>
      }
      title={ADMIN_LOGIN_TEXTS.title}
      intro={AUTH_UI_TEXTS.adminIntro}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={isBusy}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <CredentialFields control={control} emailAutoComplete="username" disabled={isBusy} />
        <AuthSubmitButton disabled={isBusy} spinning={isBusy} color="secondary">
          {isBusy ? ADMIN_LOGIN_TEXTS.busy : ADMIN_LOGIN_TEXTS.submit}
        </AuthSubmitButton>
      </Stack>
    </AuthCard>
  );
}
