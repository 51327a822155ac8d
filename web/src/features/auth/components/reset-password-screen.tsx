import { zodResolver } from "@hookform/resolvers/zod";
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
import { useEffect, useState } from "react";
import { Controller, type FieldError, useForm, useWatch } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router";
import { ApiRequestError } from "@/shared/api-client.ts";
import { textFieldProps } from "@/shared/forms/text-field-props.ts";
import { useClearErrorOnEdit } from "@/shared/forms/use-clear-error-on-edit.ts";
import { paths } from "@/shared/paths.ts";
import { RESET_REDIRECT_MS } from "@/shared/ui-limits.ts";
import { useResetPassword } from "../api/reset-password.ts";
import {
  type ResetPasswordValues,
  resetPasswordFormSchema,
} from "../utils/reset-password-validation.ts";
import { AuthBadgeIcon, AuthCard, AuthSubmitButton, authLinkStyle } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

type Stage = "form" | "success" | "invalid";

/** Every message of a field checked with `criteriaMode: "all"`, in the order found. */
function allMessages(error: FieldError): string[] {
  const found = Object.values(error.types ?? {})
    .flat()
    .filter((message) => typeof message === "string");
  return found.length > 0 ? found : [error.message ?? ""];
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
  const [failure, setFailure] = useState<string>();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
    reValidateMode: "onSubmit",
    criteriaMode: "all",
  });
  const { control, handleSubmit } = form;
  useClearErrorOnEdit(form);
  const newPassword = useWatch({ control, name: "newPassword" });
  const { mutate, isPending } = useResetPassword();

  const refused = (error: Error) => {
    if (!(error instanceof ApiRequestError)) {
      console.error("Resetting the password failed.", error);
      setFailure(RESET_PASSWORD_ERRORS.serverError);
    } else if (error.details?.code === "reset_link_invalid") onDone("invalid");
    else setFailure(`${RESET_PASSWORD_ERRORS.failedPrefix}${error.message}`);
  };

  const submit = handleSubmit(({ newPassword }) => {
    if (isPending) return;
    setFailure(undefined);
    mutate({ token, newPassword }, { onSuccess: () => onDone("success"), onError: refused });
  });

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
          <Controller
            name="newPassword"
            control={control}
            render={(controller) => (
              <PasswordField
                {...textFieldProps(controller)}
                label={AUTH_UI_TEXTS.newPasswordLabel}
                autoComplete="new-password"
                helperText={
                  controller.fieldState.error
                    ? allMessages(controller.fieldState.error).map((problem) => (
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
            )}
          />
          {newPassword && (
            <Box sx={{ mt: 1.5 }}>
              <PasswordStrengthMeter password={newPassword} />
            </Box>
          )}
        </Box>
        <Controller
          name="confirmPassword"
          control={control}
          render={(controller) => (
            <PasswordField
              {...textFieldProps(controller)}
              label={AUTH_UI_TEXTS.confirmPasswordLabel}
              autoComplete="new-password"
              disabled={isPending}
              showLabel={AUTH_UI_TEXTS.showConfirmPassword}
              hideLabel={AUTH_UI_TEXTS.hideConfirmPassword}
              fullWidth
            />
          )}
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
