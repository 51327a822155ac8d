import { signupRequestSchema } from "@maids/contract/auth.ts";
import type { CUSTOMER_ROLE, HELPER_ROLE } from "@maids/contract/enums.ts";
import { SIGNUP_ERRORS } from "@maids/contract/messages.ts";
import type { SignupRequest } from "../api/signup.ts";

export type SignupRole = typeof CUSTOMER_ROLE | typeof HELPER_ROLE;

export type SignupValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreedToTerms: boolean;
  role: SignupRole;
};

export type SignupField = Exclude<keyof SignupValues, "role">;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const SIGNUP_FIELD_ORDER: readonly SignupField[] = [
  "name",
  "email",
  "password",
  "confirmPassword",
  "agreedToTerms",
];

type SignupCheck = { request: SignupRequest; errors: undefined } | { errors: SignupErrors };

/** The rules of SPEC.md section 5, all at once; the contract's schema holds the field rules. */
export function validateSignup(values: SignupValues): SignupCheck {
  const errors: SignupErrors = {};
  const parsed = signupRequestSchema.safeParse({
    name: values.name,
    email: values.email,
    password: values.password,
    role: values.role,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "name" || field === "email" || field === "password") && !errors[field]) {
        errors[field] = issue.message;
      }
    }
  }
  if (values.confirmPassword !== values.password) {
    errors.confirmPassword = SIGNUP_ERRORS.passwordsDoNotMatch;
  }
  if (!values.agreedToTerms) errors.agreedToTerms = SIGNUP_ERRORS.termsRequired;

  if (parsed.success && Object.keys(errors).length === 0) {
    return { request: parsed.data, errors: undefined };
  }
  return { errors };
}
