import {
  caseDocumentParamsSchema,
  documentPackSchema,
  documentTemplateListSchema,
  documentTemplateSchema,
  generatePackResultSchema,
  publishTemplateBodySchema,
  templateParamsSchema,
} from "@maids/contract/document-pack.ts";
import { placementIdParamsSchema } from "@maids/contract/placements.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInViewer } from "../auth/access-control.ts";
import type { EmployerFileService } from "../employer-file/employer-file-service.ts";
import { errorAnswers } from "../http/error-answers.ts";
import type { DocumentPackService } from "./document-pack-service.ts";
import type { DocumentTemplateService } from "./document-template-service.ts";
import { sendPdf } from "./send-pdf.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The document templates, the owner's (Settings → Document templates). */
export const documentTemplateRoutes: FastifyPluginAsyncZod<{
  templates: DocumentTemplateService;
}> = async (app, { templates }) => {
  const tags = ["admin: settings"];
  app.get(
    "/document-templates",
    {
      schema: {
        tags,
        summary: "The version in force of each document template, and the fields they may use",
        response: { 200: documentTemplateListSchema, ...errors },
      },
    },
    async () => templates.list(),
  );
  app.get(
    "/document-templates/:kind/:language/:version",
    {
      schema: {
        tags,
        summary: "An earlier version of a template, as a generated document records it",
        params: templateParamsSchema.extend({ version: z.coerce.number().int().min(1) }),
        response: { 200: documentTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, language, version } = request.params;
      return templates.version(kind, language, version);
    },
  );
  app.put(
    "/document-templates/:kind/:language",
    {
      schema: {
        tags,
        summary: "Publish a new version of a template, or its first in a language",
        description:
          "400 with every problem on `body`, each naming its line: a syntax error, a field " +
          "that does not exist, a field that would print an identity number in full. 409 " +
          "`stale_version` when another version was published since `basedOnVersion`.",
        params: templateParamsSchema,
        body: publishTemplateBodySchema,
        response: { 200: documentTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, language } = request.params;
      return templates.publish(kind, language, request.body, signedInViewer(request).id);
    },
  );
};

/** A case's document pack for staff (the case page's "Documents" panel). */
export const documentPackRoutes: FastifyPluginAsyncZod<{
  documents: DocumentPackService;
  employerFile: EmployerFileService;
}> = async (app, { documents, employerFile }) => {
  const tags = ["admin: documents"];
  const caseOf = (id: number) => employerFile.caseOf({ id });
  app.get(
    "/placements/:id/documents",
    {
      schema: {
        tags,
        summary: "The case's documents: the version in force of each, and earlier ones",
        params: placementIdParamsSchema,
        response: { 200: documentPackSchema, ...errors },
      },
    },
    async (request) => documents.packOf(await caseOf(request.params.id)),
  );
  app.post(
    "/placements/:id/documents",
    {
      schema: {
        tags,
        summary: "Generate the pack: a new version of each document whose text changed",
        description:
          "Documents whose text, template and signers are unchanged keep their version. 409 " +
          "when the case has no helper yet.",
        params: placementIdParamsSchema,
        response: { 200: generatePackResultSchema, ...errors },
      },
    },
    async (request) =>
      documents.generate(await caseOf(request.params.id), signedInViewer(request).id),
  );
  app.get(
    "/placements/:id/money/documents/:documentId/pdf",
    {
      compress: false,
      schema: {
        tags: ["admin: money"],
        summary: "An invoice, receipt, credit note or refund receipt as a PDF",
        params: caseDocumentParamsSchema,
        produces: ["application/pdf", "application/json"],
        response: { 200: z.any().describe("The PDF, as an attachment."), ...errors },
      },
    },
    async (request, reply) => {
      const found = await caseOf(request.params.id);
      return sendPdf(reply, await documents.moneyDocumentPdf(found, request.params.documentId));
    },
  );
  app.get(
    "/placements/:id/documents/pack.pdf",
    {
      compress: false,
      schema: {
        tags,
        summary: "Every document in force as one PDF, for the permit and insurance submissions",
        description:
          "Signed copies where every party signed (or the scan of a paper signing), the generated " +
          "document otherwise, in the pack's order. The merged file carries no digital signature: " +
          "each sealed document stays the record. 404 before the pack is generated.",
        params: placementIdParamsSchema,
        produces: ["application/pdf", "application/json"],
        response: { 200: z.any().describe("The PDF, as an attachment."), ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documents.mergedPack(await caseOf(request.params.id))),
  );
  app.get(
    "/placements/:id/documents/:documentId/pdf",
    {
      compress: false,
      schema: {
        tags,
        summary: "One document's PDF, exactly as generated",
        params: caseDocumentParamsSchema,
        produces: ["application/pdf", "application/json"],
        response: { 200: z.any().describe("The PDF, as an attachment."), ...errors },
      },
    },
    async (request, reply) => {
      const found = await caseOf(request.params.id);
      return sendPdf(reply, await documents.pdfOf(found, request.params.documentId));
    },
  );
};
