import { apiErrorSchema } from "@maids/contract/errors.ts";
import {
  familyRequirementsInputSchema,
  requirementsAnswerSchema,
} from "@maids/contract/family-requirements.ts";
import {
  customerMatchesParamsSchema,
  matchesPageSchema,
  matchesPagingSchema,
  matchesQuerySchema,
  publicMatchesBodySchema,
  staffMatchesSchema,
} from "@maids/contract/matches.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { familyViewer, signedInViewer } from "../auth/access-control.ts";
import { toPublicHelper } from "../helpers/helper-serializer.ts";
import { errorAnswers } from "../http/error-answers.ts";
import { OPTIONAL_SESSION } from "../http/openapi.ts";
import type { MatchService, RankedPage } from "./match-service.ts";

const tags = ["matching"];
const errors = errorAnswers(400, 401, 403);

/** A ranked page as answered: each helper's card and her fit, criterion by criterion. */
function toMatchesPage({ entries, ...page }: RankedPage, signedIn: boolean) {
  return {
    ...page,
    matches: entries.map(({ record, fit }) => ({
      maid: toPublicHelper(record, signedIn),
      points: fit.points,
      maxPoints: fit.maxPoints,
      criteria: fit.criteria,
    })),
  };
}

/** A family's requirements and its ranked helpers, under /api/user. */
export const familyMatchingRoutes: FastifyPluginAsyncZod<{ matches: MatchService }> = async (
  app,
  { matches },
) => {
  app.get(
    "/requirements",
    {
      schema: {
        tags,
        summary: "The signed-in family's requirements (its job order)",
        description:
          "Empty requirements, `updatedAt` null, before the first save. Families only (403).",
        response: { 200: requirementsAnswerSchema, ...errors },
      },
    },
    async (request) => matches.ownRequirements(signedInViewer(request)),
  );

  app.put(
    "/requirements",
    {
      schema: {
        tags,
        summary: "Save the signed-in family's requirements, whole",
        description:
          "Every field is optional; the form sends them all as the family goes, and the last " +
          "save wins. A start date may not be past (Singapore's day).",
        body: familyRequirementsInputSchema,
        response: { 200: requirementsAnswerSchema, ...errors },
      },
      config: { formBody: true },
    },
    async (request) => matches.saveOwnRequirements(signedInViewer(request), request.body),
  );

  app.get(
    "/matches",
    {
      schema: {
        tags,
        summary: "Public helpers ranked against the signed-in family's requirements",
        description:
          "Best fit first (docs/product.md#helpers-who-fit), within the catalogue's filters; " +
          "helpers failing a must-have are left out. Reads her work history and biodata skills " +
          "as a signed-in family may; never her medical history. Empty without requirements.",
        querystring: matchesQuerySchema,
        response: { 200: matchesPageSchema, ...errors },
      },
    },
    async (request) =>
      toMatchesPage(await matches.familyMatches(signedInViewer(request), request.query), true),
  );
};

/** Requirements a visitor's browser keeps, ranked on public fields, under /api/catalogue. */
export const publicMatchingRoutes: FastifyPluginAsyncZod<{ matches: MatchService }> = async (
  app,
  { matches },
) => {
  app.post(
    "/matches",
    {
      schema: {
        tags,
        summary: "Public helpers ranked against requirements sent in the body",
        description:
          "Anyone may call this. Only the fields on a helper's card are read (no work history, " +
          "no biodata); anonymous viewers get blurred photo URLs.",
        body: publicMatchesBodySchema,
        security: OPTIONAL_SESSION,
        response: { 200: matchesPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { requirements, ...paging } = request.body;
      return toMatchesPage(
        await matches.publicMatches(requirements, paging),
        familyViewer(request.viewer) !== null,
      );
    },
  );
};

/** A customer's requirements beside their ranking, for staff, under /api/admin. */
export const staffMatchingRoutes: FastifyPluginAsyncZod<{ matches: MatchService }> = async (
  app,
  { matches },
) => {
  app.get(
    "/customers/:userId/matches",
    {
      schema: {
        tags,
        summary: "A customer's requirements and the helpers ranked against them",
        params: customerMatchesParamsSchema,
        querystring: matchesPagingSchema,
        response: { 200: staffMatchesSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const ranked = await matches.customerMatches(request.params.userId, request.query);
      return {
        ...toMatchesPage(ranked, true),
        customer: ranked.customer,
        requirements: ranked.requirements,
        updatedAt: ranked.updatedAt,
      };
    },
  );
};
