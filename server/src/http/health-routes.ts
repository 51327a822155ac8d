import { healthResponseSchema } from "@maids/contract/health.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    "/livez",
    {
      schema: {
        tags: ["health"],
        summary: "The process is up",
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "The process can serve requests: the database answers",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const, checks: { database: "ok" as const } };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable", checks: { database: "failing" } });
      }
    },
  );
};
