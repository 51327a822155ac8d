import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { findViewer, SESSION_COOKIE, type Viewer } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests. */
    viewer: Viewer | null;
  }
}

/** Resolves the session cookie of every API request into `request.viewer`. */
export const viewerPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; config: Config }) => {
    await app.register(fastifyCookie);
    app.decorateRequest("viewer", null);
    app.addHook("onRequest", async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && request.url.startsWith("/api/")) {
        request.viewer = await findViewer(options.db, token, options.config.session);
      }
    });
  },
  { name: "viewer" },
);
