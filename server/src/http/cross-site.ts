import fastifyCors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { HttpError } from "./error-handler.ts";
import { isApiRequest, routedPath } from "./request-path.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ACCEPTED_BODY = /^(application\/json|multipart\/form-data)\b/i;

const CROSS_SITE_MESSAGES = {
  badContentType: "Send the request body as JSON or multipart form data.",
  foreignOrigin: "Cross-site request refused.",
} as const;

/**
 * Cookie-authenticated API, so: CORS with credentials only for allow-listed
 * front-end origins; state-changing requests only with a JSON or multipart body
 * (or none); and none that a browser could have sent from another site
 * (docs/decisions/0009-sessions-and-cross-site-defence.md):
 * - an `Origin` must be this site's or allow-listed, cookie or not (no login CSRF);
 * - without `Origin`, `Sec-Fetch-Site` must not say another site;
 * - with neither header, only a request without cookies passes (scripts, servers).
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const allowList = new Set(config.corsOrigins);
    const isAllowed = originChecker(config);

    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowList.has(origin)),
      credentials: true,
      // The front end edits and deletes too (helpers, suppliers, favourites).
      methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    });

    // Photos are embedded with <img>, which CORS does not cover: an allow-listed front end
    // may sit on another site, which `Cross-Origin-Resource-Policy: same-site` would block.
    // Clear photos still need the session cookie, which SameSite=Lax keeps from other sites.
    if (allowList.size > 0) {
      app.addHook("onSend", async (request, reply) => {
        if (routedPath(request).startsWith("/api/images/")) {
          reply.header("cross-origin-resource-policy", "cross-origin");
        }
      });
    }

    app.addHook("onRequest", async (request) => {
      if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return;
      const contentType = request.headers["content-type"];
      if (contentType && !ACCEPTED_BODY.test(contentType)) {
        throw new HttpError(415, CROSS_SITE_MESSAGES.badContentType);
      }
      if (mayBeCrossSite(request, isAllowed)) {
        throw new HttpError(403, CROSS_SITE_MESSAGES.foreignOrigin);
      }
    });
  },
  { name: "cross-site" },
);

const SITE_OF_OWN_PAGES = new Set(["same-origin", "none"]);

type OriginChecker = (origin: string, request: FastifyRequest) => boolean;

/** This site's origin as the request reached it, `PUBLIC_URL`'s, or an allow-listed front end's. */
function originChecker(config: Config): OriginChecker {
  const allowList = new Set(config.corsOrigins);
  const publicOrigin = new URL(config.publicUrl).origin;
  return (origin, request) =>
    origin === originOf(`${request.protocol}://${request.host}`) ||
    origin === publicOrigin ||
    allowList.has(origin);
}

/**
 * A request made by the site's own pages or an allow-listed front end, as opposed to
 * a navigation or embed from another site. For GETs that may set a cookie.
 */
export function isSentByOwnPages(request: FastifyRequest, config: Config): boolean {
  const { origin } = request.headers;
  if (origin === undefined) return request.headers["sec-fetch-site"] === "same-origin";
  const parsed = originOf(origin);
  return parsed !== undefined && originChecker(config)(parsed, request);
}

function mayBeCrossSite(request: FastifyRequest, isAllowed: OriginChecker): boolean {
  const { origin, cookie } = request.headers;
  if (origin !== undefined) {
    const parsed = originOf(origin);
    return !parsed || !isAllowed(parsed, request);
  }
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return !SITE_OF_OWN_PAGES.has(fetchSite);
  return Boolean(cookie);
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
