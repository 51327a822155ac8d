import { zodResolver } from "@hookform/resolvers/zod";
import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { AUTH_UI_TEXTS, SIGNUP_TEXTS } from "@maids/contract/messages.ts";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useAgencyName } from "@/shared/agency/use-agency.ts";
import { BrandMark } from "@/shared/components/brand-mark.tsx";
import { FormTextField } from "@/shared/forms/form-text-field.tsx";
import { textFieldProps } from "@/shared/forms/text-field-props.ts";
import { useClearErrorOnEdit } from "@/shared/forms/use-clear-error-on-edit.ts";
import { paths } from "@/shared/paths.ts";
import { SIGNUP_REDIRECT_MS } from "@/shared/ui-limits.ts";
import type { SignupRequest } from "../api/signup.ts";
import { useSignUp } from "../hooks/use-sign-up.ts";
import { SIGNUP_EXTRA_TEXTS } from "../texts.ts";
import { formFailure, SIGNUP_FALLBACKS } from "../utils/form-error.ts";
import {
  SIGNUP_REQUEST_FIELDS,
  type SignupValues,
  signupFormSchema,
} from "../utils/signup-validation.ts";
import { AuthCard, AuthFooterLink, AuthSubmitButton } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";
import { RoleChoice, TermsCheckbox } from "./signup-fields.tsx";

const INITIAL_VALUES: SignupValues = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
  phone: "",
  agreedToTerms: false,
  role: CUSTOMER_ROLE,
};

const PASSWORD_LABELS = {
  password: {
    label: AUTH_UI_TEXTS.passwordLabel,
    showLabel: AUTH_UI_TEXTS.showPassword,
    hideLabel: AUTH_UI_TEXTS.hidePassword,
  },
  confirmPassword: {
    label: AUTH_UI_TEXTS.confirmPasswordLabel,
    showLabel: AUTH_UI_TEXTS.showConfirmPassword,
    hideLabel: AUTH_UI_TEXTS.hideConfirmPassword,
  },
};

/** After "created" (the automatic sign-in failed), go to /login after SIGNUP_REDIRECT_MS. */
function useRedirectToLoginWhen(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void navigate(paths.login), SIGNUP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [active, navigate]);
}

export function SignupForm() {
  const agencyName = useAgencyName();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues, unknown, SignupRequest>({
    resolver: zodResolver(signupFormSchema) as Resolver<SignupValues, unknown, SignupRequest>,
    defaultValues: INITIAL_VALUES,
    reValidateMode: "onSubmit",
  });
  const { control, handleSubmit, setError } = form;
  useClearErrorOnEdit(form);
  const { signUp, outcome, isPending, isBusy } = useSignUp();
  useRedirectToLoginWhen(outcome === "created");

  const submit = handleSubmit((request) => {
    if (isBusy) return;
    setFailure(null);
    signUp(request, {
      onError: (error) =>
        setFailure(formFailure(error, SIGNUP_REQUEST_FIELDS, setError, SIGNUP_FALLBACKS)),
    });
  });

  const textField = (name: "name" | "email" | "phone", label: string, type: string) => (
    <FormTextField
      name={name}
      control={control}
      label={label}
      type={type}
      autoComplete={name === "phone" ? "tel" : name}
      hint={name === "phone" ? SIGNUP_EXTRA_TEXTS.phoneHint : undefined}
      disabled={isBusy}
      fullWidth
    />
  );

  const passwordField = (name: "password" | "confirmPassword") => (
    <Controller
      name={name}
      control={control}
      render={(controller) => (
        <PasswordField
          {...textFieldProps(controller)}
          autoComplete="new-password"
          disabled={isBusy}
          fullWidth
          {...PASSWORD_LABELS[name]}
        />
      )}
    />
  );

  return (
    <AuthCard
      badge={<BrandMark size={60} label={agencyName} />}
      title={AUTH_UI_TEXTS.signupTitle}
      intro={AUTH_UI_TEXTS.signupIntro}
      maxWidth={520}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={isPending}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {outcome === "created" && (
          <Alert severity="success">{SIGNUP_TEXTS.createdPleaseLogIn}</Alert>
        )}
        {textField("name", AUTH_UI_TEXTS.nameLabel, "text")}
        {textField("email", AUTH_UI_TEXTS.emailLabel, "email")}
        {passwordField("password")}
        {passwordField("confirmPassword")}
        {textField("phone", SIGNUP_EXTRA_TEXTS.phoneLabel, "tel")}
        <RoleChoice control={control} disabled={isBusy} />
        <TermsCheckbox control={control} disabled={isBusy} />
        <AuthSubmitButton disabled={isBusy} spinning={isPending}>
          {isPending ? SIGNUP_TEXTS.creating : AUTH_UI_TEXTS.signupSubmit}
        </AuthSubmitButton>
      </Stack>
      <AuthFooterLink
        prompt={AUTH_UI_TEXTS.haveAccount}
        to={paths.login}
        label={AUTH_UI_TEXTS.signInLink}
      />
    </AuthCard>
  );
}
