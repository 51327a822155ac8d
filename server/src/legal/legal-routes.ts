import { LEGAL_TEXT_KINDS, legalTextSchema } from "@maids/contract/employer-file.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { LegalTextService } from "./legal-text-service.ts";

interface LegalRouteOptions {
  legal: LegalTextService;
}

const kindParams = z.object({ kind: z.enum(LEGAL_TEXT_KINDS) });

/** The agency's terms, privacy notice and consent text, for anyone to read (GET /api/legal/:kind). */
export const legalRoutes: FastifyPluginAsyncZod<LegalRouteOptions> = async (app, { legal }) => {
  app.get(
    "/:kind",
    {
      schema: {
        tags: ["legal texts"],
        summary: "The text in force, or an earlier version someone agreed to",
        params: kindParams,
        querystring: z.object({
          version: z.coerce.number().int().min(1).optional().describe("An earlier version."),
        }),
        response: { 200: legalTextSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      request.query.version === undefined
        ? legal.current(request.params.kind)
        : legal.version(request.params.kind, request.query.version),
  );
};

const LEGAL_TEXT_MAX_LENGTH = 50_000;

/** The owner publishes a new version (PUT /api/admin/legal-texts/:kind). */
export const legalAdminRoutes: FastifyPluginAsyncZod<LegalRouteOptions> = async (
  app,
  { legal },
) => {
  app.put(
    "/legal-texts/:kind",
    {
      schema: {
        tags: ["admin: settings"],
        summary: "Publish a new version of the terms, privacy notice or consent text",
        description:
          "409 `stale_version` when another version was published since `basedOnVersion`.",
        params: kindParams,
        body: z.object({
          body: z
            .string()
            .trim()
            .min(20, { error: "The text must be at least 20 characters" })
            .max(LEGAL_TEXT_MAX_LENGTH, {
              error: `The text must be at most ${LEGAL_TEXT_MAX_LENGTH} characters`,
            }),
          basedOnVersion: z.number().int().min(1),
        }),
        response: {
          200: legalTextSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => legal.publish(request.params.kind, request.body, signedInViewer(request).id),
  );
};
