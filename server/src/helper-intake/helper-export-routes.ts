/**
 * `GET /api/admin/helper-imports/template` and `GET /api/admin/maids/export`: the bulk-intake
 * template and the admin list as a spreadsheet (docs/product.md#bulk-intake), streamed.
 * helper-export-service.ts reads the helpers and records the export; sheet-writer.ts writes.
 */
import { PassThrough } from "node:stream";
import { ADMIN_HELPER_RANGES, adminHelperFilterShape } from "@maids/contract/admin.ts";
import { withOrderedBounds } from "@maids/contract/catalogue-filters.ts";
import { type SheetFormat, sheetFormatQuerySchema } from "@maids/contract/helper-imports.ts";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { exportFileName, helperExportService, templateFileName } from "./helper-export-service.ts";
import { SHEET_CONTENT_TYPES } from "./sheet-writer.ts";

const errors = errorAnswers(400, 401, 403);
const SHEET_TYPES = [...Object.values(SHEET_CONTENT_TYPES), "application/json"];

/** The admin list's search and filters (its page and size aside), and the format. */
const exportQuerySchema = withOrderedBounds(
  z.object(adminHelperFilterShape).extend(sheetFormatQuerySchema.shape),
  ADMIN_HELPER_RANGES,
);

/**
 * Answers with `write`'s output as an attachment, streamed as it is written. Once the first
 * byte is out the status is sent, so a failure then cuts the answer short (the client sees
 * an incomplete download) and is logged.
 */
function sendSheet(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  format: SheetFormat,
  fileName: string,
  write: (out: PassThrough) => Promise<void>,
) {
  const out = new PassThrough();
  write(out).catch((error: unknown) => {
    if (out.destroyed) {
      log.info({ fileName }, "spreadsheet download stopped: the client went away");
      return;
    }
    log.error({ err: error, fileName }, "spreadsheet not written in full");
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(SHEET_CONTENT_TYPES[format])
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("Cache-Control", "private, no-store")
    .send(out);
}

export const helperExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const sheets = helperExportService(db);

  app.get(
    "/helper-imports/template",
    {
      schema: {
        tags: ["admin: helper imports"],
        summary: "The import template, with a sample row and an explanation of each column",
        description:
          "`.xlsx`: a Helpers sheet (header and sample row, cells formatted as text) and an " +
          "Explanation sheet (each column: label, required, allowed values). `.csv`: UTF-8 " +
          "with a BOM, header and sample row. An attachment named helper-import-template.xlsx or .csv.",
        querystring: sheetFormatQuerySchema,
        produces: SHEET_TYPES,
        response: {
          200: z.any().describe("The template (.xlsx or .csv), as an attachment."),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return sendSheet(reply, request.log, format, templateFileName(format), (out) =>
        sheets.writeTemplate(format, out),
      );
    },
  );

  app.get(
    "/maids/export",
    {
      schema: {
        tags: ["admin: helpers"],
        summary: "The helpers the admin list shows, as a spreadsheet in the template's columns",
        description:
          "The same search and filters as /maids/page, without paging; newest first. One row " +
          "per helper, her biodata and employment entries included (as many employment " +
          "groups as the longest history needs, at least 3). Text cells that a spreadsheet " +
          "would read as a formula start with '. An attachment named helpers-YYYY-MM-DD.xlsx " +
          "or .csv (Singapore date); recorded in the audit log.",
        querystring: exportQuerySchema,
        produces: SHEET_TYPES,
        response: {
          200: z.any().describe("The helpers (.xlsx or .csv), as an attachment."),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const admin = signedInViewer(request);
      const sheet = await sheets.exportHelpers(filters, format, admin.id);
      return sendSheet(reply, request.log, format, exportFileName(format), sheet.write);
    },
  );
};
