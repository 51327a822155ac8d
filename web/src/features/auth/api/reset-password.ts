import { type resetPasswordRequestSchema, successResponseSchema } from "@maids/contract/auth.ts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";

type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The form checks the password rules first; the token is the server's to judge. */
function resetPassword(request: ResetPasswordRequest) {
  return apiRequest("/api/auth/reset-password", {
    method: "POST",
    body: request,
    schema: successResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
