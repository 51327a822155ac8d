/**
 * helper-intake/: bulk intake of helpers from partner agencies (docs/product.md#bulk-intake).
 * These routes read the upload (import-upload.ts) and answer imports as the wire shows them;
 * helper-import-service.ts checks, commits and undoes; the template and the export are
 * helper-export-routes.ts.
 */
import fastifyMultipart from "@fastify/multipart";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  HELPER_IMPORT_LIMITS,
  type HelperImport,
  helperImportChoicesSchema,
  helperImportIdParamsSchema,
  helperImportPublishedSchema,
  helperImportSchema,
  helperImportsSchema,
} from "@maids/contract/helper-imports.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { multipartBody } from "../http/openapi.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import type { StoredImport } from "./helper-import-repository.ts";
import { type HelperImportService, helperImportService } from "./helper-import-service.ts";
import { importArchives } from "./import-archives.ts";
import { readImportUpload } from "./import-upload.ts";

const tags = ["admin: helper imports"];
const errors = errorAnswers(401, 403, 404);

async function toWire(found: StoredImport, imports: HelperImportService): Promise<HelperImport> {
  return {
    id: found.id,
    fileName: found.fileName,
    photosFileName: found.photosFileName,
    status: found.status,
    message: found.message,
    progress: {
      done: Math.min(found.progressDone, found.progressTotal),
      total: found.progressTotal,
    },
    suppliers: found.suppliers,
    createdAt: found.createdAt.toISOString(),
    createdBy: found.createdByName ?? "",
    preview: found.preview,
    choices: found.choices,
    result: found.result,
    undoable: await imports.undoable(found),
    unpublished: await imports.unpublished(found),
  };
}

export const helperImportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: ImageStorage;
  importsDir: string;
}> = async (app, { db, storage, importsDir }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: HELPER_IMPORT_LIMITS.archiveBytes, files: 2, fields: 2, parts: 4 },
  });
  const archives = importArchives(importsDir, storage.importArchives);
  const imports = helperImportService({
    db,
    storage,
    archives,
    log: app.log,
    runInBackground: (name, work) => app.runInBackground(name, work),
  });

  app.get(
    "/helper-imports",
    {
      schema: {
        tags,
        summary: "The 20 most recent imports, newest first",
        response: { 200: helperImportsSchema, ...errors },
      },
    },
    async () => ({
      imports: await Promise.all((await imports.list()).map((found) => toWire(found, imports))),
    }),
  );

  app.post(
    "/helper-imports",
    {
      schema: {
        tags,
        summary: "Upload a filled template and, perhaps, a .zip of photos",
        description:
          "multipart/form-data with `sheet` (.xlsx or .csv, at most 10 MB, at most 5,000 rows) " +
          "and optionally `photos` (a .zip, at most 2 GB). A file refused as a whole answers 400 " +
          "or 413 naming its field; otherwise 202 with the import, whose rows are then checked in " +
          "the background: poll it until its status is `ready` (or `refused`). 503 " +
          "`photo_store_unavailable` when the .zip cannot be kept in the photo store; nothing is saved.",
        response: {
          202: helperImportSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          503: apiErrorSchema,
          ...errors,
        },
      },
      config: {
        documentedBody: multipartBody(
          {
            sheet: {
              type: "string",
              format: "binary",
              description: "The filled template: .xlsx or .csv, at most 10 MB, 5,000 rows.",
            },
            photos: {
              type: "string",
              format: "binary",
              description: "A .zip of the helpers' photos named in the sheet, at most 2 GB.",
            },
          },
          { required: ["sheet"] },
        ),
      },
    },
    async (request, reply) => {
      const admin = signedInViewer(request);
      const upload = await readImportUpload(request, archives);
      reply.status(202);
      return toWire(await imports.upload(upload, admin.id), imports);
    },
  );

  app.get(
    "/helper-imports/:id",
    {
      schema: {
        tags,
        summary: "One import: its status, progress, preview and result",
        params: helperImportIdParamsSchema,
        response: { 200: helperImportSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => toWire(await imports.existing(request.params.id), imports),
  );

  app.post(
    "/helper-imports/:id/commit",
    {
      schema: {
        tags,
        summary: "Save the import's valid rows with their photos, all or none",
        description:
          "Answers 202 with the import `committing`; poll it until `committed` (with its result) " +
          "or `failed` (with why; nothing was saved, and it may be committed again).",
        params: helperImportIdParamsSchema,
        body: helperImportChoicesSchema,
        response: { 202: helperImportSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = signedInViewer(request);
      reply.status(202);
      return toWire(await imports.commit(request.params.id, request.body, admin.id), imports);
    },
  );

  app.post(
    "/helper-imports/:id/publish",
    {
      schema: {
        tags,
        summary:
          "Publish the helpers a committed import added that pass a first work permit's rules",
        description:
          "Imported helpers arrive unpublished (off the public site). This puts those the import " +
          "added, still unpublished and without eligibility warnings today, on the site; the others " +
          "stay unpublished and are named with their reasons. 409 unless the import is committed.",
        params: helperImportIdParamsSchema,
        response: {
          200: helperImportPublishedSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => imports.publish(request.params.id, signedInViewer(request).id),
  );

  app.post(
    "/helper-imports/:id/undo",
    {
      schema: {
        tags,
        summary: "Take a committed import back: its new helpers go, those it changed are restored",
        description:
          "409 when one of its helpers is in a placement case or was changed after the import.",
        params: helperImportIdParamsSchema,
        response: { 200: helperImportSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      toWire(await imports.undo(request.params.id, signedInViewer(request).id), imports),
  );
};
