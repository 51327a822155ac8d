import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { GUARDS, OPEN_ROUTES, requireAdmin } from "../src/auth/access-control.ts";
import { signedInCookie } from "./support/factories.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const ADMIN_PREFIXES = GUARDS.filter(([, guard]) => guard === requireAdmin).map(([p]) => p);
const SIGNED_IN_PREFIXES = ["/api/user/", "/api/catalogue/user/"];

function guardedRoutes(prefixes: string[]) {
  return t.app.registeredRoutes.filter(
    ({ url }) => prefixes.some((prefix) => url.startsWith(prefix)) && !OPEN_ROUTES.has(url),
  );
}

function call(method: string, url: string, cookie?: string) {
  return t.app.inject({
    method: method as "GET",
    url: url.replaceAll(/:[a-zA-Z]+/g, "1"),
    headers: { origin: SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

describe("access control over every registered route", () => {
  it("knows the routes the server registered", () => {
    expect(t.app.registeredRoutes).toContainEqual({
      method: "POST",
      url: "/api/admin/auth/callback",
    });
    expect(guardedRoutes(ADMIN_PREFIXES)).toContainEqual({
      method: "POST",
      url: "/api/user/generate-link",
    });
  });

  it("answers every admin route 401 to an anonymous caller and 403 to a customer", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "customer");
    for (const { method, url } of guardedRoutes(ADMIN_PREFIXES)) {
      expect((await call(method, url)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, cookie)).statusCode, `${method} ${url} customer`).toBe(403);
    }
  });

  it("answers every signed-in route 401 to an anonymous caller", async () => {
    for (const { method, url } of guardedRoutes(SIGNED_IN_PREFIXES)) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("guards an admin route added later without any code of its own", async () => {
    const app = await buildApp({ config: t.config, database: t.database, imageStorage: t.storage });
    app.get("/api/admin/new-report", async () => ({ secret: true }));
    const { cookie: customer } = await signedInCookie(t.database.db, t.config, "customer");
    const { cookie: admin } = await signedInCookie(t.database.db, t.config, "admin");
    expect((await app.inject({ url: "/api/admin/new-report" })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: "/api/admin/new-report", headers: { cookie: customer } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: "/api/admin/new-report", headers: { cookie: admin } })).json(),
    ).toEqual({
      secret: true,
    });
    await app.close();
  });
});

describe("cross-site request defence", () => {
  const login = (
    headers: Record<string, string>,
    payload = '{"email":"a@example.com","password":"x"}',
  ) => t.app.inject({ method: "POST", url: "/api/auth/login", headers, payload });

  /** Signing out needs a session cookie, and answers 200 when the request gets through. */
  const signOut = async (headers: Record<string, string>) => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "customer");
    return t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, ...headers },
    });
  };

  it("lets a script without cookies call without Origin (sign-in answers on the credentials)", async () => {
    const response = await login({ "content-type": "application/json" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a cookie-bearing request from another site's Origin", async () => {
    const response = await signOut({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Cross-site request refused.");
  });

  it("refuses a cookie-bearing request whose Sec-Fetch-Site says another site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      expect((await signOut({ "sec-fetch-site": site })).statusCode, site).toBe(403);
    }
  });

  it("refuses a cookie-bearing request with neither Origin nor Sec-Fetch-Site", async () => {
    const response = await signOut({ referer: `${SAME_ORIGIN}/login` });
    expect(response.statusCode).toBe(403);
  });

  it("accepts a cookie-bearing request from the site's own pages", async () => {
    expect((await signOut({ origin: SAME_ORIGIN })).statusCode).toBe(200);
    expect((await signOut({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("refuses another site's Origin without cookies too, so no one is signed in from there", async () => {
    const response = await login({
      "content-type": "application/json",
      origin: "https://evil.example",
    });
    expect(response.statusCode).toBe(403);
    expect((await login({ "content-type": "application/json", origin: "null" })).statusCode).toBe(
      403,
    );
  });

  it.each(["text/plain", "application/x-www-form-urlencoded"])(
    "refuses a %s body, as a cross-site form would send",
    async (contentType) => {
      const response = await login(
        { "content-type": contentType, origin: SAME_ORIGIN },
        "email=a@example.com",
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("Send the request body as JSON or multipart form data.");
    },
  );

  it("applies to a percent-encoded API path as to the path it reaches", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "customer");
    for (const url of ["/%61pi/auth/logout", "/%61%70%69/auth/logout", "/api/auth/log%6Fut"]) {
      const foreign = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie, origin: "https://evil.example" },
      });
      expect(foreign.statusCode, url).toBe(403);
      const form = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie, "content-type": "text/plain", "sec-fetch-site": "same-site" },
        payload: "x",
      });
      expect(form.statusCode, url).toBe(415);
    }
    const encodedLogin = await t.app.inject({
      method: "POST",
      url: "/%61pi/auth/login",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: '{"email":"a@example.com","password":"x"}',
    });
    expect(encodedLogin.statusCode).toBe(403);
  });

  it("leaves GET requests alone", async () => {
    expect((await t.app.inject({ url: "/api/catalogue/maids" })).statusCode).toBe(200);
  });
});

describe("CORS for an allow-listed front end", () => {
  async function appWithAllowList() {
    return buildApp({
      config: { ...t.config, corsOrigins: ["https://app.agency.example"] },
      database: t.database,
      imageStorage: t.storage,
    });
  }

  it("lets the allow-listed origin call with credentials", async () => {
    const app = await appWithAllowList();
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: {
        origin: "https://app.agency.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.agency.example");
    expect(preflight.headers["access-control-allow-credentials"]).toBe("true");
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://app.agency.example", "content-type": "application/json" },
      payload: { email: "a@example.com", password: "x" },
    });
    expect(response.statusCode).toBe(401);
    await app.close();
  });

  it("lets it edit and delete: the preflight allows PUT, PATCH and DELETE", async () => {
    const app = await appWithAllowList();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const preflight = await app.inject({
        method: "OPTIONS",
        url: "/api/admin/supplier/1",
        headers: {
          origin: "https://app.agency.example",
          "access-control-request-method": method,
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.statusCode, method).toBe(204);
      expect(preflight.headers["access-control-allow-methods"], method).toContain(method);
    }
    await app.close();
  });

  it("lets it show photos, which other sites may embed only without the session", async () => {
    const app = await appWithAllowList();
    const photo = await app.inject({ url: "/api/images/unknown/card-blurred.webp" });
    expect(photo.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const page = await app.inject({ url: "/api/catalogue/maids" });
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-site");
    const withoutAllowList = await t.app.inject({ url: "/api/images/unknown/card-blurred.webp" });
    expect(withoutAllowList.headers["cross-origin-resource-policy"]).toBe("same-site");
    await app.close();
  });

  it("gives other origins no CORS headers and refuses their writes", async () => {
    const app = await appWithAllowList();
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://elsewhere.example", "content-type": "application/json" },
      payload: { email: "a@example.com", password: "x" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.statusCode).toBe(403);
    await app.close();
  });
});
