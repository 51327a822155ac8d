import { describe, expect, it } from "vitest";
import { createHelper, createShareLinkFor, signedInCookie } from "./support/factories.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

type Role = "customer" | "admin";

/** A POST as clients of the spec send it: no body, perhaps still declared as JSON. */
function bodyless(url: string, cookie: string, contentType?: string) {
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      origin: SAME_ORIGIN,
      cookie,
      ...(contentType === undefined ? {} : { "content-type": contentType }),
    },
  });
}

/** Every endpoint that clients call without a body, and who calls it. */
async function bodylessEndpoints(): Promise<[string, Role][]> {
  const maidId = await createHelper(t.database.db);
  const { user: customer } = await signedInCookie(t.database.db, t.config, "customer");
  const token = await createShareLinkFor(t.database.db, [maidId]);
  return [
    ["/api/auth/logout", "customer"],
    ["/api/auth/simple-callback", "customer"],
    ["/api/user/auth/simple-callback", "customer"],
    ["/api/user/auth/callback", "customer"],
    ["/api/admin/auth/callback", "admin"],
    [`/api/user/favorites/${maidId}`, "customer"],
    [`/api/catalogue/user/favorites/${maidId}`, "customer"],
    [`/api/user/recommended/${token}`, "customer"],
    [`/api/user/recommendation/${customer.id}/${maidId}`, "admin"],
  ];
}

describe("POSTs without a body", () => {
  it.each([
    ["Content-Type: application/json", "application/json"],
    ["Content-Type: application/json; charset=utf-8", "application/json; charset=utf-8"],
    ["no Content-Type", undefined],
  ])("succeed with %s on every body-less endpoint", async (_, contentType) => {
    for (const [url, role] of await bodylessEndpoints()) {
      const { cookie } = await signedInCookie(t.database.db, t.config, role);
      const response = await bodyless(url, cookie, contentType);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    }
  });

  it("still answer a route that needs fields with the fields it misses, not a parse error", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: SAME_ORIGIN, "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["email", "password"]);
  });
});

describe("JSON bodies", () => {
  it.each([
    ["malformed JSON", "{email:"],
    ["a prototype-poisoning key", '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"x"}'],
  ])("are refused with 400 for %s", async (_, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: SAME_ORIGIN, "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it("over the size limit are refused with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: SAME_ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
