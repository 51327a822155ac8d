/**
 * catalogue/: one page of the catalogue and its total, with what can be kept until the
 * catalogue changes (`memo`, answer-cache.ts) kept: the total per filter set (ADR 0022), and
 * for deep pages the id where their stretch of the list starts (ADR 0025).
 */
import type { CatalogueFilters } from "@maids/contract/catalogue-filters.ts";
import type { Db } from "../db/database.ts";
import {
  catalogueFiltersKey,
  countActiveHelpers,
  findCatalogueIdAtRank,
  type HelperWithDetails,
  listActiveHelpersPage,
} from "../helpers/helper-repository.ts";
import type { Memo } from "./answer-cache.ts";

/**
 * A page's OFFSET walks at most this many matching helpers: deeper pages start from the id at
 * the last multiple of it before them, found once per filter set until the catalogue changes.
 */
export const ANCHOR_SPAN = 1000;

export interface CataloguePage {
  rows: HelperWithDetails[];
  total: number;
}

export async function readCataloguePage(
  db: Db,
  filters: CatalogueFilters,
  page: { offset: number; limit: number },
  memo: Memo,
  anchorSpan = ANCHOR_SPAN,
): Promise<CataloguePage> {
  const filtersKey = catalogueFiltersKey(filters);
  const [rows, total] = await Promise.all([
    pageRows(db, filters, filtersKey, page, memo, anchorSpan),
    // Every page of one filter set (and the same set in another order) counts once.
    memo(`count ${filtersKey}`, () => countActiveHelpers(db, filters)),
  ]);
  return { rows, total };
}

async function pageRows(
  db: Db,
  filters: CatalogueFilters,
  filtersKey: string,
  { offset, limit }: { offset: number; limit: number },
  memo: Memo,
  anchorSpan: number,
): Promise<HelperWithDetails[]> {
  const anchorRank = offset - (offset % anchorSpan);
  if (anchorRank === 0) return listActiveHelpersPage(db, filters, { offset, limit });
  const anchorId = await memo(`anchor ${anchorRank} ${filtersKey}`, () =>
    findCatalogueIdAtRank(db, filters, anchorRank),
  );
  if (anchorId === null) return [];
  return listActiveHelpersPage(db, filters, {
    offset: offset - anchorRank,
    limit,
    atOrBelowId: anchorId,
  });
}
