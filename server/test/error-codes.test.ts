import { API_ERROR_CODES, apiErrorSchema } from "@maids/contract/errors.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { RATE_RULES } from "../src/auth/rate-limit.ts";
import {
  createHelper,
  createShareLinkFor,
  exhaustRateLimit,
  signedInCookie,
} from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/** The answer is in the contract's error shape and carries `code`. */
function expectCode(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: status, code });
}

describe("error codes", () => {
  it("are a closed set of snake_case words", () => {
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });

  it("invalid_input for a request that fails validation, beside the field errors", async () => {
    const response = await t.app.inject({ url: "/api/catalogue/maids?page=zero" });
    expectCode(response, 400, "invalid_input");
    expect(response.json().errors[0].field).toBe("page");
  });

  it("not_authenticated without a session, invalid_credentials for a wrong password", async () => {
    expectCode(await t.app.inject({ url: "/api/auth/profile" }), 401, "not_authenticated");
    const signIn = await send(t.app, "POST", "/api/auth/login", {
      body: { email: "nobody@example.com", password: "Wrong-password1" },
    });
    expectCode(signIn, 401, "invalid_credentials");
    expect(signIn.json().success).toBe(false);
  });

  it("forbidden for a customer on an admin route", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "customer");
    const response = await t.app.inject({ url: "/api/admin/maids", headers: { cookie } });
    expectCode(response, 403, "forbidden");
  });

  it("not_found for an unknown helper and an unknown route", async () => {
    expectCode(await t.app.inject({ url: "/api/catalogue/maids/999999" }), 404, "not_found");
    expectCode(await t.app.inject({ url: "/api/no-such-thing" }), 404, "not_found");
  });

  it("conflict for a supplier name already taken", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const body = { companyName: "Codes Agency Manila", country: "Philippines" };
    await send(t.app, "POST", "/api/admin/supplier", { cookie, body });
    const response = await send(t.app, "POST", "/api/admin/supplier", { cookie, body });
    expectCode(response, 409, "conflict");
  });

  it("gone for an expired recommendations link", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)], {
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await send(t.app, "POST", `/api/user/recommended/${token}`);
    expectCode(response, 410, "gone");
  });

  it("rate_limited once the reset allowance is used up", async () => {
    await exhaustRateLimit(t.database.db, RATE_RULES.resetPerIp, "127.0.0.1");
    const response = await send(t.app, "POST", "/api/auth/reset-password", {
      body: { token: "whatever", newPassword: "Strong-enough9" },
    });
    expectCode(response, 429, "rate_limited");
    expect(response.headers["retry-after"]).toBeDefined();
  });

  it("database_unavailable (503) and internal (500) without leaking what failed", async () => {
    const app = await buildApp({ config: t.config, database: t.database, imageStorage: t.storage });
    app.get("/api/test/no-database", () => {
      const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
        code: "ECONNREFUSED",
      });
      throw new Error('Failed query: select * from "users"', { cause: refused });
    });
    app.get("/api/test/explode", () => {
      throw new Error('relation "maids" does not exist at db.ts:12');
    });
    const unavailable = await app.inject({ url: "/api/test/no-database" });
    expectCode(unavailable, 503, "database_unavailable");
    expect(unavailable.json().message).toBe(API_MESSAGES.databaseUnavailable);
    const failed = await app.inject({ url: "/api/test/explode" });
    expectCode(failed, 500, "internal");
    expect(failed.json().message).toBe(API_MESSAGES.internal);
    for (const response of [unavailable, failed]) {
      expect(response.body).not.toMatch(/ECONNREFUSED|select|relation|db\.ts/);
    }
    await app.close();
  });
});
