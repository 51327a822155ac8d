import { AUTH_UI_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { type Control, Controller } from "react-hook-form";
import { FormTextField } from "@/shared/forms/form-text-field.tsx";
import { textFieldProps } from "@/shared/forms/text-field-props.ts";
import type { CredentialValues } from "../hooks/use-credentials-form.ts";
import { PasswordField } from "./password-field.tsx";

type CredentialFieldsProps = {
  control: Control<CredentialValues>;
  /** "email" for customers, "username" for administrators. */
  emailAutoComplete: string;
  disabled?: boolean;
  /** Shown under the password, e.g. the 'Forgot your password?' link. */
  belowPassword?: ReactNode;
};

/** The email and password fields of a sign-in form; the password has a show/hide toggle. */
export function CredentialFields(props: CredentialFieldsProps) {
  const { control, emailAutoComplete, disabled, belowPassword } = props;
  return (
    <>
      <FormTextField
        name="email"
        control={control}
        label={AUTH_UI_TEXTS.emailLabel}
        type="email"
        autoComplete={emailAutoComplete}
        disabled={disabled}
        fullWidth
      />
      <Box>
        <Controller
          name="password"
          control={control}
          render={(controller) => (
            <PasswordField
              {...textFieldProps(controller)}
              label={AUTH_UI_TEXTS.passwordLabel}
              autoComplete="current-password"
              disabled={disabled}
              showLabel={AUTH_UI_TEXTS.showPassword}
              hideLabel={AUTH_UI_TEXTS.hidePassword}
              fullWidth
            />
          )}
        />
        {belowPassword}
      </Box>
    </>
  );
}
