import { strongPasswordProblems } from "@maids/contract/auth.ts";
import { RESET_REDIRECT_MS } from "@maids/contract/limits.ts";
import {
  AUTH_UI_TEXTS,
  RESET_PASSWORD_ERRORS,
  RESET_PASSWORD_TEXTS,
} from "@maids/contract/messages.ts";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import LinkOffRounded from "@mui/icons-material/LinkOffRounded";
import LockResetRounded from "@mui/icons-material/LockResetRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { type FormEvent, useEffect, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ApiRequestError } from "../../../shared/api-client.ts";
import { paths } from "../../../shared/paths.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthBadgeIcon, AuthCard, AuthSubmitButton, authLinkStyle } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

type Stage = "form" | "success" | "invalid";

type ResetErrors = { newPassword?: string[]; confirmPassword?: string };

/** SPEC.md section 8: a refusal saying expired or invalid means the link itself is bad. */
const LINK_PROBLEM = /expired|invalid/i;

function validateReset(newPassword: string, confirmPassword: string): ResetErrors {
  const errors: ResetErrors = {};
  const problems = strongPasswordProblems(newPassword);
  if (problems.length > 0) errors.newPassword = problems;
  if (!confirmPassword) errors.confirmPassword = RESET_PASSWORD_ERRORS.confirmRequired;
  else if (confirmPassword !== newPassword)
    errors.confirmPassword = RESET_PASSWORD_ERRORS.doNotMatch;
  return errors;
}

function InvalidLinkScreen() {
  const navigate = useNavigate();
  return (
    <AuthCard
      badge={
        <AuthBadgeIcon tone="error">
          <LinkOffRounded />
        </AuthBadgeIcon>
      }
      title={RESET_PASSWORD_TEXTS.invalidTitle}
      intro={RESET_PASSWORD_ERRORS.invalidLink}
    >
      <Button variant="contained" size="large" fullWidth onClick={() => void navigate(paths.login)}>
        {RESET_PASSWORD_TEXTS.backToLogin}
      </Button>
    </AuthCard>
  );
}

function SuccessScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(paths.login), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard
      badge={
        <AuthBadgeIcon tone="success">
          <CheckCircleRounded />
        </AuthBadgeIcon>
      }
      title={AUTH_UI_TEXTS.successTitle}
      intro={<span role="status">{AUTH_UI_TEXTS.successText(RESET_REDIRECT_MS / 1000)}</span>}
    >
      <Button variant="contained" size="large" fullWidth onClick={() => void navigate(paths.login)}>
        {RESET_PASSWORD_TEXTS.goToLoginNow}
      </Button>
    </AuthCard>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: (stage: Stage) => void }) {
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<ResetErrors>({});
  const [failure, setFailure] = useState<string>();
  const { mutate, isPending } = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateReset(newPassword, confirmPassword);
    setErrors(found);
    if (found.newPassword || found.confirmPassword) return;
    setFailure(undefined);
    mutate(
      { token, newPassword },
      {
        onSuccess: () => onDone("success"),
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            if (LINK_PROBLEM.test(error.message)) onDone("invalid");
            else setFailure(`${RESET_PASSWORD_ERRORS.failedPrefix}${error.message}`);
          } else {
            console.error("Resetting the password failed.", error);
            setFailure(RESET_PASSWORD_ERRORS.serverError);
          }
        },
      },
    );
  };

  return (
    <AuthCard
      badge={
        <AuthBadgeIcon>
          <LockResetRounded />
        </AuthBadgeIcon>
      }
      title={AUTH_UI_TEXTS.resetPageTitle}
      intro={AUTH_UI_TEXTS.resetPageIntro}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={isPending}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <PasswordField
            label={AUTH_UI_TEXTS.newPasswordLabel}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.target.value);
              setErrors(({ newPassword: _cleared, ...rest }) => rest);
            }}
            error={Boolean(errors.newPassword)}
            helperText={
              errors.newPassword
                ? errors.newPassword.map((problem) => (
                    <Box component="span" key={problem} sx={{ display: "block" }}>
                      {problem}
                    </Box>
                  ))
                : AUTH_UI_TEXTS.resetPasswordHint
            }
            disabled={isPending}
            showLabel={AUTH_UI_TEXTS.showPassword}
            hideLabel={AUTH_UI_TEXTS.hidePassword}
            fullWidth
          />
          {newPassword && (
            <Box sx={{ mt: 1.5 }}>
              <PasswordStrengthMeter password={newPassword} />
            </Box>
          )}
        </Box>
        <PasswordField
          label={AUTH_UI_TEXTS.confirmPasswordLabel}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setErrors(({ confirmPassword: _cleared, ...rest }) => rest);
          }}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword}
          disabled={isPending}
          showLabel={AUTH_UI_TEXTS.showConfirmPassword}
          hideLabel={AUTH_UI_TEXTS.hideConfirmPassword}
          fullWidth
        />
        <AuthSubmitButton disabled={isPending} spinning={isPending}>
          {isPending ? AUTH_UI_TEXTS.resetBusy : AUTH_UI_TEXTS.resetSubmit}
        </AuthSubmitButton>
      </Stack>
      <Box sx={{ textAlign: "center", mt: 3 }}>
        <Link component={RouterLink} to={paths.login} underline="always" sx={authLinkStyle}>
          {RESET_PASSWORD_TEXTS.backToLogin}
        </Link>
      </Box>
    </AuthCard>
  );
}

/** The reset-password page: the form, then the success screen; or the invalid-link screen. */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  const [stage, setStage] = useState<Stage>(token ? "form" : "invalid");
  if (stage === "invalid" || !token) return <InvalidLinkScreen />;
  if (stage === "success") return <SuccessScreen />;
  return <ResetForm token={token} onDone={setStage} />;
}
