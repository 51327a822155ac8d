import { callbackResponseSchema } from "@maids/contract/auth.ts";
import { apiRequest } from "@/shared/api-client.ts";

/** The follow-up call after administrator sign-in; answers the administrator's data. */
export function confirmAdminSignIn() {
  return apiRequest("/api/admin/auth/callback", {
    method: "POST",
    schema: callbackResponseSchema,
  });
}
