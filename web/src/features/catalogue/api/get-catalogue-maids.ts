import { catalogueListResponseSchema } from "@maids/contract/catalogue.ts";
import { CATALOGUE_PAGE_SIZE } from "@maids/contract/limits.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client.ts";

export function getCatalogueMaids(page: number, signal?: AbortSignal) {
  return apiRequest("/api/catalogue/maids", {
    schema: catalogueListResponseSchema,
    query: { page, limit: CATALOGUE_PAGE_SIZE },
    signal,
  });
}

export function useCatalogueMaids() {
  return useInfiniteQuery({
    queryKey: ["catalogue", "maids"],
    queryFn: ({ pageParam, signal }) => getCatalogueMaids(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ page, limit, total }) => (page * limit < total ? page + 1 : undefined),
  });
}
