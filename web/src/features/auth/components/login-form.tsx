import { AUTH_UI_TEXTS, LOGIN_TEXTS } from "@maids/contract/messages.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { BrandMark } from "../../../shared/components/brand-mark.tsx";
import { paths } from "../../../shared/paths.ts";
import { SITE_NAME } from "../../../shared/site-texts.ts";
import { useSignIn } from "../hooks/use-sign-in.ts";
import { AuthCard, authLinkStyle } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";
import { ResetPasswordDialog } from "./reset-password-dialog.tsx";

/** Customer sign-in (/login). No client-side validation (SPEC.md section 5). */
export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [resetOpen, setResetOpen] = useState(false);
  const { signIn, isBusy, errorMessage } = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) signIn({ email: email.trim(), password });
  };

  return (
    <AuthCard
      badge={<BrandMark size={60} label={SITE_NAME} />}
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isBusy}
          startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {LOGIN_TEXTS.submit}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: "center", color: "text.secondary", mt: 3 }}>
        {AUTH_UI_TEXTS.noAccount}{" "}
        <Link component={RouterLink} to={paths.signup} underline="always" sx={authLinkStyle}>
          {AUTH_UI_TEXTS.signUpLink}
        </Link>
      </Typography>
      <ResetPasswordDialog
        open={resetOpen}
        onClose={() => setResetOpen(false)}
        signInEmail={email}
      />
    </AuthCard>
  );
}
