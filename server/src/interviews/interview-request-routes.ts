import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  interviewRequestBodySchema,
  interviewRequestSchema,
  interviewRequestsResponseSchema,
} from "@maids/contract/interview-requests.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { errorAnswers } from "../http/error-answers.ts";
import type { PlacementOptions } from "../placements/placement-service.ts";
import { interviewRequestService } from "./interview-request-service.ts";

const tags = ["interview requests"];
const errors = errorAnswers(400, 401);

/** A customer's interview requests (administrators page through them in admin/customer-routes.ts). */
export const interviewRequestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  placements: PlacementOptions;
}> = async (app, { db, placements }) => {
  const interviewRequests = interviewRequestService(db, placements);

  app.post(
    "/",
    {
      schema: {
        tags,
        summary: "Ask the agency to arrange an interview with a helper",
        description:
          "Answers 201 for a new request and 200 with the first request when the viewer had already asked.",
        body: interviewRequestBodySchema,
        response: {
          200: interviewRequestSchema,
          201: interviewRequestSchema,
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const { maidId } = request.body;
      const recorded = await interviewRequests.request(viewer.id, maidId);
      if (recorded.isNew) {
        request.log.info({ userId: viewer.id, maidId }, "interview requested");
      }
      reply.status(recorded.isNew ? 201 : 200);
      return { maidId, requestedAt: recorded.createdAt.toISOString() };
    },
  );

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "The viewer's interview requests",
        response: { 200: interviewRequestsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await interviewRequests.listForUser(signedInViewer(request).id);
      return rows.map(({ maidId, createdAt }) => ({
        maidId,
        requestedAt: createdAt.toISOString(),
      }));
    },
  );
};
