import { API_MESSAGES } from "@maids/contract/messages.ts";
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

export const requireAdmin: preValidationHookHandler = async (request: FastifyRequest) => {
  if (signedInViewer(request).role !== "admin") throw new HttpError(403, API_MESSAGES.forbidden);
};

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
  ["/api/user/", requireSignedIn],
  ["/api/catalogue/user/", requireSignedIn],
];

/**
 * Guards by URL prefix, applied to every route registered after this plugin,
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
      // Before validation, so that a stranger learns nothing from 400s: 401/403 come first.
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [guard, ...existing];
    });
  },
  { name: "access-control", dependencies: ["viewer"] },
);
