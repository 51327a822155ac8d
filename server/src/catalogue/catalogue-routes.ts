/**
 * catalogue/: the public catalogue, filtered on the server (helpers/helper-repository.ts); its
 * answers are kept as bytes until the catalogue changes (answer-cache.ts, ADR 0020).
 */
import {
  catalogueListResponseSchema,
  catalogueQuerySchema,
  helperIdParamsSchema,
  topHelpersResponseSchema,
} from "@maids/contract/catalogue.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import { customerHelperProfileSchema, publicHelperSchema } from "@maids/contract/helper.ts";
import { TOP_HELPERS_COUNT } from "@maids/contract/limits.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { familyViewer, seesPrivateHelperFields } from "../auth/access-control.ts";
import { agencyEngagedAbout, findBiodata } from "../biodata/biodata-repository.ts";
import type { Db } from "../db/database.ts";
import {
  findHelperProfileFor,
  listTopHelpers,
  type ProfileViewer,
} from "../helpers/helper-repository.ts";
import { toCustomerHelperProfile, toPublicHelper } from "../helpers/helper-serializer.ts";
import { HttpError } from "../http/error-handler.ts";
import { OPTIONAL_SESSION } from "../http/openapi.ts";
import type { AnswerCache } from "./answer-cache.ts";
import { readCataloguePage } from "./catalogue-pages.ts";

/** Signed-in viewers get the full profile with the biodata customers may see; others the public one. */
const helperProfileAnswerSchema = z.union([customerHelperProfileSchema, publicHelperSchema]);

export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Where the answers are kept (answer-cache.ts: createAnswerCache). */
  cache: AnswerCache;
}> = async (app, { db, cache }) => {
  app.get(
    "/maids",
    {
      // Compressed once per answer by the cache, not per request by @fastify/compress.
      compress: false,
      schema: {
        tags: ["catalogue"],
        summary: "A page of active helpers matching the filters, newest first",
        description:
          "Anyone may call this. Filters combine with AND; within a list any item matches; ranges " +
          "are inclusive, and a bound left out filters nothing. Anonymous viewers get " +
          "server-blurred photo URLs; signed-in viewers get clear ones.",
        querystring: catalogueQuerySchema,
        security: OPTIONAL_SESSION,
        response: { 200: catalogueListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await cache.send(request, reply, async (memo) => {
        const { page, limit, ...filters } = request.query;
        const offset = (page - 1) * limit;
        const { rows, total } = await readCataloguePage(db, filters, { offset, limit }, memo);
        const clearPhotos = familyViewer(request.viewer) !== null;
        return { maids: rows.map((row) => toPublicHelper(row, clearPhotos)), total, page, limit };
      });
      return reply;
    },
  );

  app.get(
    "/maids/:id",
    {
      // Compressed once per answer by the cache, not per request by @fastify/compress.
      compress: false,
      schema: {
        tags: ["catalogue"],
        summary: "One active helper",
        description:
          "Answers the helper object itself. Signed-in viewers get the full profile (date of birth, " +
          "personal details, loan, employment history) and her biodata without her home address " +
          "and home contact number, and without her medical history unless the agency has " +
          "engaged with this family about her (recommended her, an interview request, a " +
          "placement case) or the viewer is an administrator; anonymous viewers get the public " +
          "fields only. A helper a placement case holds is off the public site (404), but her " +
          "own family (the case's customer) and administrators still get her profile.",
        params: helperIdParamsSchema,
        security: OPTIONAL_SESSION,
        response: { 200: helperProfileAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Read on every request: engagements (recommendations, interview requests, placement
      // cases) do not change the catalogue's version, so the cache keeps both versions apart.
      const viewer = familyViewer(request.viewer);
      const { id } = request.params;
      const profileViewer: ProfileViewer = viewer && {
        id: viewer.id,
        isStaff: viewer.role === "admin",
      };
      const medicalHistory =
        viewer !== null &&
        (seesPrivateHelperFields(viewer) || (await agencyEngagedAbout(db, viewer.id, id)));
      const profileFor = async (seenBy: ProfileViewer) => {
        const record = await findHelperProfileFor(db, id, seenBy);
        if (!record) throw new HttpError(404, API_MESSAGES.helperNotFound);
        if (!viewer) return toPublicHelper(record, false);
        const biodata = await findBiodata(db, record.maid.id);
        return toCustomerHelperProfile({ ...record, biodata }, { medicalHistory });
      };
      try {
        await cache.send(
          request,
          reply,
          () => profileFor(null),
          medicalHistory ? "medical-history" : undefined,
        );
        return reply;
      } catch (error) {
        // Off the public site: a helper a case holds is still shown to her own family and to
        // staff, answered for them alone, never from (or into) the shared cache.
        if (!viewer || !(error instanceof HttpError && error.statusCode === 404)) throw error;
        const answer = await profileFor(profileViewer);
        reply.header("Cache-Control", "private, no-store");
        return answer;
      }
    },
  );

  app.get(
    "/top-maids",
    {
      // Compressed once per answer by the cache, not per request by @fastify/compress.
      compress: false,
      schema: {
        tags: ["catalogue"],
        summary: `Up to ${TOP_HELPERS_COUNT} available helpers for the landing page`,
        security: OPTIONAL_SESSION,
        response: { 200: topHelpersResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await cache.send(request, reply, async () => {
        const rows = await listTopHelpers(db, TOP_HELPERS_COUNT);
        return rows.map((row) => toPublicHelper(row, familyViewer(request.viewer) !== null));
      });
      return reply;
    },
  );
};
