import { describe, expect, it, vi } from "vitest";
import { createAccount } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

/** Every password check, with the stored hash it was checked against (the real one runs). */
const checks = vi.hoisted(() => [] as string[]);
vi.mock("../src/auth/password.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/auth/password.ts")>();
  return {
    ...actual,
    verifyPassword: async (storedHash: string, password: string) => {
      checks.push(storedHash);
      return actual.verifyPassword(storedHash, password);
    },
  };
});

const t = useTestApp();

/** scrypt$<logN>$<r>$<p>$…: what a check costs, without the salt and hash. */
const costOf = (storedHash: string) => storedHash.split("$").slice(0, 4).join("$");

describe("signing in with an email no account has", () => {
  it("checks the password against a hash of the same cost as a real account's, so it takes as long", async () => {
    const account = await createAccount(t.database.db);
    checks.length = 0;
    const known = await send(t.app, "POST", "/api/auth/login", {
      body: { email: account.email, password: "Wrong-password-1" },
    });
    const unknown = await send(t.app, "POST", "/api/auth/login", {
      body: { email: "nobody@example.com", password: "Wrong-password-1" },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(checks).toHaveLength(2);
    const [real, standIn] = checks as [string, string];
    expect(standIn).not.toBe(real);
    expect(costOf(standIn)).toBe(costOf(real));
    expect(costOf(real)).toMatch(/^scrypt\$\d+\$8\$1$/);
  });
});
