import { apiErrorSchema } from "@maids/contract/errors.ts";
import { healthResponseSchema } from "@maids/contract/health.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";

/** Readiness answers within this even when the database hangs (probes time out too). */
const READINESS_TIMEOUT_MS = 3_000;

function withinTime(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/livez`: the process runs (never touches the database, so an orchestrator does not
 * restart the app for a database outage). `/readyz`: the database answers too, so a
 * load balancer stops sending traffic while it does not, and resumes once it does.
 */
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
        // 400: a NUL character in the query (nul-characters.ts), as on every route.
        response: { 200: healthResponseSchema, 400: apiErrorSchema },
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
        response: { 200: healthResponseSchema, 400: apiErrorSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await withinTime(database.ping(), READINESS_TIMEOUT_MS);
        return { status: "ok" as const, checks: { database: "ok" as const } };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable", checks: { database: "failing" } });
      }
    },
  );
};
