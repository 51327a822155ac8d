import { catalogueListResponseSchema } from "@maids/contract/catalogue.ts";
import { type CatalogueFilterState, filtersToParams } from "@maids/contract/catalogue-filters.ts";
import { CATALOGUE_PAGE_SIZE } from "@maids/contract/limits.ts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** One page of the helpers matching the filters, as query parameters (filtersToParams). */
function getCatalogueHelpers(
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

/** The catalogue within filter parameters (filtersToParams), page by page. */
export const catalogueHelpersQuery = (filterParams: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.cataloguePage(filterParams),
    queryFn: ({ pageParam, signal }) => getCatalogueHelpers(filterParams, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ page, limit, total }) => (page * limit < total ? page + 1 : undefined),
  });

/** The filtered catalogue, page by page; the previous results stay while new filters load. */
export function useCatalogueHelpers(filters: CatalogueFilterState) {
  return useInfiniteQuery({
    ...catalogueHelpersQuery(filtersToParams(filters)),
    placeholderData: keepPreviousData,
  });
}
