import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import { errorBody } from "./error-handler.ts";
import { isApiRequest } from "./request-path.ts";

/**
 * The headers every response carries: a content security policy that only
 * allows the site's own scripts and forbids framing by other sites
 * (`frame-ancestors`, with `X-Frame-Options` for older browsers), `nosniff`,
 * `Referrer-Policy: no-referrer`, HSTS and the rest of helmet's defaults.
 * Resources may be embedded by the same site (not only the same origin), so a front
 * end on another host of the agency's domain (`CORS_ORIGINS`) can show photos.
 */
const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'", "data:"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "script-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-ancestors": ["'self'"],
      "upgrade-insecure-requests": null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-site" as const },
};

const setSecurityHeaders = helmet(SECURITY_HEADERS);

/**
 * The headers on every request that reaches the router (hooks run for 404s and errors too).
 * One helmet middleware built once: @fastify/helmet built it again for every request (parsing
 * the policy each time, 7 % of a cached catalogue answer's CPU, ADR 0022); the headers are the same.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    );
  });
  // API answers carry accounts, emails and helpers' private details: no browser or proxy
  // keeps one unless its route chose otherwise (the catalogue, the agency's details, photos).
  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("cache-control") && isApiRequest(request)) {
      reply.header("cache-control", "private, no-store");
    }
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (`/%E0%A4%A`,
 * FST_ERR_BAD_URL) or a path parameter over the router's length limit
 * (FST_ERR_MAX_PARAM_LENGTH) is refused before any hook runs, so by default
 * the answer has none of the security headers and echoes the URL in
 * Fastify's own error shape. Here it gets the headers and the API's error
 * shape, without the URL.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  setSecurityHeaders(request.raw, reply.raw, () => {});
  const statusCode = error.statusCode ?? 500;
  const message = statusCode >= 500 ? API_MESSAGES.internal : API_MESSAGES.invalidRequest;
  if (statusCode >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ code: error.code }, "request refused by the router");
  reply.status(statusCode).send(errorBody(statusCode, message));
}
