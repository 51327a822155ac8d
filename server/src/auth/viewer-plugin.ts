import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { FreshRead } from "../db/fresh-reads.ts";
import { isApiRequest } from "../http/request-path.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { findViewerAndRead, type Viewer } from "./session-repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests. */
    viewer: Viewer | null;
    /** The fresh read that found the session (db/fresh-reads.ts), when the request had a cookie. */
    freshRead: FreshRead | null;
  }
}

/** Resolves the session cookie of every API request into `request.viewer`. */
export const viewerPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; config: Config }) => {
    await app.register(fastifyCookie);
    app.decorateRequest("viewer", null);
    app.decorateRequest("freshRead", null);
    app.addHook("onRequest", async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && isApiRequest(request)) {
        const found = await findViewerAndRead(options.db, token, options.config.session);
        request.viewer = found.viewer;
        request.freshRead = found.read;
      }
    });
  },
  { name: "viewer" },
);
