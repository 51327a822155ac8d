import {
  adminInterviewRequestsQuerySchema,
  adminInterviewRequestsResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  customerContactSchema,
  customerRecommendationsResponseSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  shareLinkSummarySchema,
  toggleRecommendationResponseSchema,
  updateCustomerBodySchema,
} from "@maids/contract/admin.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { idParamSchema } from "@maids/contract/paging.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { photoUrls, toPublicHelper } from "../helpers/helper-serializer.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { interviewRequestService } from "../interviews/interview-request-service.ts";
import { placementOptions } from "../placements/placement-service.ts";
import { recommendationService } from "../recommendations/recommendation-service.ts";
import type { ShareLinkWithHelpers } from "../recommendations/share-link-repository.ts";
import { shareLinkService, shareLinkStatus } from "../recommendations/share-link-service.ts";
import { isoOrNull } from "../timestamps.ts";
import { customerService } from "./customer-service.ts";

const errors = errorAnswers(400, 401, 403);
const idParam = idParamSchema;
const userParams = z.object({ userId: idParam("userId") });
const userHelperParams = z.object({ userId: idParam("userId"), maidId: idParam("maidId") });
const linkParams = z.object({ id: idParam("id") });

const cardImage = (maid: { photoKey: string | null }) =>
  photoUrls(maid.photoKey, false)?.card ?? "";

function linkSummary(link: ShareLinkWithHelpers) {
  return {
    id: link.id,
    maidIds: link.maidIds,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: isoOrNull(link.revokedAt),
    firstOpenedAt: isoOrNull(link.firstOpenedAt),
    lastOpenedAt: isoOrNull(link.lastOpenedAt),
    openCount: link.openCount,
    status: shareLinkStatus(link),
  } as const;
}

/** Customers and their activity, for administrators (served under /api/admin and /api/user). */
export const customerListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const customerList = customerService(db);
  app.get(
    "/users",
    {
      schema: {
        tags: ["admin: customers"],
        summary: "A page of customers with favourites, recommendations and interview requests",
        description:
          "Newest first; `search` keeps those whose name, email or phone contains it (case and " +
          "accents ignored).",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { customers, total } = await customerList.page(request.query);
      const users = customers.map((customer) => ({
        id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        favorites: customer.favourites.map((maid) => ({
          maidId: maid.id,
          maid: { name: maid.name, imageUrl: cardImage(maid), country: maid.country },
        })),
        recommendations:
          customer.recommendationId === null
            ? []
            : [
                {
                  id: customer.recommendationId,
                  recommendationMaids: customer.recommended.map((row) => ({
                    maidId: row.maid.id,
                    imageUrl: cardImage(row.maid),
                    maid: toPublicHelper(row, true),
                  })),
                },
              ],
        interviewRequests: customer.interviewRequests.map(({ maid, createdAt, helperAnswer }) => ({
          maidId: maid.id,
          requestedAt: createdAt.toISOString(),
          maid: { name: maid.name, imageUrl: cardImage(maid), country: maid.country },
          helperAnswer,
        })),
      }));
      return { users, total };
    },
  );
};

/** Customers found by name, email or phone, and a family's contact details, for staff. */
export const customerRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["admin: customers"];
  const customers = customerService(db);

  app.get(
    "/customers",
    {
      schema: {
        tags,
        summary: "Customers found by part of a name, email or phone, newest first, for pickers",
        querystring: customerSearchQuerySchema,
        response: { 200: customerSearchResponseSchema, ...errors },
      },
    },
    async (request) => customers.find(request.query),
  );

  app.patch(
    "/customers/:id",
    {
      schema: {
        tags,
        summary: "Change a family's name or phone number",
        description: "JSON with `name` and/or `phone` (any usual writing; blank clears it).",
        params: linkParams,
        body: updateCustomerBodySchema,
        response: { 200: customerContactSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      customers.change(request.params.id, request.body, signedInViewer(request).id),
  );
};

/** A customer's recommendations, for administrators despite the /api/user prefix. */
export const customerRecommendationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (
  app,
  { db },
) => {
  const tags = ["admin: recommendations"];
  const recommendations = recommendationService(db);

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
      const ids = await recommendations.recommendedHelperIds(request.params.userId);
      return ids.map((id) => ({ id }));
    },
  );

  app.post(
    "/recommendation/:userId/:maidId",
    {
      schema: {
        tags,
        summary: "Toggle one recommendation",
        params: userHelperParams,
        response: { 200: toggleRecommendationResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, maidId } = request.params;
      return recommendations.toggleRecommendation(userId, maidId, signedInViewer(request).id);
    },
  );

  app.delete(
    "/recommendation/:userId/:maidId",
    {
      schema: {
        tags,
        summary: "Remove one recommendation (nothing happens if it is not there)",
        params: userHelperParams,
        response: { 200: toggleRecommendationResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, maidId } = request.params;
      return recommendations.removeRecommendation(userId, maidId, signedInViewer(request).id);
    },
  );
};

/** Share links and interview requests, under /api/admin. */
export const agencyFollowUpRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const shareLinks = shareLinkService(db, config);
  const interviewRequests = interviewRequestService(db, placementOptions(config));
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
    async (request) => (await shareLinks.listForCustomer(request.params.userId)).map(linkSummary),
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
    async (request) =>
      linkSummary(await shareLinks.revoke(request.params.id, signedInViewer(request).id)),
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
      const { rows, total } = await interviewRequests.page(request.query);
      const requests = rows.map(({ id, createdAt, user, maid, helperAnswer }) => ({
        id,
        requestedAt: createdAt.toISOString(),
        user,
        maid: { id: maid.id, name: maid.name, imageUrl: cardImage(maid) },
        helperAnswer,
      }));
      return { requests, total };
    },
  );
};
