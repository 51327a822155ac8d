import { ADMIN_HELPERS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "@/shared/ui-limits.ts";
import { useDebouncedValue } from "@/shared/use-debounced-value.ts";
import { useAdminHelpersPage } from "../api/get-admin-helpers-page.ts";
import { type AdminFilters, adminListParams } from "../utils/admin-filters.ts";

/** A page number with the search and filters it was chosen for. */
type Paging = { listKey: string; page: number };

/**
 * The search (sent 300 ms after typing stops), the filters and the page, asked of the server.
 * A new search or filter starts again at page 1; a page emptied by deletions falls back to
 * the last one.
 */
export function useAdminHelpersList(filters: AdminFilters) {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const params = adminListParams(settled, filters);
  const listKey = JSON.stringify(params);
  const [paging, setPaging] = useState<Paging>({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const query = useAdminHelpersPage({
    ...params,
    page: String(page),
    limit: String(ADMIN_HELPERS_PAGE_SIZE),
  });
  const total = query.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / ADMIN_HELPERS_PAGE_SIZE));

  if (total !== undefined && !query.isPlaceholderData && page > pageCount) {
    setPaging({ listKey, page: pageCount });
  }

  return {
    /** The search and filters as the page request sends them, without page and limit. */
    params,
    search,
    setSearch,
    searching: search.trim() !== settled || query.isFetching,
    query,
    page,
    pageCount,
    setPage: (next: number) => setPaging({ listKey, page: next }),
  };
}
