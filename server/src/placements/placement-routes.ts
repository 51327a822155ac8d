import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  createPlacementBodySchema,
  customerHiringSchema,
  dashboardSchema,
  medicalExaminationBodySchema,
  placementCandidateBodySchema,
  placementCaseSchema,
  placementIdParamsSchema,
  placementListQuerySchema,
  placementListSchema,
  placementNoteBodySchema,
  releaseBodySchema,
  stageChangeBodySchema,
  updatePlacementBodySchema,
} from "@maids/contract/placements.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaffPermission, signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { type PlacementOptions, placementService } from "./placement-service.ts";

const tags = ["admin: placements"];
const errors = errorAnswers(401, 403);
const readErrors = { ...errors, ...errorAnswers(400, 404) };
const writeErrors = { ...readErrors, ...errorAnswers(409) };
const CONFLICTS =
  "409 answers carry a `code`: `stale_version` (reload and try again), `stage_not_allowed`, " +
  "`stage_requirements_missing` (`errors` names each missing fact), `helper_held`, " +
  "`not_eligible`, `date_not_allowed` (a step dated after today or before the step it " +
  "follows), `passport_before_permit` or `transfer_window_closed`. A recorded date that " +
  "changes is kept on the " +
  "timeline as a correction.";

interface PlacementRouteOptions {
  db: Db;
  placements: PlacementOptions;
}

/** Placement cases for staff (docs/product.md#placements); guards come from the /api/admin prefix. */
export const placementRoutes: FastifyPluginAsyncZod<PlacementRouteOptions> = async (
  app,
  { db, placements },
) => {
  const service = placementService(db, placements);

  app.get(
    "/placements",
    {
      schema: {
        tags,
        summary: "Cases, most recently changed first, with the count in each stage",
        querystring: placementListQuerySchema,
        response: { 200: placementListSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { owner, page, ...filter } = request.query;
      const ownerId = owner === "mine" ? signedInViewer(request).id : undefined;
      return service.list({ ...filter, ownerId }, page);
    },
  );

  app.post(
    "/placements",
    {
      schema: {
        tags,
        summary: "Open a case for a family (an enquiry), with a helper they consider if known",
        body: createPlacementBodySchema,
        response: { 201: placementCaseSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      if (request.body.ownerId !== undefined && request.body.ownerId !== viewer.id) {
        requireStaffPermission(request, "cases.assign");
      }
      reply.status(201);
      return service.create(request.body, viewer.id);
    },
  );

  app.get(
    "/placements/:id",
    {
      schema: {
        tags,
        summary: "One case: parties, facts, next allowed stages, due dates and timeline",
        params: placementIdParamsSchema,
        response: { 200: placementCaseSchema, ...readErrors },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.patch(
    "/placements/:id",
    {
      schema: {
        tags,
        summary: "Change a case's facts, owner or kind, against the version read",
        description: CONFLICTS,
        params: placementIdParamsSchema,
        body: updatePlacementBodySchema,
        response: { 200: placementCaseSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) => {
      // Who owns the case is the owner's and administrators' to say (contract/src/staff-roles.ts).
      if (request.body.ownerId !== undefined) requireStaffPermission(request, "cases.assign");
      return service.update(request.params.id, request.body, signedInViewer(request).id);
    },
  );

  app.post(
    "/placements/:id/stage",
    {
      schema: {
        tags,
        summary: "Move a case to its next stage or out of the main path",
        description: CONFLICTS,
        params: placementIdParamsSchema,
        body: stageChangeBodySchema,
        response: { 200: placementCaseSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) =>
      service.changeStage(request.params.id, request.body, signedInViewer(request).id),
  );

  app.post(
    "/placements/:id/notes",
    {
      schema: {
        tags,
        summary: "Add a staff note to a case's timeline (never shown to the family)",
        params: placementIdParamsSchema,
        body: placementNoteBodySchema,
        response: { 200: placementCaseSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) =>
      service.addNote(request.params.id, request.body.note, signedInViewer(request).id),
  );

  app.post(
    "/placements/:id/medical-examinations",
    {
      schema: {
        tags,
        summary: "Record a medical examination she had: on the case and on her record",
        description:
          "The next six-monthly examination falls due six months after her latest one; a result " +
          "of not_fit flags the case. 409 when the case has ended or has no helper selected.",
        params: placementIdParamsSchema,
        body: medicalExaminationBodySchema,
        response: { 200: placementCaseSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) =>
      service.recordMedical(request.params.id, request.body, signedInViewer(request).id),
  );

  app.post(
    "/placements/:id/release",
    {
      schema: {
        tags,
        summary: "Record the release of the helper a case let go after her arrival",
        description:
          "A case cancelled or replaced once she was in Singapore keeps her off the public site " +
          "until this: her permit cancelled, offered for transfer (with her consent), or " +
          "repatriated, on a day not after today. 409 when the case holds no helper awaiting it.",
        params: placementIdParamsSchema,
        body: releaseBodySchema,
        response: { 200: placementCaseSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) => service.release(request.params.id, request.body, signedInViewer(request).id),
  );

  app.post(
    "/placements/:id/candidates",
    {
      schema: {
        tags,
        summary: "Add a helper the family considers",
        params: placementIdParamsSchema,
        body: placementCandidateBodySchema,
        response: { 200: placementCaseSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) =>
      service.addCandidate(request.params.id, request.body.maidId, signedInViewer(request).id),
  );

  app.get(
    "/dashboard",
    {
      schema: {
        tags,
        summary: "Overdue and upcoming dates, cases by stage, interview requests in no case",
        querystring: z.object({
          owner: z
            .union([z.literal("mine"), z.literal("all")], { error: "owner must be mine or all" })
            .default("all"),
        }),
        response: { 200: dashboardSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      service.dashboard(request.query.owner === "mine" ? signedInViewer(request).id : undefined),
  );
};

/** A family's own placements in plain words (guards from the /api/user prefix). */
export const hiringRoutes: FastifyPluginAsyncZod<PlacementRouteOptions> = async (
  app,
  { db, placements },
) => {
  const service = placementService(db, placements);
  app.get(
    "/hiring",
    {
      schema: {
        tags: ["my hiring"],
        summary: "The signed-in family's placement cases: steps, dates and whom to contact",
        response: { 200: customerHiringSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.hiringFor(signedInViewer(request).id),
  );
};
