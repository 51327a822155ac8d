import {
  employerFileSchema,
  FAMILY_SECTIONS,
  giveConsentBodySchema,
  PARTICULARS_SECTIONS,
  type ParticularsSection,
  revealBodySchema,
  revealedSchema,
  revealParamsSchema,
  SECTION_TITLES,
  sectionBodySchema,
  sectionParamsSchema,
} from "@maids/contract/employer-file.ts";
import {
  hiringReferenceParamsSchema,
  placementIdParamsSchema,
} from "@maids/contract/placements.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { signedInViewer } from "../auth/access-control.ts";
import { errorAnswers } from "../http/error-answers.ts";
import type { EmployerFileService, FileActor } from "./employer-file-service.ts";

interface EmployerFileRouteOptions {
  employerFile: EmployerFileService;
}

const errors = errorAnswers(400, 401, 403, 404, 409);
const WRITE_CONFLICTS =
  "409 answers carry a `code`: `consent_required` (no standing consent: give it first), " +
  "`stale_version` (the section changed since it was read: read the file again).";

type Locate = (request: Parameters<typeof signedInViewer>[0]) => Promise<{
  found: { id: number; reference: string; customerId: number };
  actor: FileActor;
}>;

/** The same calls for the family (its case by reference) and for staff (any case by id). */
function fileRoutes(
  locate: Locate,
  params: z.ZodObject,
  tags: string[],
  sections: readonly ParticularsSection[],
): FastifyPluginAsyncZod<EmployerFileRouteOptions> {
  return async (app, { employerFile }) => {
    app.get(
      "/employer-file",
      {
        schema: {
          tags,
          summary: "The family's consent and particulars, identity numbers masked",
          params,
          response: { 200: employerFileSchema, ...errors },
        },
      },
      async (request) => {
        const { found, actor } = await locate(request);
        return employerFile.fileOf(found, actor);
      },
    );

    app.post(
      "/consent",
      {
        schema: {
          tags,
          summary: "Record the family's consent to the consent text it read (staff: from paper)",
          description: "409 `text_changed` when that version is no longer the one in force.",
          params,
          body: giveConsentBodySchema,
          response: { 200: employerFileSchema, ...errors },
        },
      },
      async (request) => {
        const { found, actor } = await locate(request);
        return employerFile.giveConsent(found, request.body.textVersion, actor);
      },
    );

    app.post(
      "/consent/withdraw",
      {
        schema: {
          tags,
          summary:
            "Withdraw the family's consent: the particulars stop changing and are kept only as the law requires",
          params,
          response: { 200: employerFileSchema, ...errors },
        },
      },
      async (request) => {
        const { found, actor } = await locate(request);
        return employerFile.withdrawConsent(found, actor);
      },
    );

    for (const section of sections) {
      app.put(
        `/particulars/${section}`,
        {
          schema: {
            tags,
            summary: `Save the "${SECTION_TITLES[section]}" section whole`,
            description: `Every field may be left empty for later; the file lists what is missing. ${WRITE_CONFLICTS}`,
            params,
            body: sectionBodySchema(section),
            response: { 200: employerFileSchema, ...errors },
          },
        },
        async (request) => {
          const { found, actor } = await locate(request);
          return employerFile.saveSection(found, section, request.body, actor);
        },
      );
    }

    app.delete(
      "/particulars/:section",
      {
        schema: {
          tags,
          summary: "Remove a section (say, a sponsor no longer needed)",
          params: params.extend(sectionParamsSchema.shape),
          response: { 200: employerFileSchema, ...errors },
        },
      },
      async (request) => {
        const { found, actor } = await locate(request);
        const { section } = sectionParamsSchema.parse(request.params);
        return employerFile.removeSection(found, section, actor);
      },
    );
  };
}

/** The family's own file, under /api/user/hiring/:reference (guards from the prefix). */
export function familyFileRoutes(): FastifyPluginAsyncZod<EmployerFileRouteOptions> {
  return async (app, options) => {
    const { employerFile } = options;
    const locate: Locate = async (request) => {
      const viewer = signedInViewer(request);
      const { reference } = hiringReferenceParamsSchema.parse(request.params);
      const found = await employerFile.caseOf({ reference, customerId: viewer.id });
      return { found, actor: { userId: viewer.id, staff: false } };
    };
    await app.register(
      fileRoutes(locate, hiringReferenceParamsSchema, ["my hiring"], FAMILY_SECTIONS),
      {
        ...options,
        prefix: "/hiring/:reference",
      },
    );
  };
}

/** Any case's file for staff, under /api/admin/placements/:id; reveal is for owners and administrators. */
export function staffFileRoutes(): FastifyPluginAsyncZod<EmployerFileRouteOptions> {
  return async (app, options) => {
    const { employerFile } = options;
    const locate: Locate = async (request) => {
      const viewer = signedInViewer(request);
      const { id } = placementIdParamsSchema.parse(request.params);
      const found = await employerFile.caseOf({ id });
      return { found, actor: { userId: viewer.id, staff: true } };
    };
    const staffTags = ["admin: family's file"];
    await app.register(
      fileRoutes(locate, placementIdParamsSchema, staffTags, PARTICULARS_SECTIONS),
      {
        ...options,
        prefix: "/placements/:id",
      },
    );

    app.post(
      "/placements/:id/particulars/:section/reveal",
      {
        schema: {
          tags: ["admin: family's file"],
          summary: "The full identity number, for a stated purpose written to the audit log",
          params: placementIdParamsSchema.extend(revealParamsSchema.shape),
          body: revealBodySchema,
          response: { 200: revealedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const found = await employerFile.caseOf({ id: request.params.id });
        reply.header("cache-control", "no-store");
        return employerFile.reveal(
          found,
          request.params.section,
          request.body.purpose,
          signedInViewer(request).id,
        );
      },
    );
  };
}
