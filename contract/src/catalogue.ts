import { z } from "zod";
import { catalogueFilterShape, withOrderedRanges } from "./catalogue-filters.ts";
import { CATALOGUE_PAGE_SIZE, MAX_PAGE_SIZE, TOP_HELPERS_COUNT } from "./limits.ts";
import { publicMaidSchema } from "./maid.ts";

function wholeNumberParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` });
}

/** `limit` above the maximum is clamped, not refused, so older clients still get a page. */
export const pageQuerySchema = z.object({
  page: wholeNumberParam("page").default(1).describe("Page number, from 1."),
  limit: wholeNumberParam("limit")
    .default(CATALOGUE_PAGE_SIZE)
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE))
    .describe(
      `Helpers per page, 1 to ${MAX_PAGE_SIZE}; larger values are clamped to ${MAX_PAGE_SIZE}.`,
    ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of the catalogue, filtered: AND across groups, any-of within a list, ranges inclusive. */
export const catalogueQuerySchema = withOrderedRanges(pageQuerySchema.extend(catalogueFilterShape));
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const catalogueListResponseSchema = z.object({
  maids: z.array(publicMaidSchema),
  total: z.number().int().describe("Helpers matching the query, over all pages."),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CatalogueListResponse = z.infer<typeof catalogueListResponseSchema>;

export const maidIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "id must be a whole number" })
    .int({ error: "id must be a whole number" })
    .positive({ error: "id must be a whole number" }),
});

export const topMaidsResponseSchema = z
  .array(publicMaidSchema)
  .max(TOP_HELPERS_COUNT)
  .describe(`Up to ${TOP_HELPERS_COUNT} available helpers, best rated first.`);
