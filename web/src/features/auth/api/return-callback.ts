import { redirectCallbackResponseSchema } from "@maids/contract/auth.ts";
import { apiRequest } from "@/shared/api-client.ts";

/**
 * Called before returning to a stored address after sign-in; the server attaches any pending
 * recommendation link to the account.
 */
export function notifyReturnAfterLogin() {
  return apiRequest("/api/user/auth/callback", {
    method: "POST",
    schema: redirectCallbackResponseSchema,
  });
}
