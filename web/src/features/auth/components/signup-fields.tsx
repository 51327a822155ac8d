import { CUSTOMER_ROLE, HELPER_ROLE } from "@maids/contract/enums.ts";
import { AUTH_UI_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Link from "@mui/material/Link";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { type Control, Controller } from "react-hook-form";
import { paths } from "@/shared/paths.ts";
import type { SignupRequest } from "../api/signup.ts";
import { SIGNUP_EXTRA_TEXTS } from "../texts.ts";
import type { SignupRole, SignupValues } from "../utils/signup-validation.ts";

const ROLE_OPTIONS = [
  { role: CUSTOMER_ROLE, label: AUTH_UI_TEXTS.employer, hint: AUTH_UI_TEXTS.employerHint },
  { role: HELPER_ROLE, label: AUTH_UI_TEXTS.helper, hint: AUTH_UI_TEXTS.helperHint },
] as const;

type SignupControl = { control: Control<SignupValues, unknown, SignupRequest>; disabled: boolean };

type RoleCardsProps = {
  role: SignupRole;
  onChange: (role: SignupRole) => void;
  disabled: boolean;
};

/** Employer (role 131) or helper, each a bordered card with a hint. */
function RoleCards({ role, onChange, disabled }: RoleCardsProps) {
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId} sx={{ mb: 1, fontWeight: 600, color: "text.primary" }}>
        {AUTH_UI_TEXTS.accountTypeLabel}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={String(role)}
        onChange={(_event, value) => onChange(value === HELPER_ROLE ? HELPER_ROLE : CUSTOMER_ROLE)}
        sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5 }}
      >
        {ROLE_OPTIONS.map((option) => {
          const selected = role === option.role;
          return (
            <Box
              key={option.role}
              sx={{
                border: 2,
                borderColor: selected ? "primary.main" : "divider",
                backgroundColor: selected
                  ? (theme) => alpha(theme.palette.primary.main, 0.08)
                  : "transparent",
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
  );
}

/** The account type; employer unless the helper card is chosen. */
export function RoleChoice({ control, disabled }: SignupControl) {
  return (
    <Controller
      name="role"
      control={control}
      render={({ field }) => (
        <RoleCards role={field.value} onChange={field.onChange} disabled={disabled} />
      )}
    />
  );
}

/** The terms box, with its message underneath when it is left unticked. */
export function TermsCheckbox({ control, disabled }: SignupControl) {
  const termsHelpId = useId();
  return (
    <Controller
      name="agreedToTerms"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid} disabled={disabled}>
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    "aria-invalid": fieldState.invalid,
                    "aria-describedby": fieldState.invalid ? termsHelpId : undefined,
                  },
                }}
              />
            }
            label={AUTH_UI_TEXTS.termsLabel}
          />
          {fieldState.error && (
            <FormHelperText id={termsHelpId} sx={{ mt: 0 }}>
              {fieldState.error.message}
            </FormHelperText>
          )}
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {SIGNUP_EXTRA_TEXTS.readThe}
            <Link href={paths.terms} target="_blank" rel="noopener">
              {SIGNUP_EXTRA_TEXTS.terms}
            </Link>
            {SIGNUP_EXTRA_TEXTS.and}
            <Link href={paths.privacy} target="_blank" rel="noopener">
              {SIGNUP_EXTRA_TEXTS.privacy}
            </Link>
            {SIGNUP_EXTRA_TEXTS.newTab}
          </Typography>
        </FormControl>
      )}
    />
  );
}
