import fastifyCors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { HttpError } from "./error-handler.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ACCEPTED_BODY = /^(application\/json|multipart\/form-data)\b/i;

export const CROSS_SITE_MESSAGES = {
  badContentType: "Send the request body as JSON or multipart form data.",
  foreignOrigin: "Cross-site request refused.",
} as const;

/**
 * Cookie-authenticated API, so: CORS with credentials only for allow-listed
 * front-end origins, and state-changing requests only with a JSON or
 * multipart body (or none) from this site or an allow-listed origin.
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const allowList = new Set(config.corsOrigins);
    const publicOrigin = new URL(config.publicUrl).origin;
    const isAllowed = (origin: string, request: FastifyRequest) =>
      origin === originOf(`${request.protocol}://${request.host}`) ||
      origin === publicOrigin ||
      allowList.has(origin);

    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowList.has(origin)),
      credentials: true,
    });

    app.addHook("onRequest", async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/api/")) return;
      const contentType = request.headers["content-type"];
      if (contentType && !ACCEPTED_BODY.test(contentType)) {
        throw new HttpError(415, CROSS_SITE_MESSAGES.badContentType);
      }
      const origin = originOf(request.headers.origin ?? request.headers.referer);
      if (!origin || !isAllowed(origin, request))
        throw new HttpError(403, CROSS_SITE_MESSAGES.foreignOrigin);
    });
  },
  { name: "cross-site" },
);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
