import { auditPageSchema, auditQuerySchema } from "@maids/contract/audit.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/database.ts";
import { auditTrailService } from "./audit-service.ts";

/** The audit trail, for the owner and administrators (contract/src/staff-roles.ts). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const trail = auditTrailService(db);
  app.get(
    "/audit",
    {
      schema: {
        tags: ["admin: audit"],
        summary: "Who did what, when, to which record: newest first, filtered, paged",
        description:
          "Each entry names its record by name only (a case by its reference) and lists the " +
          "fields a change touched, never their values.",
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => trail.page(request.query),
  );
};
