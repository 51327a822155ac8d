import { API_MESSAGES } from "@maids/contract/messages.ts";
import { ROUTE_PERMISSIONS, type StaffPermission, staffCan } from "@maids/contract/staff-roles.ts";
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http/error-handler.ts";
import type { Viewer } from "./session-repository.ts";

/** The signed-in user of a request that passed a guard; 401 otherwise. */
export function signedInViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new HttpError(401, API_MESSAGES.authenticationRequired);
  return request.viewer;
}

export const requireSignedIn: preValidationHookHandler = async (request: FastifyRequest) => {
  signedInViewer(request);
};

/**
 * A viewer who sees the catalogue as a signed-in family does (clear photos, full profiles): a
 * family or staff. A helper account sees other helpers as an anonymous visitor does
 * (docs/product.md#helpers-own-accounts), so it counts as none here.
 */
export function familyViewer(viewer: Viewer | null): Viewer | null {
  return viewer && viewer.role !== "helper" ? viewer : null;
}

/** A family's or staff's calls: a helper account has pages of its own (403 here). */
const requireFamilyOrStaff: preValidationHookHandler = async (request: FastifyRequest) => {
  if (signedInViewer(request).role === "helper") throw new HttpError(403, API_MESSAGES.forbidden);
};

/** A helper account's own calls. */
const requireHelperAccount: preValidationHookHandler = async (request: FastifyRequest) => {
  if (signedInViewer(request).role !== "helper") throw new HttpError(403, API_MESSAGES.forbidden);
};

export const requireAdmin: preValidationHookHandler = async (request: FastifyRequest) => {
  if (signedInViewer(request).role !== "admin") throw new HttpError(403, API_MESSAGES.forbidden);
};

/** The permission a staff call needs (contract/src/staff-roles.ts); none listed: the owner's alone. */
export function routePermission(method: string, url: string): StaffPermission | undefined {
  return ROUTE_PERMISSIONS[`${method === "HEAD" ? "GET" : method} ${url}`];
}

/** Refuses, 403, a staff member whose role lacks what the route needs. */
function requirePermission(permission: StaffPermission | undefined): preValidationHookHandler {
  return async (request) => {
    const { staffRole } = signedInViewer(request);
    const allowed = permission ? staffCan(staffRole, permission) : staffRole === "owner";
    if (!allowed) throw new HttpError(403, API_MESSAGES.forbidden);
  };
}

/** A staff member may do this, or the request is refused (for checks within a route). */
export function requireStaffPermission(request: FastifyRequest, permission: StaffPermission) {
  if (!staffCan(signedInViewer(request).staffRole, permission)) {
    throw new HttpError(403, API_MESSAGES.forbidden);
  }
}

/** A staff member whose role may see helpers' home addresses and medical history. */
export function seesPrivateHelperFields(viewer: Viewer | null): boolean {
  return viewer?.role === "admin" && staffCan(viewer.staffRole, "helpers.view_private");
}

interface RegisteredRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after access control, so tests can check each is guarded. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Routes under a guarded prefix that anyone may call. */
export const OPEN_ROUTES = new Set(["/api/admin/auth/login", "/api/user/recommended/:token"]);

/** The first matching prefix decides; admin calls that the spec places under /api/user/ come first. */
export const GUARDS: [prefix: string, guard: preValidationHookHandler][] = [
  ["/api/admin/", requireAdmin],
  ["/api/user/generate-link", requireAdmin],
  ["/api/user/recommendation/", requireAdmin],
  ["/api/user/users", requireAdmin],
  ["/api/user/helper/", requireHelperAccount],
  // The sign-in callbacks, which every account calls after signing in.
  ["/api/user/auth/", requireSignedIn],
  ["/api/user/", requireFamilyOrStaff],
  ["/api/catalogue/user/", requireFamilyOrStaff],
];

/** Every guard that refuses a request without a session (the API document marks their routes). */
export const SESSION_GUARDS: readonly preValidationHookHandler[] = [
  requireSignedIn,
  requireAdmin,
  requireFamilyOrStaff,
  requireHelperAccount,
];

/**
 * Guards by URL prefix, and staff calls by the permission their role needs, applied to every route registered after this plugin,
 * so a new admin route cannot be added without its guard.
 */
export const accessControlPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.decorate("registeredRoutes", routes);
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      if (OPEN_ROUTES.has(route.url)) return;
      const guard = GUARDS.find(([prefix]) => route.url.startsWith(prefix))?.[1];
      if (!guard) return;
      const guards = [guard];
      if (guard === requireAdmin) {
        const [method = "GET"] = [route.method].flat();
        guards.push(requirePermission(routePermission(method, route.url)));
      }
      // Before validation, so that a stranger learns nothing from 400s: 401/403 come first.
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...guards, ...existing];
    });
  },
  { name: "access-control", dependencies: ["viewer"] },
);
