import fastifyMultipart from "@fastify/multipart";
import {
  createSigningLinkBodySchema,
  documentToReadSchema,
  employerSignBodySchema,
  linkSignBodySchema,
  PAPER_SCAN_MAX_BYTES,
  SIGNING_MESSAGES,
  signingLinkSchema,
  signingLinkViewSchema,
  signResultSchema,
  staffSignBodySchema,
} from "@maids/contract/document-pack.ts";
import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  hiringReferenceParamsSchema,
  placementIdParamsSchema,
} from "@maids/contract/placements.ts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInViewer } from "../auth/access-control.ts";
import { ConflictError, InvalidError, onField } from "../domain-errors.ts";
import type { EmployerFileService } from "../employer-file/employer-file-service.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { multipartBody } from "../http/openapi.ts";
import type { DocumentPackService } from "./document-pack-service.ts";
import type { DocumentSigningService, RequestOrigin } from "./document-signing-service.ts";
import { sendPdf } from "./send-pdf.ts";

interface SigningRouteOptions {
  signing: DocumentSigningService;
  documents: DocumentPackService;
  employerFile: EmployerFileService;
  /** The case owner's id: only they sign for the agency. */
  caseOwnerId: (caseId: number) => Promise<number>;
}

const errors = errorAnswers(400, 401, 403, 404, 409, 410);
const SIGN_DESCRIPTION =
  "Each document with the SHA-256 of the PDF the signer was shown: 409 `document_changed` " +
  '("This document changed; please read it again") when it changed or was replaced since. ' +
  "A drawn signature is a PNG (base64) of at most 200 KB, checked by its content. A document " +
  "every party has signed is sealed: its PDF carries the signatures, a signing record and the " +
  "agency's digital signature.";

const originOf = (request: FastifyRequest): RequestOrigin => ({
  ipAddress: request.ip,
  userAgent: String(request.headers["user-agent"] ?? ""),
});

const pdfRoute = {
  compress: false as const,
  produces: ["application/pdf", "application/json"],
  response: { 200: z.any().describe("The PDF, as an attachment."), ...errors },
};

/** Staff: signers in person on the agency's device, the case owner, and signing links. */
export const staffSigningRoutes: FastifyPluginAsyncZod<SigningRouteOptions> = async (
  app,
  { signing, employerFile, caseOwnerId },
) => {
  const tags = ["admin: documents"];
  const caseOf = (id: number) => employerFile.caseOf({ id });
  await app.register(fastifyMultipart, {
    limits: { fileSize: PAPER_SCAN_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  app.post(
    "/placements/:id/documents/:documentId/paper-copy",
    {
      schema: {
        tags,
        summary: "Record a document signed on paper, with its scan",
        description:
          "multipart/form-data with `file`: the signed copy as a PDF, JPEG or PNG (read by its " +
          "content, at most 10 MB); an image is kept as a one-page PDF. The document is then " +
          'signed on paper; its agreements all signed, the case moves past "Agreements signed".',
        params: placementIdParamsSchema.extend({
          documentId: z.coerce.number().int().positive(),
        }),
        response: { 204: z.null(), 413: apiErrorSchema, ...errors },
      },
      config: {
        documentedBody: multipartBody(
          { file: { type: "string", format: "binary", description: "The signed copy." } },
          { required: ["file"] },
        ),
      },
    },
    async (request, reply) => {
      const found = await caseOf(request.params.id);
      const part = await request.file();
      if (!part)
        throw new InvalidError(
          SIGNING_MESSAGES.paperFile,
          onField("file", SIGNING_MESSAGES.paperFile),
        );
      const scan = await part.toBuffer();
      await signing.recordPaperCopy(
        found,
        request.params.documentId,
        scan,
        signedInViewer(request).id,
      );
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/placements/:id/documents/sign",
    {
      schema: {
        tags,
        summary: "Sign for the agency (the case owner, last), or witness a signer in person",
        description: `\`role\` case_owner: only the case's owner, after every other signer. A spouse, sponsor or helper signing on the agency's device is recorded as in person, witnessed by the staff member signed in. ${SIGN_DESCRIPTION}`,
        params: placementIdParamsSchema,
        body: staffSignBodySchema,
        response: { 200: signResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedInViewer(request);
      const found = await caseOf(request.params.id);
      const { role, ...body } = request.body;
      if (role === "case_owner") {
        if ((await caseOwnerId(found.id)) !== viewer.id) {
          throw new ConflictError(SIGNING_MESSAGES.onlyOwner);
        }
        const signer = {
          role,
          channel: "staff_account",
          userId: viewer.id,
          witnessUserId: null,
        } as const;
        return signing.sign(found, signer, body, originOf(request));
      }
      const signer = {
        role,
        channel: "in_person",
        userId: null,
        witnessUserId: viewer.id,
      } as const;
      return signing.sign(found, signer, body, originOf(request));
    },
  );
  app.post(
    "/placements/:id/documents/signing-links",
    {
      schema: {
        tags,
        summary: "A personal signing link for a signer, withdrawing their earlier ones",
        description:
          "Mailed to the family's email address for the employer, spouse and sponsor; for the " +
          "helper, answered with a one-time code (shown once) for staff to give her. 409 when " +
          "the signer has nothing left to sign.",
        params: placementIdParamsSchema,
        body: createSigningLinkBodySchema,
        response: { 200: signingLinkSchema, ...errors },
      },
    },
    async (request) =>
      signing.createLink(
        await caseOf(request.params.id),
        request.body.role,
        signedInViewer(request).id,
      ),
  );
  app.post(
    "/placements/:id/documents/signing-links/:linkId/revoke",
    {
      schema: {
        tags,
        summary: "Withdraw a signing link",
        params: placementIdParamsSchema.extend({ linkId: z.coerce.number().int().positive() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const found = await caseOf(request.params.id);
      await signing.revokeLink(found, request.params.linkId, signedInViewer(request).id);
      return reply.code(204).send(null);
    },
  );
};

/** The family: its case's documents to read, sign and download (My hiring). */
export const familySigningRoutes: FastifyPluginAsyncZod<SigningRouteOptions> = async (
  app,
  { signing, documents, employerFile },
) => {
  const tags = ["my hiring"];
  const caseOf = (request: FastifyRequest) =>
    employerFile.caseOf({
      reference: hiringReferenceParamsSchema.parse(request.params).reference,
      customerId: signedInViewer(request).id,
    });
  app.get(
    "/hiring/:reference/documents",
    {
      schema: {
        tags,
        summary: "The case's documents, to read and sign, with who has signed",
        params: hiringReferenceParamsSchema,
        response: { 200: z.array(documentToReadSchema), ...errors },
      },
    },
    async (request) => signing.readable(await caseOf(request)),
  );
  app.get(
    "/hiring/:reference/documents/:documentId/pdf",
    {
      compress: pdfRoute.compress,
      schema: {
        tags,
        summary: "A document's PDF: the sealed one once every party signed",
        params: hiringReferenceParamsSchema.extend({
          documentId: z.coerce.number().int().positive(),
        }),
        produces: pdfRoute.produces,
        response: pdfRoute.response,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documents.pdfOf(await caseOf(request), request.params.documentId)),
  );
  app.get(
    "/hiring/:reference/money/documents/:documentId/pdf",
    {
      compress: pdfRoute.compress,
      schema: {
        tags,
        summary:
          "An invoice, receipt, credit note or refund receipt of the family's case, as a PDF",
        params: hiringReferenceParamsSchema.extend({
          documentId: z.coerce.number().int().positive(),
        }),
        produces: pdfRoute.produces,
        response: pdfRoute.response,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documents.moneyDocumentPdf(await caseOf(request), request.params.documentId),
      ),
  );
  app.post(
    "/hiring/:reference/documents/sign",
    {
      schema: {
        tags,
        summary: "The employer signs, confirming the last four characters of the NRIC/FIN on file",
        description: SIGN_DESCRIPTION,
        params: hiringReferenceParamsSchema,
        body: employerSignBodySchema,
        response: { 200: signResultSchema, ...errors },
      },
    },
    async (request) =>
      signing.signAsEmployer(
        await caseOf(request),
        request.body,
        signedInViewer(request).id,
        originOf(request),
      ),
  );
};

const tokenParams = z.object({ token: z.string().min(20).max(100) });

/** Anyone holding a personal signing link: what it opens, and signing through it. */
export const linkSigningRoutes: FastifyPluginAsyncZod<SigningRouteOptions> = async (
  app,
  { signing },
) => {
  const tags = ["signing links"];
  app.get(
    "/:token",
    {
      schema: {
        tags,
        summary: "The documents this link's signer has yet to sign",
        description: "410 when the link expired, was used or withdrawn; 404 when it never existed.",
        params: tokenParams,
        response: { 200: signingLinkViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return signing.linkView(request.params.token);
    },
  );
  app.post(
    "/:token",
    {
      schema: {
        tags,
        summary: "Sign through the link (with the helper's one-time code); the link is then spent",
        description: `${SIGN_DESCRIPTION} After ${5} wrong codes the link stops working (410).`,
        params: tokenParams,
        body: linkSignBodySchema,
        response: { 200: signResultSchema, ...errors },
      },
    },
    async (request) =>
      signing.signThroughLink(request.params.token, request.body, originOf(request)),
  );
};
