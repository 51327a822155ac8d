import { CUSTOMER_ROLE, HELPER_ROLE } from "@maids/contract/enums.ts";
import { SIGNUP_REDIRECT_MS } from "@maids/contract/limits.ts";
import { AUTH_UI_TEXTS, SIGNUP_TEXTS } from "@maids/contract/messages.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAgencyName } from "../../../shared/agency/use-agency.ts";
import { BrandMark } from "../../../shared/components/brand-mark.tsx";
import { paths } from "../../../shared/paths.ts";
import { useSignUp } from "../hooks/use-sign-up.ts";
import {
  SIGNUP_FIELD_ORDER,
  type SignupErrors,
  type SignupField,
  type SignupRole,
  type SignupValues,
  validateSignup,
} from "../utils/signup-validation.ts";
import { AuthCard, AuthFooterLink, AuthSubmitButton } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";

const INITIAL_VALUES: SignupValues = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
  agreedToTerms: false,
  role: CUSTOMER_ROLE,
};

const ROLE_OPTIONS = [
  { role: CUSTOMER_ROLE, label: AUTH_UI_TEXTS.employer, hint: AUTH_UI_TEXTS.employerHint },
  { role: HELPER_ROLE, label: AUTH_UI_TEXTS.helper, hint: AUTH_UI_TEXTS.helperHint },
] as const;

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
  const [values, setValues] = useState<SignupValues>(INITIAL_VALUES);
  const agencyName = useAgencyName();
  const [errors, setErrors] = useState<SignupErrors>({});
  const inputs = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});
  const { signUp, outcome, isPending, isBusy, errorMessage } = useSignUp();
  const termsHelpId = useId();
  const roleLabelId = useId();
  useRedirectToLoginWhen(outcome === "created");

  const edit = <Field extends keyof SignupValues>(field: Field, value: SignupValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== "role") {
      setErrors(({ [field as SignupField]: _cleared, ...rest }) => rest);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const check = validateSignup(values);
    if (check.errors) {
      setErrors(check.errors);
      const firstInvalid = SIGNUP_FIELD_ORDER.find((field) => check.errors[field]);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      return;
    }
    setErrors({});
    signUp(check.request);
  };

  const textField = (
    field: "name" | "email",
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => edit(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      disabled={isBusy}
      inputRef={(element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      }}
      fullWidth
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
        {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
        {outcome === "created" && (
          <Alert severity="success">{SIGNUP_TEXTS.createdPleaseLogIn}</Alert>
        )}
        {textField("name", AUTH_UI_TEXTS.nameLabel, "text", "name")}
        {textField("email", AUTH_UI_TEXTS.emailLabel, "email", "email")}
        <PasswordField
          label={AUTH_UI_TEXTS.passwordLabel}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => edit("password", event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          disabled={isBusy}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current.password = element;
          }}
          showLabel={AUTH_UI_TEXTS.showPassword}
          hideLabel={AUTH_UI_TEXTS.hidePassword}
          fullWidth
        />
        <PasswordField
          label={AUTH_UI_TEXTS.confirmPasswordLabel}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => edit("confirmPassword", event.target.value)}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword}
          disabled={isBusy}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current.confirmPassword = element;
          }}
          showLabel={AUTH_UI_TEXTS.showConfirmPassword}
          hideLabel={AUTH_UI_TEXTS.hideConfirmPassword}
          fullWidth
        />
        <FormControl disabled={isBusy}>
          <FormLabel id={roleLabelId} sx={{ mb: 1, fontWeight: 600, color: "text.primary" }}>
            {AUTH_UI_TEXTS.accountTypeLabel}
          </FormLabel>
          <RadioGroup
            aria-labelledby={roleLabelId}
            value={String(values.role)}
            onChange={(_event, value) =>
              edit("role", (value === HELPER_ROLE ? HELPER_ROLE : CUSTOMER_ROLE) as SignupRole)
            }
            sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5 }}
          >
            {ROLE_OPTIONS.map((option) => {
              const selected = values.role === option.role;
              return (
                <Box
                  key={option.role}
                  sx={{
                    border: 2,
                    borderColor: selected ? "primary.main" : "divider",
                    backgroundColor: selected ? "rgba(255, 145, 77, 0.08)" : "transparent",
                    borderRadius: 3,
                    px: 1.5,
                    py: 1,
                    transition: "border-color 0.2s ease, background-color 0.2s ease",
                  }}
                >
                  <FormControlLabel
                    value={String(option.role)}
                    control={<Radio />}
                    label={option.label}
                    sx={{ m: 0, width: 1, "& .MuiFormControlLabel-label": { fontWeight: 700 } }}
                  />
                  <Typography
                    variant="caption"
                    component="p"
                    aria-hidden
                    sx={{ color: "text.secondary", pl: 0.5, pb: 0.5 }}
                  >
                    {option.hint}
                  </Typography>
                </Box>
              );
            })}
          </RadioGroup>
        </FormControl>
        <FormControl error={Boolean(errors.agreedToTerms)} disabled={isBusy}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.agreedToTerms}
                onChange={(event) => edit("agreedToTerms", event.target.checked)}
                slotProps={{
                  input: {
                    ref: (element: HTMLInputElement | null) => {
                      inputs.current.agreedToTerms = element;
                    },
                    "aria-invalid": Boolean(errors.agreedToTerms),
                    "aria-describedby": errors.agreedToTerms ? termsHelpId : undefined,
                  },
                }}
              />
            }
            label={AUTH_UI_TEXTS.termsLabel}
          />
          {errors.agreedToTerms && (
            <FormHelperText id={termsHelpId} sx={{ mt: 0 }}>
              {errors.agreedToTerms}
            </FormHelperText>
          )}
        </FormControl>
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
