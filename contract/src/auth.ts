import { z } from "zod";
import { ADMIN_ROLE, CUSTOMER_ROLE, HELPER_ROLE } from "./enums.ts";
import { RESET_PASSWORD_MIN_LENGTH, SIGNUP_PASSWORD_MIN_LENGTH } from "./limits.ts";
import { RESET_PASSWORD_ERRORS, SIGNUP_ERRORS } from "./messages.ts";
import { STAFF_ROLES } from "./staff-roles.ts";

export const wireRoleSchema = z.union([
  z.literal(CUSTOMER_ROLE),
  z.literal(HELPER_ROLE),
  z.literal(ADMIN_ROLE),
]);

/** Longest email address SMTP allows, and a generous cap on passwords. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;

const emailField = z.string().trim().max(EMAIL_MAX_LENGTH, "Email is too long");
const passwordField = z.string().max(PASSWORD_MAX_LENGTH, "Password is too long");

/**
 * A phone number a family gives, any usual writing, stored as digits with the country code: a
 * Singapore number of eight digits gets 65; a number with another country code keeps it.
 */
export function normaliseCustomerPhone(input: string): string | null {
  if (!/^[+\d\s()-]*$/.test(input)) return null;
  const digits = input.replace(/\D/g, "");
  if (digits.length === 0) return "";
  if (digits.length === 8) return `65${digits}`;
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

export const CUSTOMER_PHONE_INVALID =
  "Phone must be a phone number, e.g. 9123 4567 or +65 9123 4567";

/** A family's phone number as typed, stored as digits with the country code; blank clears it. */
export const customerPhoneSchema = z
  .string({ error: CUSTOMER_PHONE_INVALID })
  .max(40, { error: CUSTOMER_PHONE_INVALID })
  .transform((value, context) => {
    const phone = normaliseCustomerPhone(value);
    if (phone === null) {
      context.addIssue({ code: "custom", message: CUSTOMER_PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });

export const loginRequestSchema = z.object({ email: emailField, password: passwordField });
export const loginResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const signupRequestSchema = z.object({
  name: z.string().trim().min(1, SIGNUP_ERRORS.nameRequired).max(120, "Name is too long"),
  email: emailField.min(1, SIGNUP_ERRORS.emailRequired).pipe(z.email(SIGNUP_ERRORS.emailInvalid)),
  password: passwordField
    .min(1, SIGNUP_ERRORS.passwordRequired)
    .min(SIGNUP_PASSWORD_MIN_LENGTH, SIGNUP_ERRORS.passwordTooShort),
  role: z.union([z.literal(CUSTOMER_ROLE), z.literal(HELPER_ROLE)]).default(CUSTOMER_ROLE),
  phone: customerPhoneSchema.optional().describe("Optional: a number the agency may call."),
});

export const userSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: wireRoleSchema,
});
export const profileResponseSchema = z.object({
  id: z.number().int(),
  user: userSummarySchema,
  phone: z
    .string()
    .optional()
    .describe("The account's phone number, digits with country code; empty when not given."),
  staffRole: z
    .enum(STAFF_ROLES)
    .optional()
    .describe("Staff only: what they may do (docs/product.md#staff-roles)."),
});
/**
 * GET /api/auth/session: the profile when signed in, nulls otherwise, always 200, so that a
 * visitor's browser logs no error on every page (GET /api/auth/profile answers 401 then).
 */
export const sessionResponseSchema = z.union([
  profileResponseSchema,
  z.object({ id: z.null(), user: z.null() }),
]);
/** PATCH /api/auth/profile: the signed-in family's own phone number (blank clears it). */
export const updateProfileBodySchema = z.object({ phone: customerPhoneSchema });

export const callbackResponseSchema = z.object({ role: wireRoleSchema, user: userSummarySchema });
export const redirectCallbackResponseSchema = z.object({ redirectTo: z.string() });

export const forgotPasswordRequestSchema = z.object({
  email: emailField.pipe(z.email(SIGNUP_ERRORS.emailInvalid)),
});
export const resetPasswordRequestSchema = z.object({
  token: z.string().max(200),
  newPassword: passwordField,
});
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The reset-password rules (docs/product.md#accounts); also used for admin accounts. */
export function strongPasswordProblems(password: string): string[] {
  if (!password) return [RESET_PASSWORD_ERRORS.newRequired];
  const problems: string[] = [];
  if (password.length < RESET_PASSWORD_MIN_LENGTH) problems.push(RESET_PASSWORD_ERRORS.tooShort);
  if (!/[a-z]/.test(password)) problems.push(RESET_PASSWORD_ERRORS.needsLowercase);
  if (!/[A-Z]/.test(password)) problems.push(RESET_PASSWORD_ERRORS.needsUppercase);
  if (!/[0-9]/.test(password)) problems.push(RESET_PASSWORD_ERRORS.needsNumber);
  return problems;
}
