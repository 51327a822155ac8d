import { generateLinkRequestSchema, generateLinkResponseSchema } from "@maids/contract/admin.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { SHARE_TOKEN_PARAM } from "@maids/contract/recommendations.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { shareLinkService } from "./share-link-service.ts";

/** `POST /api/admin/generate-link` (and the spec's `/api/user/generate-link`): admins only. */
export const shareLinkRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const shareLinks = shareLinkService(db, config);

  app.post(
    "/generate-link",
    {
      schema: {
        tags: ["recommendations"],
        summary: "Create a shareable recommendations link",
        description: `The link expires after ${config.shareLinkTtlMs / 86_400_000} days and can be revoked.`,
        body: generateLinkRequestSchema,
        response: {
          200: generateLinkResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { userId = null, filters, maidIds } = request.body;
      const { token, expiresAt } = await shareLinks.create(
        { customerId: userId, filters, maidIds },
        signedInViewer(request).id,
      );
      const url = new URL("/Recommend", config.publicUrl);
      url.searchParams.set(SHARE_TOKEN_PARAM, token);
      return { url: url.toString(), expiresAt: expiresAt.toISOString() };
    },
  );
};
