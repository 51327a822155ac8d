import { catalogueListResponseSchema } from "@maids/contract/catalogue.ts";
import { type CatalogueFilterState, filtersToParams } from "@maids/contract/catalogue-filters.ts";
import { CATALOGUE_PAGE_SIZE } from "@maids/contract/limits.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** One page of the helpers matching the filters, as query parameters (filtersToParams). */
function getCatalogueMaids(
  filterParams: Record<string, string>,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest("/api/catalogue/maids", {
    schema: catalogueListResponseSchema,
    query: { page, limit: CATALOGUE_PAGE_SIZE, ...filterParams },
    signal,
  });
}

/** The filtered catalogue, page by page; the previous results stay while new filters load. */
export function useCatalogueHelpers(filters: CatalogueFilterState) {
  const filterParams = filtersToParams(filters);
  return useInfiniteQuery({
    queryKey: queryKeys.cataloguePage(filterParams),
    queryFn: ({ pageParam, signal }) => getCatalogueMaids(filterParams, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ page, limit, total }) => (page * limit < total ? page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
