/**
 * admin/: the administrators' API for helpers and customers. Routes read the request and
 * shape the answer; helper-service.ts and customer-service.ts decide and own each change's
 * transaction and audit entry (recommending is recommendations/recommendation-service.ts);
 * admin-helper-repository.ts and customer-repository.ts query.
 */
import {
  adminHelperSearchQuerySchema,
  adminHelpersPageQuerySchema,
  adminHelpersPageResponseSchema,
  deleteHelperResponseSchema,
} from "@maids/contract/admin.ts";
import { toCustomerBiodata } from "@maids/contract/biodata.ts";
import { helperIdParamsSchema } from "@maids/contract/catalogue.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  adminHelperRecordSchema,
  adminHelperSchema,
  staffHelperRecordSchema,
  staleHelperAnswerSchema,
} from "@maids/contract/helper.ts";
import { createHelperInputSchema, updateHelperInputSchema } from "@maids/contract/helper-input.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seesPrivateHelperFields, signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { DomainError } from "../domain-errors.ts";
import { toAdminHelper, toAdminHelperRecord } from "../helpers/helper-serializer.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { errorBody } from "../http/error-handler.ts";
import { multipartBody } from "../http/openapi.ts";
import { validateInput } from "../http/validate-input.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { toAdminHelperRow } from "./admin-helper-row.ts";
import { helperService } from "./helper-service.ts";
import {
  acceptHelperUploads,
  processUploadedPhoto,
  readHelperSubmission,
} from "./helper-submission.ts";

const tags = ["admin: helpers"];
const errors = errorAnswers(401, 403);
const writeErrors = { ...errors, ...errorAnswers(400, 404, 413) };
const adminHelpersSchema = z.array(adminHelperSchema);
const FORM_BODY =
  "A JSON body with the form's values, or multipart/form-data with `image` (the photo) and " +
  "`data` (the values as JSON text). Errors answer `{message, errors: [{field, message}]}`.";

/** The form's body as the document describes it: its values as JSON, or multipart with a photo. */
const formBody = (values: typeof createHelperInputSchema | typeof updateHelperInputSchema) =>
  multipartBody(
    {
      image: {
        type: "string",
        format: "binary",
        description: "The photo: JPEG, PNG or WebP, at most 5 MB.",
      },
      data: {
        type: "string",
        contentMediaType: "application/json",
        description: "The form's values as JSON text, as the application/json body holds them.",
      },
    },
    { required: ["data"], json: values },
  );

/** Administrators' helpers: the routes read the form (JSON or multipart with a photo); helper-service.ts does the rest. */
export const adminHelperRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ImageStorage }> = async (
  app,
  { db, storage },
) => {
  await acceptHelperUploads(app);
  const helpers = helperService(db, storage, app.log);

  app.get(
    "/maids",
    {
      schema: {
        tags,
        summary: "Every helper, active or not, newest first",
        response: { 200: adminHelpersSchema, ...errors },
      },
    },
    async () => (await helpers.list()).map(toAdminHelper),
  );

  app.get(
    "/maids/search",
    {
      schema: {
        tags,
        summary: "Helpers whose name contains the query, or whose id it is",
        querystring: adminHelperSearchQuerySchema,
        response: { 200: adminHelpersSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => (await helpers.list(request.query.query)).map(toAdminHelper),
  );

  app.get(
    "/maids/page",
    {
      schema: {
        tags,
        summary: "A page of helpers, searched and filtered, newest first, as the list shows them",
        description:
          "Groups of filters combine with AND; a list matches any of its items; ranges are " +
          "inclusive. Unknown values answer 400 naming the parameter.",
        querystring: adminHelpersPageQuerySchema,
        response: { 200: adminHelpersPageResponseSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await helpers.page(filters, { page, limit });
      return { maids: rows.map(toAdminHelperRow), total, page, limit };
    },
  );

  for (const url of ["/maid/:id", "/maids/:id"]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "One helper with all details, her biodata included",
          params: helperIdParamsSchema,
          response: {
            200: staffHelperRecordSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const record = toAdminHelperRecord(await helpers.withBiodata(request.params.id));
        if (seesPrivateHelperFields(request.viewer)) return record;
        const biodata = toCustomerBiodata(record.biodata, { medicalHistory: false });
        return { ...record, biodata, privateWithheld: true as const };
      },
    );
  }

  app.post(
    "/maid",
    {
      schema: {
        tags,
        summary: "Add a helper",
        description: FORM_BODY,
        response: { 201: adminHelperRecordSchema, ...writeErrors },
      },
      config: { documentedBody: formBody(createHelperInputSchema) },
    },
    async (request, reply) => {
      const admin = signedInViewer(request);
      const submission = await readHelperSubmission(request);
      const input = validateInput(createHelperInputSchema, submission.data);
      const photo = submission.image ? await processUploadedPhoto(submission.image) : null;
      const created = await helpers.create(input, photo, admin.id);
      reply.status(201);
      return toAdminHelperRecord(created);
    },
  );

  app.put(
    "/maid/:id",
    {
      schema: {
        tags,
        summary: "Change a helper",
        description:
          `${FORM_BODY} Without a new photo the current one stays; without \`biodata\` the ` +
          "stored biodata stays, and an employment entry's employer type and feedback when left out. " +
          "With `expectedVersion` (the record's `version`, as read), an edit made after someone " +
          "else changed her answers 409 `stale_version` with her current record in `current`; " +
          "without it the edit overwrites what is stored (last write wins, as the original " +
          "front end expects: it sends back the record it read, `version` included, which is ignored).",
        params: helperIdParamsSchema,
        response: { 200: adminHelperRecordSchema, ...writeErrors, 409: staleHelperAnswerSchema },
      },
      config: { documentedBody: formBody(updateHelperInputSchema) },
    },
    async (request, reply) => {
      const admin = signedInViewer(request);
      const before = await helpers.withBiodata(request.params.id);
      const submission = await readHelperSubmission(request);
      const { expectedVersion, ...input } = validateInput(updateHelperInputSchema, submission.data);
      const photo = submission.image ? await processUploadedPhoto(submission.image) : null;
      try {
        return toAdminHelperRecord(
          await helpers.change(before, input, photo, admin.id, expectedVersion),
        );
      } catch (error) {
        if (!(error instanceof DomainError && error.code === "stale_version")) throw error;
        const current = toAdminHelperRecord(await helpers.withBiodata(request.params.id));
        reply.status(409);
        return { ...errorBody(409, error.message, { code: error.code }), current };
      }
    },
  );

  app.delete(
    "/maids/:id",
    {
      schema: {
        tags,
        summary: "Delete a helper with her photos, favourites and recommendations",
        params: helperIdParamsSchema,
        response: {
          200: deleteHelperResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await helpers.remove(request.params.id, signedInViewer(request).id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
