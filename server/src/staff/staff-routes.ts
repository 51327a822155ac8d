import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  createStaffBodySchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffBodySchema,
} from "@maids/contract/staff.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { staffService } from "./staff-service.ts";

const tags = ["admin: staff"];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...errors, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The agency's staff (its administrators), for administrators: the Settings screen. */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = staffService(db);

  app.get(
    "/staff",
    {
      schema: {
        tags,
        summary: "Every staff member (administrator), by name",
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
        summary: "Add a staff member: a new administrator account",
        description:
          "JSON with `name`, `email`, `password` (the password rules of reset-password), " +
          "`eaRegistrationNumber` (R1234567A) and `phone` (a Singapore mobile, any usual " +
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
        summary: "Change a staff member's name, EA registration number or phone",
        description:
          "JSON with any of `name`, `eaRegistrationNumber` and `phone`; the others stay.",
        params: staffIdParamsSchema,
        body: updateStaffBodySchema,
        response: { 200: staffMemberSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) => service.change(request.params.id, request.body, signedInViewer(request).id),
  );
};
