import { generateLinkRequestSchema, generateLinkResponseSchema } from "@maids/contract/admin.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { SHARE_TOKEN_PARAM } from "@maids/contract/recommendations.ts";
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../audit/audit-log.ts";
import { signedInViewer } from "../auth/access-control.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { maids } from "../db/schema.ts";
import { HttpError } from "../http/error-handler.ts";
import { findUserById } from "../users/user-repository.ts";
import { createShareLink } from "./share-links.ts";

async function checkHelpersExist(db: Db, maidIds: number[]) {
  const found = await db.select({ id: maids.id }).from(maids).where(inArray(maids.id, maidIds));
  const known = new Set(found.map(({ id }) => id));
  const unknown = maidIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Unknown helper ids: ${unknown.join(", ")}`;
    throw new HttpError(400, message, [{ field: "maidIds", message }]);
  }
}

/** `POST /api/admin/generate-link` (and the spec's `/api/user/generate-link`): admins only. */
export const shareLinkRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
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
      const admin = signedInViewer(request);
      const { userId = null, filters, maidIds } = request.body;
      const uniqueIds = [...new Set(maidIds)];
      if (userId !== null && !(await findUserById(db, userId))) {
        const message = "Customer not found";
        throw new HttpError(400, message, [{ field: "userId", message }]);
      }
      await checkHelpersExist(db, uniqueIds);
      const expiresAt = new Date(Date.now() + config.shareLinkTtlMs);
      const token = await db.transaction(async (tx) => {
        const created = await createShareLink(tx, {
          customerId: userId,
          createdBy: admin.id,
          filters,
          maidIds: uniqueIds,
          expiresAt,
        });
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: "share_link.create",
          entityType: "share_link",
          entityId: created.id,
          details: { customerId: userId, maidIds: uniqueIds, expiresAt: expiresAt.toISOString() },
        });
        return created.token;
      });
      const url = new URL("/Recommend", config.publicUrl);
      url.searchParams.set(SHARE_TOKEN_PARAM, token);
      return { url: url.toString(), expiresAt: expiresAt.toISOString() };
    },
  );
};
