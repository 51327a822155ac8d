import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./error-handler.ts";

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
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
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

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    const path = request.url.split("?")[0] ?? "";
    if (hasWebApp && wantsPage && !isApiPath(path) && !isAssetPath(path) && !isFileName(path)) {
      const page = path === "/" && hasLandingPage ? "home.html" : "index.html";
      return reply.header("Cache-Control", "no-cache").sendFile(page);
    }
    return reply
      .status(404)
      .send(errorBody(404, API_MESSAGES.routeNotFound(request.method, request.url)));
  });
}
