import { z } from "zod";
import { catalogueFilterShape, withOrderedRanges } from "./catalogue-filters.ts";
import { publicHelperSchema } from "./helper.ts";
import { CATALOGUE_PAGE_SIZE, MAX_WHOLE_LIST_PAGE_SIZE, TOP_HELPERS_COUNT } from "./limits.ts";
import { pagingQuerySchema } from "./paging.ts";

/** Up to 1,000 a page: the original front end asks for the whole catalogue at once (ADR 0018). */
export const pageQuerySchema = pagingQuerySchema(
  CATALOGUE_PAGE_SIZE,
  "Helpers",
  MAX_WHOLE_LIST_PAGE_SIZE,
);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of the catalogue, filtered: AND across groups, any-of within a list, ranges inclusive. */
export const catalogueQuerySchema = withOrderedRanges(pageQuerySchema.extend(catalogueFilterShape));
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const catalogueListResponseSchema = z.object({
  maids: z.array(publicHelperSchema),
  total: z.number().int().describe("Helpers matching the query, over all pages."),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CatalogueListResponse = z.infer<typeof catalogueListResponseSchema>;

export const helperIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "id must be a whole number" })
    .int({ error: "id must be a whole number" })
    .positive({ error: "id must be a whole number" }),
});

export const topHelpersResponseSchema = z
  .array(publicHelperSchema)
  .max(TOP_HELPERS_COUNT)
  .describe(`Up to ${TOP_HELPERS_COUNT} available helpers, best rated first.`);
