import { signupRequestSchema } from "@maids/contract/auth.ts";
import type { CUSTOMER_ROLE, HELPER_ROLE } from "@maids/contract/enums.ts";
import { SIGNUP_ERRORS } from "@maids/contract/messages.ts";
import { z } from "zod";

export type SignupRole = typeof CUSTOMER_ROLE | typeof HELPER_ROLE;

export type SignupValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Optional; left out of the request when blank. */
  phone: string;
  agreedToTerms: boolean;
  role: SignupRole;
};

/** The fields the server may refuse one by one. */
export const SIGNUP_REQUEST_FIELDS = ["name", "email", "password", "phone"] as const;

/**
 * The sign-up rules (docs/product.md#accounts), all at once: the contract's schema holds the account's, the
 * form adds the confirmation and the terms; what passes is the sign-up request.
 */
export const signupFormSchema = signupRequestSchema
  .extend({
    confirmPassword: z.string(),
    agreedToTerms: z.boolean().refine((agreed) => agreed, SIGNUP_ERRORS.termsRequired),
  })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    path: ["confirmPassword"],
    error: SIGNUP_ERRORS.passwordsDoNotMatch,
  })
  .transform(({ confirmPassword: _confirmed, agreedToTerms: _agreed, phone, ...request }) =>
    phone ? { ...request, phone } : request,
  );
