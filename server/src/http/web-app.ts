import { existsSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./error-handler.ts";
import { type FirstScreenPages, loadFirstScreenPages } from "./first-screen.ts";

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/");
/** A missing build file (e.g. an old hashed chunk) is a 404, never the app's page. */
const isAssetPath = (url: string) => url.startsWith("/assets/");
/**
 * The app's routes have no file extension, no dot-segment and no trailing `~`; a
 * request for such a name (`/backup.sql`, `/.env`, `/login.bak`) asks for a file
 * that is not there, so it is a 404, not the app's page with a 200.
 */
const isFileName = (url: string) => /(^|\/)\.|\.[^/]*$|~$/.test(url);

/**
 * Serves the built web app. Unknown non-API GETs fall back to index.html so
 * the single-page app's routes load; /api/* and file names never fall back.
 * Answers `forget`, which drops the first screens kept (first-screen.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    webDistDir,
    publicUrl,
    sessionCookie,
  }: { webDistDir: string; publicUrl: string; sessionCookie: string },
) {
  const hasWebApp = existsSync(path.join(webDistDir, "index.html"));
  // The build's index.html with the landing hero already drawn (web/vite.config.ts).
  const hasLandingPage = existsSync(path.join(webDistDir, "home.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ webDistDir }, "web app not built; serving the API only");
  }
  const firstScreens = hasWebApp
    ? await loadFirstScreenPages(webDistDir, publicUrl, sessionCookie)
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    const path = request.url.split("?")[0] ?? "";
    if (hasWebApp && wantsPage && !isApiPath(path) && !isAssetPath(path) && !isFileName(path)) {
      const drawn = request.method === "GET" && (await drawFirstScreen(app, request, firstScreens));
      if (drawn) return sendDrawnPage(request, reply, drawn);
      const page = path === "/" && hasLandingPage ? "home.html" : "index.html";
      return reply.header("Cache-Control", "no-cache").sendFile(page);
    }
    return reply
      .status(404)
      .send(errorBody(404, API_MESSAGES.routeNotFound(request.method, request.url)));
  });
  return { forget: () => firstScreens?.forget() };
}

/**
 * Drawn with the visitor's own data: no shared cache may keep it. Compressed here: the app's
 * @fastify/compress covers its routes only, and its `reply.compress` is not on this fallback's reply.
 */
function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  reply
    .header("Cache-Control", "private, no-cache")
    .header("Vary", "Accept-Encoding, Cookie")
    .type("text/html; charset=utf-8");
  if (!encoding) return reply.send(page);
  const body =
    encoding === "br"
      ? brotliCompressSync(page, {
          params: { [constants.BROTLI_PARAM_QUALITY]: DRAWN_PAGE_BROTLI_QUALITY },
        })
      : gzipSync(page);
  return reply.header("Content-Encoding", encoding).send(body);
}

/** Fast enough to pay on every page: a few milliseconds, against 11's hundreds. */
const DRAWN_PAGE_BROTLI_QUALITY = 5;

/** The page with its first screen drawn on the server, or null (then index.html does). */
async function drawFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  firstScreens: FirstScreenPages | null,
): Promise<string | null> {
  if (!firstScreens) return null;
  try {
    return await firstScreens.render(app, request);
  } catch (error) {
    request.log.error({ err: error }, "the page's first screen could not be drawn");
    return null;
  }
}
