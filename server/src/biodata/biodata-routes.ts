import { helperIdParamsSchema } from "@maids/contract/catalogue.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seesPrivateHelperFields, signedInViewer } from "../auth/access-control.ts";
import type { Viewer } from "../auth/session-repository.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/error-handler.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { PDFS_PER_ACCOUNT, type PerAccountLimit } from "./account-limit.ts";
import { BiodataPdfBusyError, type BiodataPdfRenderer } from "./biodata-pdf-renderer.ts";
import { type BiodataPdf, biodataService } from "./biodata-service.ts";

interface BiodataRouteOptions {
  db: Db;
  storage: ImageStorage;
  config: Config;
  /** Whose version this prefix answers: a customer's (active helpers, no contacts) or everything. */
  version: "customer" | "admin";
  /** Shared by both prefixes: one pool of workers, one cache, one count per account. */
  renderer: BiodataPdfRenderer;
  perAccount: PerAccountLimit;
}

/** Renders queued ahead of a refused one take a few seconds at most (ADR 0026). */
const BUSY_RETRY_AFTER_SECONDS = 5;

const REFUSALS =
  `429 while the account has ${PDFS_PER_ACCOUNT} PDFs in progress, 503 (with Retry-After) ` +
  "while the server is preparing as many as it can.";

const DESCRIPTIONS = {
  customer:
    "For signed-in users: an active helper's biodata form as a PDF (A4, application/pdf, an " +
    "attachment), with her clear photo and every section but her home address and home " +
    "contact number; her medical history only when the agency has engaged with this family " +
    "about her (recommended her, an interview request, a placement case). 401 without a " +
    `session, 404 for an unknown or inactive helper. ${REFUSALS}`,
  admin:
    "For administrators: any helper's biodata form as a PDF (A4, application/pdf, an " +
    "attachment), every field included. 401 without a session, 403 for customers, 404 for an " +
    `unknown helper. ${REFUSALS}`,
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
  { db, storage, config, version, renderer, perAccount },
) => {
  const documents = biodataService(db, storage, config.agency, renderer);
  const documentFor = (id: number, viewer: Viewer): Promise<BiodataPdf> =>
    version === "admin"
      ? documents.forAdmin(id, { privateFields: seesPrivateHelperFields(viewer) })
      : documents.forCustomer(id, {
          id: viewer.id,
          isStaff: viewer.role === "admin",
          medicalHistory: seesPrivateHelperFields(viewer),
        });
  app.get(
    "/maids/:id/biodata.pdf",
    {
      // A PDF's images and fonts are compressed already.
      compress: false,
      schema: {
        tags: ["biodata"],
        summary: "A helper's biodata as a PDF",
        description: DESCRIPTIONS[version],
        params: helperIdParamsSchema,
        // OpenAPI: the PDF when it succeeds, the usual JSON error otherwise.
        produces: ["application/pdf", "application/json"],
        response: {
          200: z.any().describe("The PDF (application/pdf), as an attachment."),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const leave = perAccount.enter(viewer.id);
      const { maid, pdf } = await documentFor(request.params.id, viewer)
        .catch(answerBusyWith503)
        .finally(leave);
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

function answerBusyWith503(error: unknown): never {
  if (!(error instanceof BiodataPdfBusyError)) throw error;
  throw new HttpError(503, API_MESSAGES.biodataPdfBusy, {
    code: "busy",
    headers: { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) },
  });
}
