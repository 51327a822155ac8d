import { helperIdParamsSchema as idParamsSchema } from "@maids/contract/catalogue.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  deleteSupplierResponseSchema,
  SUPPLIER_MESSAGES,
  supplierInputSchema,
  supplierSchema,
  supplierSearchQuerySchema,
  suppliersSchema,
} from "@maids/contract/suppliers.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { Db } from "../db/database.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { supplierService } from "./supplier-service.ts";

const tags = ["admin: suppliers"];
const errors = errorAnswers(401, 403);
const writeErrors = { ...errors, ...errorAnswers(400, 404, 409) };
const BODY =
  "JSON with `companyName` (or `name`), `country`, `contactPerson`, `phone`, `email`, " +
  "`licenceNumber`, `address`, `notes` and `status` (`active` or `inactive`); other fields are " +
  "ignored. Errors answer `{message, errors: [{field, message}]}`; a taken name answers 409.";

/** The overseas partner agencies, for administrators (paths as the original front end calls them). */
export const supplierRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = supplierService(db);

  app.get(
    "/suppliers",
    {
      schema: {
        tags,
        summary: "Every supplier with its number of helpers, by name",
        querystring: supplierSearchQuerySchema,
        response: { 200: suppliersSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.search(request.query.query),
  );

  app.get(
    "/suppliers/search",
    {
      schema: {
        tags,
        summary: "Suppliers whose name, contact, email or country contains the query",
        querystring: supplierSearchQuerySchema,
        response: { 200: suppliersSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.search(request.query.query),
  );

  app.get(
    "/supplier/:id",
    {
      schema: {
        tags,
        summary: "One supplier",
        params: idParamsSchema,
        response: { 200: supplierSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.existing(request.params.id),
  );

  app.post(
    "/supplier",
    {
      schema: {
        tags,
        summary: "Add a supplier",
        description: BODY,
        body: supplierInputSchema,
        response: { 201: supplierSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request, reply) => {
      reply.status(201);
      return service.create(request.body, signedInViewer(request).id);
    },
  );

  app.put(
    "/supplier/:id",
    {
      schema: {
        tags,
        summary: "Change a supplier (all its fields, as the form holds them)",
        description: BODY,
        params: idParamsSchema,
        body: supplierInputSchema,
        response: { 200: supplierSchema, ...writeErrors },
      },
      config: { formBody: true },
    },
    async (request) => service.change(request.params.id, request.body, signedInViewer(request).id),
  );

  app.delete(
    "/supplier/:id",
    {
      schema: {
        tags,
        summary: "Delete a supplier that has no helpers",
        description: "A supplier with helpers answers 400 with a message: deactivate it instead.",
        params: idParamsSchema,
        response: { 200: deleteSupplierResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await service.remove(request.params.id, signedInViewer(request).id);
      return { success: true as const, message: SUPPLIER_MESSAGES.deleted };
    },
  );
};
