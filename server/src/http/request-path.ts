import type { FastifyRequest } from "fastify";

/**
 * The path the router matched, not the one the client wrote: `/%61pi/auth/login` reaches
 * the `/api/auth/login` route, so every check that applies to a part of the site
 * (the API, its photos) must read this, never `request.url`.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPath(request.url);
}

/** For requests no route matched (404s): the raw path, percent-decoded as the router would. */
function decodedPath(url: string): string {
  const rawPath = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

export function isApiRequest(request: FastifyRequest): boolean {
  return routedPath(request).startsWith("/api/");
}
