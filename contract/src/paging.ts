import { z } from "zod";
import { MAX_PAGE_SIZE } from "./limits.ts";

function wholeNumberParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` });
}

/** A record's id in a path or a query: a whole number from 1, sent as text. */
export function idParamSchema(name: string) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a whole number` });
}

/**
 * `?page=&limit=` of a paged list. `limit` above `maxLimit` (`MAX_PAGE_SIZE` unless the list is
 * one that older clients ask for whole) is clamped, not refused, so older clients still get a page.
 */
export function pagingQuerySchema(
  defaultLimit: number,
  itemsName: string,
  maxLimit: number = MAX_PAGE_SIZE,
) {
  return z.object({
    page: wholeNumberParam("page").default(1).describe("Page number, from 1."),
    limit: wholeNumberParam("limit")
      .default(defaultLimit)
      .transform((limit) => Math.min(limit, maxLimit))
      .describe(
        `${itemsName} per page, 1 to ${maxLimit}; larger values are clamped to ${maxLimit}.`,
      ),
  });
}
