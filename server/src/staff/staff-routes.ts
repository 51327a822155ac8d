import {
  createStaffBodySchema,
  deactivateStaffBodySchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffBodySchema,
} from "@maids/contract/staff.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { staffService } from "./staff-service.ts";

const tags = ["admin: staff"];
const errors = errorAnswers(401, 403);
const writeErrors = { ...errors, ...errorAnswers(400, 404, 409) };

/**
 * The agency's staff, for staff: the Settings screen. Every change is the owner's
 * (contract/src/staff-roles.ts, checked before the route runs).
 */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = staffService(db);

  app.get(
    "/staff",
    {
      schema: {
        tags,
        summary: "Every staff member, active or not, by name",
        response: { 200: staffListSchema, ...errors },
      },
    },
    async () => service.list(),
  );

  app.post(
    "/staff",
    {
      schema: {
        tags,
        summary: "Add a staff member (the owner only)",
        description:
          "JSON with `name`, `email`, `password` (the password rules of reset-password), " +
          "`role` (ea_personnel when left out), `eaRegistrationNumber` (R1234567A; required " +
          "for owner, administrator and ea_personnel) and `phone` (a Singapore mobile, any usual " +
          "writing; stored as 6591234567). Errors answer `{message, errors: [{field, message}]}`; " +
          "an email that already has an account answers 409.",
        body: createStaffBodySchema,
        response: { 201: staffMemberSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request, reply) => {
      const created = await service.create(request.body, signedInViewer(request).id);
      reply.status(201);
      return created;
    },
  );

  app.patch(
    "/staff/:id",
    {
      schema: {
        tags,
        summary: "Change a staff member's name, email, role, EA registration number or phone",
        description:
          "JSON with any of `name`, `email`, `role`, `eaRegistrationNumber` and `phone`; the " +
          "others stay. The last active owner cannot lose the owner's role (409 `last_owner`). " +
          "The owner only; the audit log keeps each field's before and after.",
        params: staffIdParamsSchema,
        body: updateStaffBodySchema,
        response: { 200: staffMemberSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) => service.change(request.params.id, request.body, signedInViewer(request).id),
  );

  app.post(
    "/staff/:id/deactivate",
    {
      schema: {
        tags,
        summary: "Deactivate a staff member who leaves (the owner only)",
        description:
          "Their sessions end at once and they cannot sign in; their open cases pass to " +
          "`reassignTo` (required when they have any), each case's timeline saying so, all or " +
          "nothing. They stay in history. Not yourself, not the last active owner (409).",
        params: staffIdParamsSchema,
        body: deactivateStaffBodySchema,
        response: { 200: staffMemberSchema, ...writeErrors },
      },
    },
    async (request) =>
      service.deactivate(request.params.id, request.body, signedInViewer(request).id),
  );

  app.post(
    "/staff/:id/reactivate",
    {
      schema: {
        tags,
        summary: "Let a deactivated staff member sign in again (the owner only)",
        params: staffIdParamsSchema,
        response: { 200: staffMemberSchema, ...writeErrors },
      },
    },
    async (request) => service.reactivate(request.params.id, signedInViewer(request).id),
  );
};
