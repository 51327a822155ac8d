import { adminMaidSearchQuerySchema, deleteMaidResponseSchema } from "@maids/contract/admin.ts";
import { maidIdParamsSchema } from "@maids/contract/catalogue.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { adminMaidSchema } from "@maids/contract/maid.ts";
import { createMaidInputSchema, updateMaidInputSchema } from "@maids/contract/maid-input.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { HttpError, isDatabaseUnavailable } from "../http/error-handler.ts";
import { validateInput } from "../http/validate-input.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { insertMaid } from "../maids/maid-repository.ts";
import { toAdminMaid } from "../maids/maid-serializer.ts";
import { supplierIdForName } from "../suppliers/supplier-service.ts";
import {
  deleteMaid,
  findMaidRecord,
  listMaidRecords,
  maidSearchCondition,
  toNewMaid,
  updateMaid,
} from "./admin-maid-repository.ts";
import { acceptMaidUploads, processUploadedPhoto, readMaidSubmission } from "./maid-submission.ts";

const tags = ["admin: helpers"];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...errors, 400: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };
const adminMaidsSchema = z.array(adminMaidSchema);
const FORM_BODY =
  "A JSON body with the form's values, or multipart/form-data with `image` (the photo) and " +
  "`data` (the values as JSON text). Errors answer `{message, errors: [{field, message}]}`.";

export const adminMaidRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ImageStorage }> = async (
  app,
  { db, storage },
) => {
  await acceptMaidUploads(app);

  async function adminMaidOrNotFound(id: number) {
    const record = await findMaidRecord(db, id);
    if (!record) throw new HttpError(404, API_MESSAGES.maidNotFound);
    return toAdminMaid(record);
  }

  /**
   * Saves a new photo's files before `work` commits the helper that refers to them (a
   * crash in between leaves unused files for the start-up sweep, never a helper without
   * her photo); they are removed again if `work` fails. When the database connection
   * broke, the commit may have happened, so the files stay for the sweep to judge.
   */
  async function withNewPhoto<T>(image: Buffer | null, work: (key: string | null) => Promise<T>) {
    const photo = image ? await processUploadedPhoto(image) : null;
    if (photo) await storage.save(photo.key, photo.files);
    try {
      return await work(photo?.key ?? null);
    } catch (error) {
      if (photo && !isDatabaseUnavailable(error)) await storage.remove(photo.key);
      throw error;
    }
  }

  app.get(
    "/maids",
    {
      schema: {
        tags,
        summary: "Every helper, active or not, newest first",
        response: { 200: adminMaidsSchema, ...errors },
      },
    },
    async () => (await listMaidRecords(db)).map(toAdminMaid),
  );

  app.get(
    "/maids/search",
    {
      schema: {
        tags,
        summary: "Helpers whose name contains the query, or whose id it is",
        querystring: adminMaidSearchQuerySchema,
        response: { 200: adminMaidsSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      (await listMaidRecords(db, maidSearchCondition(request.query.query))).map(toAdminMaid),
  );

  for (const url of ["/maid/:id", "/maids/:id"]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "One helper with all details",
          params: maidIdParamsSchema,
          response: { 200: adminMaidSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => adminMaidOrNotFound(request.params.id),
    );
  }

  app.post(
    "/maid",
    {
      schema: {
        tags,
        summary: "Add a helper",
        description: FORM_BODY,
        response: { 201: adminMaidSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const admin = signedInViewer(request);
      const submission = await readMaidSubmission(request);
      const input = validateInput(createMaidInputSchema, submission.data);
      const id = await withNewPhoto(submission.image, (photoKey) =>
        db.transaction(async (tx) => {
          const supplierId = await supplierIdForName(tx, input.supplier, admin.id);
          const created = await insertMaid(tx, toNewMaid(input, photoKey, supplierId));
          await recordAudit(tx, {
            actorUserId: admin.id,
            action: "maid.create",
            entityType: "maid",
            entityId: created,
            details: { name: input.name, withPhoto: photoKey !== null },
          });
          return created;
        }),
      );
      reply.status(201);
      return adminMaidOrNotFound(id);
    },
  );

  app.put(
    "/maid/:id",
    {
      schema: {
        tags,
        summary: "Change a helper",
        description: `${FORM_BODY} Without a new photo the current one stays.`,
        params: maidIdParamsSchema,
        response: { 200: adminMaidSchema, ...writeErrors },
      },
    },
    async (request) => {
      const admin = signedInViewer(request);
      const { id } = request.params;
      const before = await findMaidRecord(db, id);
      if (!before) throw new HttpError(404, API_MESSAGES.maidNotFound);
      const submission = await readMaidSubmission(request);
      const input = validateInput(updateMaidInputSchema, submission.data);
      const oldPhotoKey = before.maid.photoKey;
      const photoKey = await withNewPhoto(submission.image, (newKey) =>
        db.transaction(async (tx) => {
          const kept = newKey ?? oldPhotoKey;
          const supplierId = await supplierIdForName(tx, input.supplier, admin.id);
          await updateMaid(tx, id, toNewMaid(input, kept, supplierId));
          await recordAudit(tx, {
            actorUserId: admin.id,
            action: "maid.update",
            entityType: "maid",
            entityId: id,
            details: { name: input.name, changed: changedFields(toAdminMaid(before), input) },
          });
          return kept;
        }),
      );
      if (oldPhotoKey && photoKey !== oldPhotoKey) await storage.remove(oldPhotoKey);
      return adminMaidOrNotFound(id);
    },
  );

  app.delete(
    "/maids/:id",
    {
      schema: {
        tags,
        summary: "Delete a helper with her photos, favourites and recommendations",
        params: maidIdParamsSchema,
        response: {
          200: deleteMaidResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const admin = signedInViewer(request);
      const { id } = request.params;
      const deleted = await db.transaction(async (tx) => {
        const row = await deleteMaid(tx, id);
        if (!row) return null;
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: "maid.delete",
          entityType: "maid",
          entityId: id,
        });
        return row;
      });
      if (!deleted) throw new HttpError(404, API_MESSAGES.maidNotFound);
      if (deleted.photoKey) await storage.remove(deleted.photoKey);
      return { id, deleted: true as const };
    },
  );
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of `value` that `shape` has, so that extra read-only fields do not count as changes. */
function sameShape(value: unknown, shape: unknown): unknown {
  if (!isRecord(value) || !isRecord(shape)) return value;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, value[key]]));
}

/** Top-level fields whose value the update changes, for the audit log. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter(
    (key) => JSON.stringify(sameShape(before[key], after[key])) !== JSON.stringify(after[key]),
  );
}
