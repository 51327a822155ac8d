import { type signupRequestSchema, successResponseSchema } from "@maids/contract/auth.ts";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";

export type SignupRequest = z.output<typeof signupRequestSchema>;

/** Answers 201 even for an email already registered (the owner is told by mail). */
export function signup(account: SignupRequest) {
  return apiRequest("/api/auth/signup", {
    method: "POST",
    body: account,
    schema: successResponseSchema,
  });
}
