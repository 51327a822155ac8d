import { AUTH_UI_TEXTS, LOGIN_TEXTS } from "@maids/contract/messages.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useAgencyName } from "../../../shared/agency/use-agency.ts";
import { BrandMark } from "../../../shared/components/brand-mark.tsx";
import { paths } from "../../../shared/paths.ts";
import { useSignIn } from "../hooks/use-sign-in.ts";
import { AuthCard, AuthFooterLink, AuthSubmitButton, authLinkStyle } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";
import { ResetPasswordDialog } from "./reset-password-dialog.tsx";

/** Customer sign-in (/login). No client-side validation (SPEC.md section 5). */
export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [resetOpen, setResetOpen] = useState(false);
  const { signIn, isBusy, errorMessage } = useSignIn();
  const agencyName = useAgencyName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) signIn({ email: email.trim(), password });
  };

  return (
    <AuthCard
      badge={<BrandMark size={60} label={agencyName} />}
      title={LOGIN_TEXTS.heading}
      intro={LOGIN_TEXTS.intro}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={isBusy}>
        {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
        <TextField
          label={AUTH_UI_TEXTS.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          fullWidth
        />
        <Box>
          <PasswordField
            label={AUTH_UI_TEXTS.passwordLabel}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            showLabel={AUTH_UI_TEXTS.showPassword}
            hideLabel={AUTH_UI_TEXTS.hidePassword}
            fullWidth
          />
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setResetOpen(true)}
              underline="always"
              sx={authLinkStyle}
            >
              {LOGIN_TEXTS.forgotPassword}
            </Link>
          </Box>
        </Box>
        <AuthSubmitButton disabled={isBusy} spinning={isBusy}>
          {LOGIN_TEXTS.submit}
        </AuthSubmitButton>
      </Stack>
      <AuthFooterLink
        prompt={AUTH_UI_TEXTS.noAccount}
        to={paths.signup}
        label={AUTH_UI_TEXTS.signUpLink}
      />
      <ResetPasswordDialog
        open={resetOpen}
        onClose={() => setResetOpen(false)}
        signInEmail={email}
      />
    </AuthCard>
  );
}
