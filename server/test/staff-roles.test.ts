import {
  ROUTE_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
  staffCan,
} from "@maids/contract/staff-roles.ts";
import { describe, expect, it } from "vitest";
import { GUARDS, OPEN_ROUTES, requireAdmin, routePermission } from "../src/auth/access-control.ts";
import { signedInStaff } from "./support/factories.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const STAFF_PREFIXES = GUARDS.filter(([, guard]) => guard === requireAdmin).map(([p]) => p);

/** Every staff route the server registered, HEAD answered as its GET. */
function staffRoutes() {
  return t.app.registeredRoutes.filter(
    ({ method, url }) =>
      method !== "HEAD" &&
      STAFF_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
      !OPEN_ROUTES.has(url),
  );
}

/** A call with made-up ids and no body: a role allowed past the check gets 2xx or 4xx but 403. */
function call(method: string, url: string, cookie: string) {
  return t.app.inject({
    method: method as "GET",
    url: url.replaceAll(/:[a-zA-Z]+/g, "999999"),
    headers: { origin: SAME_ORIGIN, cookie },
  });
}

describe("staff roles over every staff route", () => {
  it("has a permission in the contract's table for every staff route, and no stale entries", () => {
    const registered = staffRoutes().map(({ method, url }) => `${method} ${url}`);
    const missing = registered.filter((route) => !(route in ROUTE_PERMISSIONS));
    expect(missing, "staff routes missing from ROUTE_PERMISSIONS").toEqual([]);
    const stale = Object.keys(ROUTE_PERMISSIONS).filter((route) => !registered.includes(route));
    expect(stale, "ROUTE_PERMISSIONS entries with no route").toEqual([]);
  });

  it.each(STAFF_ROLES)(
    "answers %s as the table says: 403 before any validation, or on",
    async (role: StaffRole) => {
      const { cookie } = await signedInStaff(t.database.db, t.config, role);
      for (const { method, url } of staffRoutes()) {
        const permission = routePermission(method, url);
        const response = await call(method, url, cookie);
        const label = `${role}: ${method} ${url} (${permission})`;
        if (permission && staffCan(role, permission)) {
          expect(response.statusCode, label).not.toBe(403);
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json().message, label).toBe("You do not have permission to do this.");
        }
      }
    },
  );

  it("refuses a route missing from the table to every role but the owner", async () => {
    expect(routePermission("GET", "/api/admin/not-in-the-table")).toBeUndefined();
    const { buildApp } = await import("../src/app.ts");
    const app = await buildApp({ config: t.config, database: t.database, imageStorage: t.storage });
    app.get("/api/admin/not-in-the-table", async () => ({ ok: true }));
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedInStaff(t.database.db, t.config, role);
      const response = await app.inject({
        url: "/api/admin/not-in-the-table",
        headers: { cookie },
      });
      expect(response.statusCode, role).toBe(role === "owner" ? 200 : 403);
    }
    await app.close();
  });
});
