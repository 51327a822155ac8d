import { strongPasswordProblems } from "@maids/contract/auth.ts";
import { RESET_PASSWORD_ERRORS } from "@maids/contract/messages.ts";
import { z } from "zod";

export type ResetPasswordValues = { newPassword: string; confirmPassword: string };

/**
 * The reset-password rules (docs/product.md#accounts): every broken password rule at once (read them
 * with `criteriaMode: "all"`), the confirmation required and equal.
 */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().superRefine((password, context) => {
      for (const message of strongPasswordProblems(password)) {
        context.addIssue({ code: "custom", message });
      }
    }),
    confirmPassword: z.string().min(1, RESET_PASSWORD_ERRORS.confirmRequired),
  })
  .refine(
    ({ newPassword, confirmPassword }) => !confirmPassword || confirmPassword === newPassword,
    { path: ["confirmPassword"], error: RESET_PASSWORD_ERRORS.doNotMatch },
  );
