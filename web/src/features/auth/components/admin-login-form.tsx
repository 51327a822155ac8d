import { ADMIN_LOGIN_TEXTS, AUTH_UI_TEXTS } from "@maids/contract/messages.ts";
import AdminPanelSettingsRounded from "@mui/icons-material/AdminPanelSettingsRounded";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useAdminSignIn } from "../hooks/use-admin-sign-in.ts";
import { AuthBadgeIcon, AuthCard, AuthSubmitButton } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";

/** Administrator sign-in (/system-access). */
export function AdminLoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { signIn, isBusy, errorMessage } = useAdminSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) signIn({ email: email.trim(), password });
  };

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
        {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
        <TextField
          label={AUTH_UI_TEXTS.emailLabel}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={isBusy}
          fullWidth
        />
        <PasswordField
          label={AUTH_UI_TEXTS.passwordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={isBusy}
          showLabel={AUTH_UI_TEXTS.showPassword}
          hideLabel={AUTH_UI_TEXTS.hidePassword}
          fullWidth
        />
        <AuthSubmitButton disabled={isBusy} spinning={isBusy} color="secondary">
          {isBusy ? ADMIN_LOGIN_TEXTS.busy : ADMIN_LOGIN_TEXTS.submit}
        </AuthSubmitButton>
      </Stack>
    </AuthCard>
  );
}
