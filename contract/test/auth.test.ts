import { RESET_PASSWORD_ERRORS } from "@maids/contract/messages.ts";
import { describe, expect, it } from "vitest";
import { signupRequestSchema, strongPasswordProblems } from "../src/auth.ts";

describe("strongPasswordProblems", () => {
  it("accepts a password with 8+ characters, lower, upper and a digit", () => {
    expect(strongPasswordProblems("Harbour7view")).toEqual([]);
  });

  it("names every rule a weak password breaks", () => {
    expect(strongPasswordProblems("abc")).toEqual([
      RESET_PASSWORD_ERRORS.tooShort,
      RESET_PASSWORD_ERRORS.needsUppercase,
      RESET_PASSWORD_ERRORS.needsNumber,
    ]);
    expect(strongPasswordProblems("ABCDEFGH1")).toEqual([RESET_PASSWORD_ERRORS.needsLowercase]);
    expect(strongPasswordProblems("")).toEqual([RESET_PASSWORD_ERRORS.newRequired]);
  });
});

describe("signupRequestSchema", () => {
  it("defaults the role to the customer role 131", () => {
    const parsed = signupRequestSchema.parse({
      name: "Tan",
      email: "tan@example.com",
      password: "secret1",
    });
    expect(parsed.role).toBe(131);
  });

  it("answers the sign-up texts of the spec", () => {
    const result = signupRequestSchema.safeParse({ name: " ", email: "nope", password: "123" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Name is required",
      "Email is invalid",
      "Password must be at least 6 characters",
    ]);
  });
});
