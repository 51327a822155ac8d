import { z } from "zod";
import { MAX_PAGE_SIZE } from "./limits.ts";

function wholeNumberParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` });
}

/**
 * `?page=&limit=` of a paged list. `limit` above the maximum is clamped, not refused, so older
 * clients still get a page.
 */
export function pagingQuerySchema(defaultLimit: number, itemsName: string) {
  return z.object({
    page: wholeNumberParam("page").default(1).describe("Page number, from 1."),
    limit: wholeNumberParam("limit")
      .default(defaultLimit)
      .transform((limit) => Math.min(limit, MAX_PAGE_SIZE))
      .describe(
        `${itemsName} per page, 1 to ${MAX_PAGE_SIZE}; larger values are clamped to ${MAX_PAGE_SIZE}.`,
      ),
  });
}
