import { AUTH_UI_TEXTS, LOGIN_TEXTS } from "@maids/contract/messages.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useAgencyName } from "@/shared/agency/use-agency.ts";
import { BrandMark } from "@/shared/components/brand-mark.tsx";
import { paths } from "@/shared/paths.ts";
import { useCredentialsForm } from "../hooks/use-credentials-form.ts";
import { useSignIn } from "../hooks/use-sign-in.ts";
import { AuthCard, AuthFooterLink, AuthSubmitButton, authLinkStyle } from "./auth-card.tsx";
import { CredentialFields } from "./credential-fields.tsx";
import { ResetPasswordDialog } from "./reset-password-dialog.tsx";

/** Customer sign-in (/login). No client-side validation (docs/product.md#accounts). */
export function LoginForm() {
  const [resetOpen, setResetOpen] = useState(false);
  const { signIn, isBusy } = useSignIn();
  const { control, submit, failure } = useCredentialsForm(signIn, isBusy);
  const email = useWatch({ control, name: "email" });
  const agencyName = useAgencyName();

  return (
    <AuthCard
      badge={<BrandMark size={60} label={agencyName} />}
      title={LOGIN_TEXTS.heading}
      intro={LOGIN_TEXTS.intro}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={isBusy}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <CredentialFields
          control={control}
          emailAutoComplete="email"
          belowPassword={
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
          }
        />
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
