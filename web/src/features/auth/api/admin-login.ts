import { type loginRequestSchema, loginResponseSchema } from "@maids/contract/auth.ts";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";

export type AdminLoginRequest = z.input<typeof loginRequestSchema>;

/** Only administrator accounts succeed; a customer gets the same 401 as a wrong password. */
export function adminLogin(credentials: AdminLoginRequest) {
  return apiRequest("/api/admin/auth/login", {
    method: "POST",
    body: credentials,
    schema: loginResponseSchema,
  });
}
