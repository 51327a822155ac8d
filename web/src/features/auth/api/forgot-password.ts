import { type forgotPasswordRequestSchema, successResponseSchema } from "@maids/contract/auth.ts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";

type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** Not validated here: the page shows the server's own answer ("Failed to send reset email: ..."). */
function requestPasswordReset(request: ForgotPasswordRequest) {
  return apiRequest("/api/auth/forgot-password", {
    method: "POST",
    body: request,
    schema: successResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
