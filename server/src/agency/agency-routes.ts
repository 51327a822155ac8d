import { agencySchema } from "@maids/contract/agency.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";

export const agencyRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["agency"],
        summary: "The agency's name, licence and contact details",
        description: "From the server's AGENCY_* settings; public.",
        response: { 200: agencySchema, 400: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=300");
      return config.agency;
    },
  );
};
