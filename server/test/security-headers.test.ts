import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import { RATE_RULES } from "../src/auth/rate-limit.ts";
import type { Database } from "../src/db/database.ts";
import {
  createAccount,
  createHelper,
  exhaustRateLimit,
  signedInCookie,
} from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";
import { createFreshDatabase } from "./support/test-database.ts";

const t = useTestApp();

const IMAGE_KEY = "0b6a1f3e-6a7e-4d8e-9b1c-2f7f5a8e1d00";

/**
 * Every response, whatever answered it (a route, the web app's files, the
 * not-found handler, the error handler, the router itself), carries the
 * security headers; and no error body shows how the server is built.
 */
function expectHardened(response: LightMyRequestResponse, label: string) {
  const csp = String(response.headers["content-security-policy"] ?? "");
  expect(csp, `${label}: content-security-policy`).toContain("default-src 'self'");
  expect(csp, `${label}: frame-ancestors`).toMatch(/(^|;)\s*frame-ancestors '(self|none)'\s*(;|$)/);
  expect(response.headers["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
  expect(response.headers["referrer-policy"], `${label}: referrer-policy`).toBe("no-referrer");
  if (response.statusCode >= 400) expectCleanErrorBody(response, label);
}

/** What a body must never show: stack frames, source files, SQL or the database's own words. */
const INTERNALS: [string, RegExp][] = [
  ["a stack frame", /(^|\\n|\n)\s*at \S+/],
  ["a stack frame", /\bat (async )?[\w$.<>[\] ]+ \((file:|node:|\/)/],
  ["a source file and line", /\.(ts|tsx|js|mjs|cjs):\d+/],
  ["a file path", /(\/work\/|\/home\/|\/tmp\/|node_modules|server\/src|server\/dist)/],
  [
    "SQL",
    /\bselect\s+("|\*|distinct\b|count\()[\s\S]*?\bfrom\b|\b(insert into|delete from|update \S+ set)\b/i,
  ],
  [
    "a database error",
    /relation \\?"|does not exist|syntax error|violates|failed query|drizzle|pglite|postgres/i,
  ],
  ["a stack property", /"stack"\s*:/],
];

function expectCleanErrorBody(response: LightMyRequestResponse, label: string) {
  for (const [what, pattern] of INTERNALS) {
    expect(response.body, `${label}: the body shows ${what}`).not.toMatch(pattern);
  }
  expect(response.headers["content-type"], `${label}: content type`).toMatch(/^application\/json/);
  const body = response.json();
  expect(body, `${label}: error shape`).toMatchObject({
    statusCode: response.statusCode,
    error: expect.any(String),
    message: expect.any(String),
  });
}

async function expectAll(
  cases: [label: string, status: number, answer: Promise<LightMyRequestResponse>][],
) {
  for (const [label, status, answer] of cases) {
    const response = await answer;
    expect(response.statusCode, `${label}: status (${response.body.slice(0, 200)})`).toBe(status);
    expectHardened(response, label);
  }
}

describe("security headers and error bodies", () => {
  /** The app over a fake web build, as http.test.ts does (web/dist may not be built). */
  let withWeb: App;

  beforeAll(async () => {
    const webDistDir = path.join(t.dataDir, "security-web-dist");
    await mkdir(path.join(webDistDir, "assets"), { recursive: true });
    await writeFile(path.join(webDistDir, "index.html"), "<!doctype html><title>Agency</title>");
    await writeFile(path.join(webDistDir, "home.html"), "<!doctype html><title>Home</title>");
    await writeFile(path.join(webDistDir, "robots.txt"), "User-agent: *\nAllow: /\n");
    await writeFile(path.join(webDistDir, "assets", "app-1234.js"), "console.log('app')");
    await writeFile(path.join(webDistDir, "assets", "app-1234.css"), "body{margin:0}");
    withWeb = await buildApp({
      config: { ...t.config, webDistDir },
      database: t.database,
      imageStorage: t.storage,
    });
  });
  afterAll(() => withWeb?.close());

  it("on the web app's pages and files", async () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      withWeb.inject({ url, headers });
    await expectAll([
      ["landing page", 200, get("/")],
      ["app route", 200, get("/catalogue?country=Philippines")],
      ["admin app route", 200, get("/system-access")],
      ["landing page, HEAD", 200, withWeb.inject({ method: "HEAD", url: "/" })],
      ["script", 200, get("/assets/app-1234.js")],
      ["stylesheet", 200, get("/assets/app-1234.css")],
      ["robots.txt", 200, get("/robots.txt")],
      ["missing asset", 404, get("/assets/app-old0000.js")],
      // Not the app's page with a 200, which scanners report as an exposed backup file.
      ["missing backup file", 404, get("/backup.sql")],
      ["missing editor backup", 404, get("/login~")],
      ["missing dotfile", 404, get("/.env")],
      ["missing script", 404, get("/admin.php?id=1")],
      ["unknown path, POST", 404, withWeb.inject({ method: "POST", url: "/catalogue" })],
      ["unknown API path", 404, get("/api/nothing-here")],
    ]);
    const page = await get("/");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("on API answers", async () => {
    const maidId = await createHelper(t.database.db);
    const account = await createAccount(t.database.db);
    const { cookie: admin } = await signedInCookie(t.database.db, t.config, "admin");
    const get = (url: string, cookie?: string) =>
      t.app.inject({ url, headers: cookie ? { cookie } : {} });
    await expectAll([
      ["catalogue", 200, get("/api/catalogue/maids")],
      [
        "filtered catalogue",
        200,
        get(
          "/api/catalogue/maids?country=Philippines&skills=Cooking&languages=English&types=Transfer" +
            "&salaryMin=400&salaryMax=1000&ageMin=21&ageMax=50&page=1&limit=5",
        ),
      ],
      ["one helper", 200, get(`/api/catalogue/maids/${maidId}`)],
      ["top helpers", 200, get("/api/catalogue/top-maids")],
      ["agency details", 200, get("/api/agency")],
      ["liveness", 200, get("/livez")],
      ["readiness", 200, get("/readyz")],
      ["API documentation", 200, get("/api/docs/")],
      ["OpenAPI document", 200, get("/api/docs/json")],
      ["admin helper list", 200, get("/api/admin/maids", admin)],
      ["admin search", 200, get("/api/admin/maids/search?query=Helper", admin)],
      [
        "sign-in",
        200,
        send(t.app, "POST", "/api/auth/login", {
          body: { email: account.email, password: account.password },
        }),
      ],
    ]);
  });

  it("keeps private API answers out of every cache, and lets public ones be cached", async () => {
    const maidId = await createHelper(t.database.db);
    const { cookie: admin } = await signedInCookie(t.database.db, t.config, "admin");
    const { cookie: customer } = await signedInCookie(t.database.db, t.config, "customer");
    const cacheControl = async (url: string, cookie?: string) => {
      const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(200);
      return response.headers["cache-control"];
    };
    const privateAnswers: [string, string | undefined][] = [
      [`/api/admin/maid/${maidId}`, admin],
      ["/api/admin/maids", admin],
      ["/api/admin/users", admin],
      ["/api/admin/suppliers", admin],
      ["/api/auth/session", customer],
      ["/api/auth/session", undefined],
      ["/api/auth/profile", customer],
      ["/api/user/favorites", customer],
    ];
    for (const [url, cookie] of privateAnswers) {
      expect(await cacheControl(url, cookie), url).toBe("private, no-store");
    }
    expect(await cacheControl("/api/catalogue/maids")).toBe("private, no-cache");
    expect(await cacheControl("/api/agency")).toBe("public, max-age=300");
  });

  it("on refusals: 401, 403, 404 and 429", async () => {
    const { cookie: customer } = await signedInCookie(t.database.db, t.config, "customer");
    await expectAll([
      ["admin route, anonymous", 401, t.app.inject({ url: "/api/admin/maids" })],
      ["customer route, anonymous", 401, t.app.inject({ url: "/api/user/favorites" })],
      [
        "wrong password",
        401,
        send(t.app, "POST", "/api/auth/login", {
          body: { email: "nobody@example.com", password: "Wrong1password" },
        }),
      ],
      [
        "admin route, customer",
        403,
        t.app.inject({ url: "/api/admin/maids", headers: { cookie: customer } }),
      ],
      [
        "foreign origin",
        403,
        send(t.app, "POST", "/api/auth/login", {
          body: { email: "a@example.com", password: "Whatever1" },
          headers: { origin: "https://evil.example" },
        }),
      ],
      ["unknown helper", 404, t.app.inject({ url: "/api/catalogue/maids/987654" })],
      ["unknown API route", 404, t.app.inject({ url: "/api/nothing-here?x=<script>" })],
      ["unknown path without a web build", 404, t.app.inject({ url: "/catalogue" })],
      ["clear photo, anonymous", 401, t.app.inject({ url: `/api/images/${IMAGE_KEY}/card.webp` })],
      ["unknown photo", 404, t.app.inject({ url: `/api/images/${IMAGE_KEY}/card-blurred.webp` })],
      [
        "CORS preflight from another site",
        404,
        t.app.inject({
          method: "OPTIONS",
          url: "/api/auth/login",
          headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
        }),
      ],
    ]);
    await exhaustRateLimit(t.database.db, RATE_RULES.signInPerIp, "127.0.0.1");
    await expectAll([
      [
        "sign-in over the rate limit",
        429,
        send(t.app, "POST", "/api/auth/login", {
          body: { email: "limited@example.com", password: "Whatever1" },
        }),
      ],
    ]);
  });

  it("on invalid requests: 400, 413, 414 and 415", async () => {
    const login = (payload: string, contentType = "application/json") =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: SAME_ORIGIN, "content-type": contentType },
        payload,
      });
    await expectAll([
      ["unknown country", 400, t.app.inject({ url: "/api/catalogue/maids?country=Atlantis" })],
      [
        "quote in a filter",
        400,
        t.app.inject({ url: "/api/catalogue/maids?country=Philippines%27%20OR%20%271%27%3D%271" }),
      ],
      [
        "page not a number",
        400,
        t.app.inject({ url: "/api/catalogue/maids?page=1%20AND%201%3D1" }),
      ],
      [
        "salary bounds reversed",
        400,
        t.app.inject({ url: "/api/catalogue/maids?salaryMin=900&salaryMax=500" }),
      ],
      ["helper id not a number", 400, t.app.inject({ url: "/api/catalogue/maids/1%27" })],
      ["invalid image key", 400, t.app.inject({ url: "/api/images/x/card.webp" })],
      ["sign-in without a password", 400, login(JSON.stringify({ email: "a@example.com" }))],
      ["malformed JSON", 400, login('{"email": "a@example.com", "password": ')],
      [
        "prototype poisoning",
        400,
        login('{"__proto__": {"admin": true}, "email": "a@example.com"}'),
      ],
      [
        "NUL in a filter",
        400,
        t.app.inject({ url: "/api/catalogue/maids?country=Philippines%00" }),
      ],
      ["NUL in sign-in", 400, login('{"email": "a\\u0000@example.com", "password": "Whatever1"}')],
      ["NUL in a path", 400, t.app.inject({ url: "/api/catalogue/maids/1%00" })],
      [
        "JSON nested 10,000 deep",
        400,
        login(`{"email": ${"[".repeat(10_000)}${"]".repeat(10_000)}}`),
      ],
      ["JSON nested 100,000 deep", 400, login(`${"[".repeat(100_000)}${"]".repeat(100_000)}`)],
      [
        "NUL 10,000 deep",
        400,
        login(`{"email": ${'{"a":'.repeat(10_000)}"\\u0000"${"}".repeat(10_000)}}`),
      ],
      ["undecodable URL", 400, t.app.inject({ url: "/api/catalogue/maids/%E0%A4%A" })],
      ["undecodable URL outside the API", 400, withWeb.inject({ url: "/%" })],
      [
        "body over 1 MB",
        413,
        login(JSON.stringify({ email: "a@example.com", password: "x".repeat(1_100_000) })),
      ],
      [
        "path parameter over the router's limit",
        414,
        t.app.inject({ url: `/api/catalogue/maids/${"9".repeat(120)}` }),
      ],
      ["text body to the API", 415, login("email=a@example.com", "text/plain")],
      [
        "multipart body where only JSON is read",
        415,
        login("--x\r\n\r\n--x--\r\n", "multipart/form-data; boundary=x"),
      ],
    ]);
  });

  it("never echoes an undecodable URL", async () => {
    const response = await t.app.inject({ url: "/api/%3Cscript%3E%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      code: "invalid_input",
      message: "The request is invalid.",
    });
  });

  it("would notice a body that leaks a stack trace or SQL", async () => {
    const app = await buildApp({ config: t.config, database: t.database, imageStorage: t.storage });
    const failure = new Error('Failed query: select * from "users" where "email" = $1');
    app.get("/api/test/leaky", (_request, reply) =>
      reply.status(500).send({ statusCode: 500, error: "Oops", message: failure.stack }),
    );
    app.get("/api/test/leaky-sql", (_request, reply) =>
      reply
        .status(500)
        .send({ statusCode: 500, error: "Oops", message: 'relation "maids" does not exist' }),
    );
    for (const url of ["/api/test/leaky", "/api/test/leaky-sql"]) {
      const response = await app.inject({ url });
      expect(() => expectCleanErrorBody(response, url)).toThrow(/the body shows/);
    }
    await app.close();
  });

  it("refuses a NUL character with a 400 before the database fails on it", async () => {
    const { cookie: admin } = await signedInCookie(t.database.db, t.config, "admin");
    const search = await t.app.inject({
      url: "/api/admin/maids/search?query=a%00b",
      headers: { cookie: admin },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      code: "invalid_input",
      message: "Invalid query parameter: query must not contain a NUL character",
      errors: [{ field: "query", message: "must not contain a NUL character" }],
    });
    const signUp = await send(t.app, "POST", "/api/auth/signup", {
      body: { name: "Siew\u0000Ling", email: "siew@example.com", password: "Harbour7view" },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toEqual([
      { field: "name", message: "must not contain a NUL character" },
    ]);
    const signIn = await send(t.app, "POST", "/api/auth/login", {
      body: { email: "siew\u0000@example.com", password: "Harbour7view" },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().errors).toEqual([
      { field: "email", message: "must not contain a NUL character" },
    ]);
  });

  describe("when the database fails", () => {
    let broken: Database;
    let app: App;

    beforeAll(async () => {
      // A real database with no tables: every query of a real route fails with SQL in its error.
      broken = await createFreshDatabase();
      app = await buildApp({ config: t.config, database: broken, imageStorage: t.storage });
    });
    afterAll(async () => {
      await app?.close();
      await broken?.close();
    });

    it("answers 500 with the headers and a generic message only", async () => {
      await expectAll([
        ["catalogue", 500, app.inject({ url: "/api/catalogue/maids?country=Philippines&page=2" })],
        ["one helper", 500, app.inject({ url: "/api/catalogue/maids/1" })],
        [
          "sign-in",
          500,
          send(app, "POST", "/api/auth/login", {
            body: { email: "a@example.com", password: "Whatever1" },
          }),
        ],
        [
          "signed-in request",
          500,
          app.inject({ url: "/api/user/favorites", headers: { cookie: "sid=abcdefabcdef" } }),
        ],
      ]);
      const response = await app.inject({ url: "/api/catalogue/maids" });
      expect(response.json()).toEqual({
        statusCode: 500,
        error: "Internal Server Error",
        code: "internal",
        message: "Something went wrong on our side. Please try again later.",
      });
    });
  });
});
