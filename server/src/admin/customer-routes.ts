import {
  adminInterviewRequestsQuerySchema,
  adminInterviewRequestsResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  customerRecommendationsResponseSchema,
  shareLinkSummarySchema,
  toggleRecommendationResponseSchema,
} from "@maids/contract/admin.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import type { shareLinks } from "../db/schema.ts";
import { HttpError } from "../http/error-handler.ts";
import { isActiveMaid } from "../maids/maid-repository.ts";
import { photoUrls, toPublicMaid } from "../maids/maid-serializer.ts";
import { recommendationIdFor } from "../recommendations/share-links.ts";
import {
  addRecommendation,
  customerActivity,
  findCustomer,
  listCustomerPage,
  listInterviewRequestPage,
  listShareLinks,
  recommendedMaidIds,
  removeRecommendation,
  revokeShareLink,
} from "./customer-repository.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a whole number` });
const userParams = z.object({ userId: idParam("userId") });
const userMaidParams = z.object({ userId: idParam("userId"), maidId: idParam("maidId") });
const linkParams = z.object({ id: idParam("id") });
const CUSTOMER_NOT_FOUND = "Customer not found";

const cardImage = (maid: { photoKey: string | null }) =>
  photoUrls(maid.photoKey, false)?.card ?? "";
const iso = (date: Date | null) => date?.toISOString() ?? null;

function linkSummary(link: typeof shareLinks.$inferSelect & { maidIds: number[] }) {
  const status = link.revokedAt ? "revoked" : link.expiresAt <= new Date() ? "expired" : "active";
  return {
    id: link.id,
    maidIds: link.maidIds,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: iso(link.revokedAt),
    firstOpenedAt: iso(link.firstOpenedAt),
    lastOpenedAt: iso(link.lastOpenedAt),
    openCount: link.openCount,
    status,
  } as const;
}

/** Customers and their activity, for administrators (served under /api/admin and /api/user). */
export const customerListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/users",
    {
      schema: {
        tags: ["admin: customers"],
        summary: "A page of customers with favourites, recommendations and interview requests",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listCustomerPage(db, { offset: (page - 1) * limit, limit });
      const activity = await customerActivity(
        db,
        rows.map((row) => row.id),
      );
      const users = rows.map((user) => {
        const recommended = activity.recommended.filter((row) => row.userId === user.id);
        const recommendationId = recommended[0]?.recommendationId;
        return {
          ...user,
          favorites: activity.favourites
            .filter((row) => row.userId === user.id)
            .map(({ maid }) => ({
              maidId: maid.id,
              maid: { name: maid.name, imageUrl: cardImage(maid), country: maid.country },
            })),
          recommendations:
            recommendationId === undefined
              ? []
              : [
                  {
                    id: recommendationId,
                    recommendationMaids: recommended.map((row) => ({
                      maidId: row.maid.id,
                      imageUrl: cardImage(row.maid),
                      maid: toPublicMaid(row, true),
                    })),
                  },
                ],
          interviewRequests: activity.requests
            .filter((row) => row.userId === user.id)
            .map(({ maid, createdAt }) => ({
              maidId: maid.id,
              requestedAt: createdAt.toISOString(),
              maid: { name: maid.name, imageUrl: cardImage(maid), country: maid.country },
            })),
        };
      });
      return { users, total };
    },
  );
};

/** A customer's recommendations, for administrators despite the /api/user prefix. */
export const customerRecommendationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (
  app,
  { db },
) => {
  const tags = ["admin: recommendations"];

  async function customerOrNotFound(userId: number) {
    const customer = await findCustomer(db, userId);
    if (!customer) throw new HttpError(404, CUSTOMER_NOT_FOUND);
    return customer;
  }

  async function change(
    request: { params: { userId: number; maidId: number } },
    adminId: number,
    decide: (isRecommended: boolean) => boolean,
  ) {
    const { userId, maidId } = request.params;
    await customerOrNotFound(userId);
    if (!(await isActiveMaid(db, maidId))) throw new HttpError(404, API_MESSAGES.maidNotFound);
    return db.transaction(async (tx) => {
      const recommendationId = await recommendationIdFor(tx, userId);
      const removed = await removeRecommendation(tx, recommendationId, maidId);
      const recommended = decide(removed);
      if (recommended) await addRecommendation(tx, recommendationId, maidId, adminId);
      if (recommended !== removed) {
        await recordAudit(tx, {
          actorUserId: adminId,
          action: recommended ? "recommendation.add" : "recommendation.remove",
          entityType: "user",
          entityId: userId,
          details: { maidId },
        });
      }
      return { maidId, recommended };
    });
  }

  app.get(
    "/recommendation/user/:userId",
    {
      schema: {
        tags,
        summary: "The helpers recommended to a customer, as `[{id}]`",
        params: userParams,
        response: { 200: customerRecommendationsResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await customerOrNotFound(request.params.userId);
      const ids = await recommendedMaidIds(db, request.params.userId);
      return ids.map((id) => ({ id }));
    },
  );

  app.post(
    "/recommendation/:userId/:maidId",
    {
      schema: {
        tags,
        summary: "Toggle one recommendation",
        params: userMaidParams,
        response: { 200: toggleRecommendationResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      change(request, signedInViewer(request).id, (wasRecommended) => !wasRecommended),
  );

  app.delete(
    "/recommendation/:userId/:maidId",
    {
      schema: {
        tags,
        summary: "Remove one recommendation (nothing happens if it is not there)",
        params: userMaidParams,
        response: { 200: toggleRecommendationResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => change(request, signedInViewer(request).id, () => false),
  );
};

/** Share links and interview requests, under /api/admin. */
export const agencyFollowUpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/users/:userId/share-links",
    {
      schema: {
        tags: ["admin: recommendations"],
        summary: "A customer's recommendation links: opened or not, and when",
        params: userParams,
        response: { 200: z.array(shareLinkSummarySchema), 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await findCustomer(db, request.params.userId))) {
        throw new HttpError(404, CUSTOMER_NOT_FOUND);
      }
      return (await listShareLinks(db, request.params.userId)).map(linkSummary);
    },
  );

  app.post(
    "/share-links/:id/revoke",
    {
      schema: {
        tags: ["admin: recommendations"],
        summary: "Revoke a recommendation link",
        params: linkParams,
        response: { 200: shareLinkSummarySchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const admin = signedInViewer(request);
      const revoked = await db.transaction(async (tx) => {
        const result = await revokeShareLink(tx, request.params.id);
        if (result?.newlyRevoked) {
          await recordAudit(tx, {
            actorUserId: admin.id,
            action: "share_link.revoke",
            entityType: "share_link",
            entityId: result.link.id,
          });
        }
        return result;
      });
      if (!revoked) throw new HttpError(404, "Link not found");
      return linkSummary(revoked.link);
    },
  );

  app.get(
    "/interview-requests",
    {
      schema: {
        tags: ["admin: customers"],
        summary: "A page of the interviews customers asked for, newest first, with the total",
        querystring: adminInterviewRequestsQuerySchema,
        response: { 200: adminInterviewRequestsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listInterviewRequestPage(db, {
        offset: (page - 1) * limit,
        limit,
      });
      const requests = rows.map(({ id, createdAt, user, maid }) => ({
        id,
        requestedAt: createdAt.toISOString(),
        user,
        maid: { id: maid.id, name: maid.name, imageUrl: cardImage(maid) },
      }));
      return { requests, total };
    },
  );
};
