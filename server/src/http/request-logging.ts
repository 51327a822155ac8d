import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** A path segment that can only be an opaque token (share links, reset links, keys). */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
export const REDACTED = "[redacted]";

/**
 * The URL as logged: query strings carry reset and share tokens, and so do some
 * path segments, so neither reaches the log. The route pattern stays readable.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathOnly = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = pathOnly
    .split("/")
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? REDACTED : segment))
    .join("/");
  return queryStart === -1 ? redactedPath : `${redactedPath}?${REDACTED}`;
}

/** JSON logs with no secret in them: no cookies, no authorisation, no token in a URL. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
