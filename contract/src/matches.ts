import { z } from "zod";
import { catalogueFilterShape, withOrderedRanges } from "./catalogue-filters.ts";
import { CRITERIA, familyRequirementsSchema } from "./family-requirements.ts";
import { publicHelperSchema } from "./helper.ts";
import { MATCH_LEVELS } from "./matching.ts";
import { idParamSchema, pagingQuerySchema } from "./paging.ts";

/** Helpers a page of ranked matches holds by default, and at most. */
export const MATCHES_PAGE_SIZE = 12;
export const MAX_MATCHES_PAGE_SIZE = 48;

export const criterionResultSchema = z.object({
  criterion: z.enum(CRITERIA),
  level: z.enum(MATCH_LEVELS),
  reason: z.string().describe("In plain words, from her record."),
  mustHave: z
    .boolean()
    .describe("The family marked it a must-have (she meets it at least partly)."),
});

export const helperMatchSchema = z.object({
  maid: publicHelperSchema,
  points: z.number().int().describe("2 for each criterion met, 1 for each partly met."),
  maxPoints: z.number().int(),
  criteria: z.array(criterionResultSchema).describe("Every criterion the requirements call for."),
});
export type HelperMatch = z.infer<typeof helperMatchSchema>;

export const matchesPageSchema = z.object({
  matches: z.array(helperMatchSchema),
  total: z.number().int().describe("Helpers ranked (those failing a must-have are left out)."),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MatchesPage = z.infer<typeof matchesPageSchema>;

/** `?page=&limit=` of a ranking. */
export const matchesPagingSchema = pagingQuerySchema(
  MATCHES_PAGE_SIZE,
  "Helpers",
  MAX_MATCHES_PAGE_SIZE,
);
const matchesPaging = matchesPagingSchema;

/** GET /api/user/matches: a page of the family's ranking, within the catalogue's filters. */
export const matchesQuerySchema = withOrderedRanges(matchesPaging.extend(catalogueFilterShape));
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;

/** POST /api/catalogue/matches: requirements kept by the visitor's browser, ranked on public fields. */
export const publicMatchesBodySchema = matchesPaging.extend({
  requirements: familyRequirementsSchema,
});

/** GET /api/admin/customers/:id/matches: the customer's requirements beside their ranking. */
export const staffMatchesSchema = matchesPageSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string() }),
  requirements: familyRequirementsSchema,
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffMatches = z.infer<typeof staffMatchesSchema>;

export const customerMatchesParamsSchema = z.object({ userId: idParamSchema("userId") });
