import { maidIdParamsSchema } from "@maids/contract/catalogue.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { type BiodataPdf, biodataService } from "./biodata-service.ts";

interface BiodataRouteOptions {
  db: Db;
  storage: ImageStorage;
  config: Config;
  /** Whose version this prefix answers: a customer's (active helpers, no contacts) or everything. */
  version: "customer" | "admin";
}

const DESCRIPTIONS = {
  customer:
    "For signed-in users: an active helper's biodata form as a PDF (A4, application/pdf, an " +
    "attachment), with her clear photo and every section but her home address and home " +
    "contact number. 401 without a session, 404 for an unknown or inactive helper.",
  admin:
    "For administrators: any helper's biodata form as a PDF (A4, application/pdf, an " +
    "attachment), every field included. 401 without a session, 403 for customers, 404 for an " +
    "unknown helper.",
} as const;

/** "biodata-12-siti-rahayu.pdf": the name reduced to lowercase letters, digits and hyphens. */
export function biodataFileName(id: number, name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `biodata-${id}-${safe || "helper"}.pdf`;
}

/** `GET {prefix}/maids/:id/biodata.pdf`; the prefix's guard (access-control.ts) decides who may call it. */
export const biodataRoutes: FastifyPluginAsyncZod<BiodataRouteOptions> = async (
  app,
  { db, storage, config, version },
) => {
  const documents = biodataService(db, storage, config.agency);
  app.get(
    "/maids/:id/biodata.pdf",
    {
      // A PDF's images and fonts are compressed already.
      compress: false,
      schema: {
        tags: ["biodata"],
        summary: "A helper's biodata as a PDF",
        description: DESCRIPTIONS[version],
        params: maidIdParamsSchema,
        // OpenAPI: the PDF when it succeeds, the usual JSON error otherwise.
        produces: ["application/pdf", "application/json"],
        response: {
          200: z.any().describe("The PDF (application/pdf), as an attachment."),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { maid, pdf }: BiodataPdf =
        version === "admin" ? await documents.forAdmin(id) : await documents.forCustomer(id);
      return reply
        .type("application/pdf")
        .header(
          "Content-Disposition",
          `attachment; filename="${biodataFileName(maid.id, maid.name)}"`,
        )
        .header("Cache-Control", "private, no-store")
        .send(pdf);
    },
  );
};
