import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  acceptHelperProfileAnswerSchema,
  dataRequestBodySchema,
  dataRequestSchema,
  dataRequestsSchema,
  HELPER_PROFILE_STATUSES,
  helperConsentBodySchema,
  helperInterviewSchema,
  helperInterviewsSchema,
  helperLanguageBodySchema,
  helperProfileInputSchema,
  helperProfileListSchema,
  interviewAnswerBodySchema,
  ownHelperProfileSchema,
  staffDataRequestSchema,
  staffDataRequestsSchema,
  staffHelperProfileSchema,
  staffNoteBodySchema,
} from "@maids/contract/helper-accounts.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { idParamSchema } from "@maids/contract/paging.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acceptHelperUploads,
  processUploadedPhoto,
  readHelperSubmission,
} from "../admin/helper-submission.ts";
import { signedInViewer } from "../auth/access-control.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { HttpError } from "../http/error-handler.ts";
import { multipartBody } from "../http/openapi.ts";
import type { HelperAccountService } from "./helper-account-service.ts";
import type { HelperRequestsService } from "./helper-requests-service.ts";

const tags = ["helper accounts"];
const errors = errorAnswers(400, 401, 403);
const profileAnswer = { 200: ownHelperProfileSchema, ...errors, 409: apiErrorSchema };

/** A helper account's own calls, under /api/user/helper (docs/product.md#helpers-own-accounts). */
export const helperAccountRoutes: FastifyPluginAsyncZod<{
  helperAccounts: HelperAccountService;
  helperRequests: HelperRequestsService;
}> = async (app, { helperAccounts, helperRequests }) => {
  await acceptHelperUploads(app);
  const me = (request: Parameters<typeof signedInViewer>[0]) => signedInViewer(request).id;

  app.get(
    "/profile",
    {
      schema: {
        tags,
        summary: "Her own profile, its review and her consent",
        description: "Empty the first time. Helper accounts only (403 for others).",
        response: profileAnswer,
      },
    },
    async (request) => helperAccounts.own(me(request)),
  );

  app.put(
    "/profile",
    {
      schema: {
        tags,
        summary: "Save her profile, whole, as she goes",
        description:
          "Allowed unless the agency declined it (409). A profile sent for review or accepted " +
          "becomes a draft again, to be sent again; her published record stays as it was until " +
          "staff accept the new one.",
        body: helperProfileInputSchema,
        response: profileAnswer,
      },
      config: { formBody: true },
    },
    async (request) => helperAccounts.saveData(me(request), request.body.data),
  );

  app.put(
    "/profile/photo",
    {
      schema: {
        tags,
        summary: "Her photo (checked by its content)",
        response: { ...profileAnswer, 413: apiErrorSchema },
      },
      config: {
        documentedBody: multipartBody(
          { image: { type: "string", format: "binary", description: "JPEG, PNG or WebP" } },
          { required: ["image"] },
        ),
      },
    },
    async (request) => {
      const { image } = await readHelperSubmission(request);
      if (!image) {
        const message = API_MESSAGES.imageRequired;
        throw new HttpError(400, message, { errors: [{ field: "image", message }] });
      }
      return helperAccounts.savePhoto(me(request), await processUploadedPhoto(image));
    },
  );

  app.post(
    "/profile/submit",
    {
      schema: {
        tags,
        summary: "Send her profile to the agency for review",
        description: "400 listing what it still lacks (fields, her photo, her consent).",
        response: profileAnswer,
      },
    },
    async (request) => helperAccounts.submit(me(request)),
  );

  app.put(
    "/language",
    {
      schema: {
        tags,
        summary: "The language of her pages",
        body: helperLanguageBodySchema,
        response: profileAnswer,
      },
    },
    async (request) => helperAccounts.setLanguage(me(request), request.body.language),
  );

  app.put(
    "/consent",
    {
      schema: {
        tags,
        summary: "Her consent to be shown to families",
        description: "Withdrawn, her record leaves the public site at once.",
        body: helperConsentBodySchema,
        response: profileAnswer,
      },
    },
    async (request) => helperAccounts.setConsent(me(request), request.body.shown),
  );

  app.get(
    "/interviews",
    {
      schema: {
        tags,
        summary: "The interview requests for her",
        description: "The family's first name and district only, never its contacts.",
        response: { 200: helperInterviewsSchema, ...errors },
      },
    },
    async (request) => helperRequests.interviews(me(request)),
  );

  app.post(
    "/interviews/:id/answer",
    {
      schema: {
        tags,
        summary: "Agree or decline to be interviewed",
        description: "She may change her answer; staff see it. 404 for a request not for her.",
        params: z.object({ id: idParamSchema("id") }),
        body: interviewAnswerBodySchema,
        response: { 200: helperInterviewSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => helperRequests.answer(me(request), request.params.id, request.body.answer),
  );

  app.get(
    "/data-requests",
    {
      schema: {
        tags,
        summary: "Her requests about her personal data",
        response: { 200: dataRequestsSchema, ...errors },
      },
    },
    async (request) => helperRequests.ownDataRequests(me(request)),
  );

  app.post(
    "/data-requests",
    {
      schema: {
        tags,
        summary: "Ask for a copy of her personal data, or for its deletion (PDPA)",
        description: "Staff see it on their dashboard. Asking again while one is open answers it.",
        body: dataRequestBodySchema,
        response: { 201: dataRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply
        .code(201)
        .send(await helperRequests.askAboutData(me(request), request.body.kind));
    },
  );
};

/** Staff's review of helper accounts' profiles and everyone's data requests, under /api/admin. */
export const helperReviewRoutes: FastifyPluginAsyncZod<{
  helperAccounts: HelperAccountService;
  helperRequests: HelperRequestsService;
}> = async (app, { helperAccounts, helperRequests }) => {
  const params = z.object({ userId: idParamSchema("userId") });
  const staffAnswer = {
    200: staffHelperProfileSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    ...errors,
  };

  app.get(
    "/helper-profiles",
    {
      schema: {
        tags,
        summary: "Helper accounts' profiles, those sent for review first",
        querystring: z.object({ status: z.enum(HELPER_PROFILE_STATUSES).optional() }),
        response: { 200: helperProfileListSchema, ...errors },
      },
    },
    async (request) => helperAccounts.list(request.query.status),
  );

  app.get(
    "/helper-profiles/:userId",
    {
      schema: {
        tags,
        summary: "One helper account's profile, with what it lacks",
        params,
        response: staffAnswer,
      },
    },
    async (request) => helperAccounts.forStaff(request.params.userId),
  );

  app.post(
    "/helper-profiles/:userId/accept",
    {
      schema: {
        tags,
        summary: "Accept a profile sent for review",
        description:
          "Makes an unpublished helper record linked to her account, or updates her linked " +
          "record with what she says of herself (salary, supplier, ratings and biodata stay). " +
          "Staff publish her by making the record active. 409 unless it waits for review.",
        params,
        response: {
          200: acceptHelperProfileAnswerSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => helperAccounts.accept(request.params.userId, signedInViewer(request).id),
  );

  app.post(
    "/helper-profiles/:userId/request-changes",
    {
      schema: {
        tags,
        summary: "Ask her to change her profile, with a note",
        params,
        body: staffNoteBodySchema,
        response: staffAnswer,
      },
    },
    async (request) =>
      helperAccounts.requestChanges(
        request.params.userId,
        request.body.note,
        signedInViewer(request).id,
      ),
  );

  app.post(
    "/helper-profiles/:userId/decline",
    {
      schema: {
        tags,
        summary: "Decline her profile, with the reason",
        params,
        body: staffNoteBodySchema,
        response: staffAnswer,
      },
    },
    async (request) =>
      helperAccounts.decline(request.params.userId, request.body.note, signedInViewer(request).id),
  );

  app.get(
    "/data-requests",
    {
      schema: {
        tags,
        summary: "Requests about personal data (PDPA), open ones first",
        response: { 200: staffDataRequestsSchema, ...errors },
      },
    },
    async () => helperRequests.dataRequestsForStaff(),
  );

  app.post(
    "/data-requests/:id/handled",
    {
      schema: {
        tags,
        summary: "Mark a data request handled",
        params: z.object({ id: idParamSchema("id") }),
        response: { 200: staffDataRequestSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => helperRequests.markHandled(request.params.id, signedInViewer(request).id),
  );
};
