import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  recommendedResponseSchema,
  shareTokenParamsSchema,
} from "@maids/contract/recommendations.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import { privateCookieOptions } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { toPublicMaid } from "../maids/maid-serializer.ts";
import {
  attachShareLink,
  listRecommendedMaids,
  listShareLinkMaids,
  openShareLink,
  PENDING_SHARE_COOKIE,
} from "./share-links.ts";

const tags = ["recommendations"];

export const recommendedRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Helpers the agency recommends to the signed-in viewer",
        response: { 200: recommendedResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await listRecommendedMaids(db, signedInViewer(request).id);
      return rows.map((row) => toPublicMaid(row, true));
    },
  );

  app.get(
    "/:token",
    {
      schema: {
        tags,
        summary: "Helpers of a shared recommendations link",
        description:
          "Open to everyone; anonymous viewers get blurred photos and a cookie so that signing in " +
          "adds the link's helpers to their account. A signed-in viewer gets them added at once. " +
          "404 for an unknown token, 410 for a revoked or expired link.",
        params: shareTokenParamsSchema,
        response: {
          200: recommendedResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const link = await openShareLink(db, token);
      const viewer = request.viewer;
      if (viewer) {
        await attachShareLink(db, token, viewer.id);
        if (request.cookies[PENDING_SHARE_COOKIE]) {
          reply.clearCookie(PENDING_SHARE_COOKIE, { path: "/" });
        }
      } else {
        const untilExpiry = link.expiresAt.getTime() - Date.now();
        reply.setCookie(
          PENDING_SHARE_COOKIE,
          token,
          privateCookieOptions(config, request, untilExpiry),
        );
      }
      reply.header("Cache-Control", "private, no-store");
      const rows = await listShareLinkMaids(db, link.id);
      return rows.map((row) => toPublicMaid(row, viewer !== null));
    },
  );
};
