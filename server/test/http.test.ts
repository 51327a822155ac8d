import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

describe("health", () => {
  it("answers /livez and /readyz when the database answers", async () => {
    expect((await t.app.inject({ url: "/livez" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  });

  it("answers /readyz 503 when the database does not", async () => {
    const app = await buildApp({
      config: t.config,
      database: { ...t.database, ping: () => Promise.reject(new Error("connection refused")) },
      imageStorage: t.storage,
    });
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", checks: { database: "failing" } });
    await app.close();
  });
});

describe("errors", () => {
  it("answers an unknown API route with the JSON error shape", async () => {
    const response = await t.app.inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      code: "not_found",
      message: "Route GET /api/nothing-here not found",
    });
  });

  it("never shows a stack trace or SQL in a 500", async () => {
    const app = await buildApp({ config: t.config, database: t.database, imageStorage: t.storage });
    app.get("/api/test/explode", async () => {
      throw new Error('relation "users" does not exist: select * from users where email = $1');
    });
    const response = await app.inject({ url: "/api/test/explode" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      code: "internal",
      message: "Something went wrong on our side. Please try again later.",
    });
    expect(response.body).not.toMatch(/select|users|at .*\.ts/);
    await app.close();
  });

  it("answers malformed JSON with a 400 in the same shape", async () => {
    const app = await buildApp({ config: t.config, database: t.database, imageStorage: t.storage });
    app.post("/api/test/echo", async (request) => request.body);
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json", origin: SAME_ORIGIN },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      code: "invalid_input",
    });
    await app.close();
  });
});

describe("security headers", () => {
  it("sends a content security policy and the usual hardening headers", async () => {
    const response = await t.app.inject({ url: "/livez" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue routes and their query parameters", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const list = document.paths["/api/catalogue/maids"].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "ageMax",
      "ageMin",
      "availableBy",
      "country",
      "languages",
      "limit",
      "page",
      "salaryMax",
      "salaryMin",
      "skills",
      "types",
    ]);
    expect(document.paths["/api/catalogue/maids/{id}"].get).toBeDefined();
    expect(document.paths["/api/catalogue/top-maids"].get).toBeDefined();
  });

  it("names the session cookie as the security of guarded operations, and none of public ones", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(document.servers).toEqual([{ url: "/", description: expect.any(String) }]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "sid",
    });
    const session = [{ sessionCookie: [] }];
    expect(document.paths["/api/user/favorites"].get.security).toEqual(session);
    expect(document.paths["/api/admin/maids"].get.security).toEqual(session);
    expect(document.paths["/api/auth/profile"].get.security).toEqual(session);
    expect(document.paths["/api/auth/login"].post.security).toEqual([]);
    expect(document.paths["/api/catalogue/maids/{id}"].get.security).toEqual([{}, ...session]);
  });

  it("gives every operation a unique id and every path no trailing slash", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.values(item as Record<string, { operationId?: string }>).map((operation) => ({
        path,
        operationId: operation.operationId,
      })),
    );
    const ids = operations.map(({ operationId }) => operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-zA-Z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/api/catalogue/maids/{id}"].get.operationId).toBe(
      "getCatalogueMaidsById",
    );
    expect(Object.keys(document.paths).filter((path) => path.endsWith("/"))).toEqual([]);
  });

  it("describes the body of every operation that takes one, the helper form and the import as multipart", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    const withoutBody = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { requestBody?: unknown }>)
        .filter(([method, operation]) => method !== "get" && !operation.requestBody)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // Sign-out, sign-in callbacks, toggles, deletions, revoke, publish, undo, reactivation,
    // the withdrawal of a family's consent and generating a case's documents take no body.
    expect(withoutBody.sort()).toEqual([
      "DELETE /api/admin/maids/{id}",
      "DELETE /api/admin/placements/{id}/particulars/{section}",
      "DELETE /api/admin/supplier/{id}",
      "DELETE /api/catalogue/user/favorites/{id}",
      "DELETE /api/user/favorites/{id}",
      "DELETE /api/user/hiring/{reference}/particulars/{section}",
      "DELETE /api/user/recommendation/{userId}/{maidId}",
      "POST /api/admin/auth/callback",
      "POST /api/admin/data-requests/{id}/handled",
      "POST /api/admin/helper-imports/{id}/publish",
      "POST /api/admin/helper-imports/{id}/undo",
      "POST /api/admin/helper-profiles/{userId}/accept",
      "POST /api/admin/placements/{id}/consent/withdraw",
      "POST /api/admin/placements/{id}/documents",
      "POST /api/admin/placements/{id}/documents/signing-links/{linkId}/revoke",
      "POST /api/admin/share-links/{id}/revoke",
      "POST /api/admin/staff/{id}/reactivate",
      "POST /api/auth/logout",
      "POST /api/auth/simple-callback",
      "POST /api/user/auth/callback",
      "POST /api/user/auth/simple-callback",
      "POST /api/user/helper/profile/submit",
      "POST /api/user/hiring/{reference}/consent/withdraw",
      "POST /api/user/recommendation/{userId}/{maidId}",
      "POST /api/user/recommended/{token}",
    ]);
    const addHelper = document.paths["/api/admin/maid"].post.requestBody.content;
    expect(Object.keys(addHelper).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(addHelper["multipart/form-data"].schema.properties.image.format).toBe("binary");
    expect(addHelper["application/json"].schema.properties.maidDetails.type).toBe("object");
    const upload = document.paths["/api/admin/helper-imports"].post.requestBody.content;
    expect(upload["multipart/form-data"].schema.required).toEqual(["sheet"]);
    const stage = document.paths["/api/admin/placements/{id}/stage"].post.requestBody.content;
    expect(stage["application/json"].schema.type).toBe("object");
  });

  it("serves the documentation page at /api/docs", async () => {
    const response = await t.app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});

describe("web app", () => {
  /** A fake build: index.html, one asset, and any other files given. */
  async function appWithWebBuild(files: Record<string, string> = {}) {
    const webDistDir = path.join(t.dataDir, "web-dist");
    await mkdir(path.join(webDistDir, "assets"), { recursive: true });
    await writeFile(path.join(webDistDir, "index.html"), "<!doctype html><title>Agency</title>");
    await writeFile(path.join(webDistDir, "assets", "app-1234.js"), "console.log('app')");
    for (const [name, content] of Object.entries(files)) {
      await writeFile(path.join(webDistDir, name), content);
    }
    return buildApp({
      config: { ...t.config, webDistDir },
      database: t.database,
      imageStorage: t.storage,
    });
  }

  it("serves index.html for the app's routes and assets with long caching", async () => {
    const app = await appWithWebBuild();
    for (const url of ["/", "/catalogue", "/maid/12", "/admin/3?tab=1"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>Agency</title>");
    }
    const asset = await app.inject({ url: "/assets/app-1234.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    await app.close();
  });

  it("serves the landing page with its hero already drawn at /, and only there", async () => {
    const app = await appWithWebBuild();
    const webDistDir = path.join(t.dataDir, "web-dist");
    await writeFile(path.join(webDistDir, "home.html"), "<!doctype html><title>Home</title>");
    const withLanding = await buildApp({
      config: { ...t.config, webDistDir },
      database: t.database,
      imageStorage: t.storage,
    });
    expect((await withLanding.inject({ url: "/" })).body).toContain("<title>Home</title>");
    expect((await withLanding.inject({ url: "/catalogue" })).body).toContain(
      "<title>Agency</title>",
    );
    await withLanding.close();
    await app.close();
  });

  it("answers 404 for a build file that does not exist, not the app's page", async () => {
    const app = await appWithWebBuild();
    const response = await app.inject({ url: "/assets/app-old0000.js" });
    expect(response.statusCode).toBe(404);
    await app.close();
  });

  it("sends the precompressed file when the browser accepts it", async () => {
    const app = await appWithWebBuild();
    const webDistDir = path.join(t.dataDir, "web-dist");
    const { brotliCompressSync } = await import("node:zlib");
    await writeFile(
      path.join(webDistDir, "assets", "app-1234.js.br"),
      brotliCompressSync("console.log('app')"),
    );
    const brotli = await app.inject({
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const plain = await app.inject({ url: "/assets/app-1234.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
    await app.close();
  });

  it("never falls back to index.html under /api", async () => {
    const app = await appWithWebBuild();
    const response = await app.inject({ url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Route GET /api/unknown not found");
    await app.close();
  });
});
