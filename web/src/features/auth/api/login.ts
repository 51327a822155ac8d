import { type loginRequestSchema, loginResponseSchema } from "@maids/contract/auth.ts";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";

export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Starts a customer session; the cookie comes with the answer. */
export function login(credentials: LoginRequest) {
  return apiRequest("/api/auth/login", {
    method: "POST",
    body: credentials,
    schema: loginResponseSchema,
  });
}
