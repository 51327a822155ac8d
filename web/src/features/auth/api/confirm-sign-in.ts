import { callbackResponseSchema } from "@maids/contract/auth.ts";
import { apiRequest } from "@/shared/api-client.ts";

/** The follow-up call after sign-in: tells the role of the account that just signed in. */
export function confirmSignIn() {
  return apiRequest("/api/auth/simple-callback", {
    method: "POST",
    schema: callbackResponseSchema,
  });
}
