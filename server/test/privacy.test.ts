import { describe, expect, it } from "vitest";
import { OPEN_ROUTES } from "../src/auth/access-control.ts";
import { createMaid, createShareLinkFor } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const PHOTO = "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11";

/** Fields of a helper that only signed-in viewers may see (DESIGN.md, Photos and privacy). */
const PRIVATE_FIELDS = [
  "DOB",
  "height",
  "weight",
  "loan",
  "maritalStatus",
  "NumChildren",
  "Religion",
  "employmentDetails",
  "highestEducation",
  "employmentHistory",
  "religion",
  "supplier",
  "supplierId",
  "isActive",
];
const CLEAR_IMAGE = /\/api\/images\/[^/]+\/(thumbnail|card|detail)\.webp/;
const GUARDED_PREFIXES = ["/api/admin/", "/api/user/", "/api/catalogue/user/"];

/** Every public GET answering helper data, with the address an anonymous visitor would call. */
const HELPER_DATA_ROUTES: Record<string, (ids: { maidId: number; token: string }) => string> = {
  "/api/catalogue/maids": () => "/api/catalogue/maids?limit=100",
  "/api/catalogue/maids/:id": ({ maidId }) => `/api/catalogue/maids/${maidId}`,
  "/api/catalogue/top-maids": () => "/api/catalogue/top-maids",
  "/api/user/recommended/:token": ({ token }) => `/api/user/recommended/${token}`,
};
/** Public GETs that answer no helper data at all. */
const OTHER_PUBLIC_ROUTES = [
  "/livez",
  "/readyz",
  "/api/agency",
  "/api/auth/profile",
  "/api/auth/session",
  "/api/images/:key/:file",
  "/api/docs",
  "/api/docs/json",
  "/api/docs/yaml",
  "/api/docs/static/*",
  "/api/docs/*",
  "/*",
];

function publicGetRoutes(): string[] {
  const urls = t.app.registeredRoutes
    .filter(({ method }) => method === "GET")
    .map(({ url }) => url.replace(/\/$/, "") || "/")
    .filter(
      (url) => OPEN_ROUTES.has(url) || !GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix)),
    );
  return [...new Set(urls)];
}

/** Every key and string anywhere in a JSON value. */
function walk(value: unknown, visit: (key: string | null, value: unknown) => void) {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      visit(key, item);
      walk(item, visit);
    }
  } else visit(null, value);
}

describe("what anonymous visitors can obtain", () => {
  it("every public GET route is known to this sweep", () => {
    const known = [...Object.keys(HELPER_DATA_ROUTES), ...OTHER_PUBLIC_ROUTES];
    const found = publicGetRoutes();
    expect(found).toEqual(expect.arrayContaining(Object.keys(HELPER_DATA_ROUTES)));
    expect(found.filter((url) => !known.includes(url))).toEqual([]);
  });

  it("no anonymous answer carries a clear photo URL or a private field", async () => {
    const maidId = await createMaid(t.database.db, {
      photoKey: PHOTO,
      details: { englishRating: 5, chineseRating: 5 },
    });
    await createMaid(t.database.db, { photoKey: "1c8f1e3f-6a6a-4d66-8c9f-1b4d3a2a0b22" });
    const token = await createShareLinkFor(t.database.db, [maidId]);

    for (const [route, address] of Object.entries(HELPER_DATA_ROUTES)) {
      const response = await t.app.inject({ url: address({ maidId, token }) });
      expect(response.statusCode, route).toBe(200);
      expect(response.body, route).toContain(PHOTO);
      expect(response.body, route).not.toMatch(CLEAR_IMAGE);
      walk(response.json(), (key) => {
        if (key !== null) expect(PRIVATE_FIELDS, `${route} answers ${key}`).not.toContain(key);
      });
    }
  });

  it("no clear derivative can be fetched without a session", async () => {
    for (const size of ["thumbnail", "card", "detail"]) {
      const response = await t.app.inject({ url: `/api/images/${PHOTO}/${size}.webp` });
      expect(response.statusCode, size).toBe(401);
    }
  });
});
