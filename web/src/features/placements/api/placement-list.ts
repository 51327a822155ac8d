import { placementListSchema } from "@maids/contract/placements.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

export type OwnerFilter = "mine" | "all";

function getPlacementList(params: Record<string, string>, signal?: AbortSignal) {
  return apiRequest("/api/admin/placements", {
    schema: placementListSchema,
    query: params,
    signal,
  });
}

/** The active cases (the board's), newest-changed first; the last answer stays while the next loads. */
export function useActivePlacements(owner: OwnerFilter) {
  const params = { owner, active: "true" };
  return useQuery({
    queryKey: queryKeys.placementList(params),
    queryFn: ({ signal }) => getPlacementList(params, signal),
    placeholderData: keepPreviousData,
  });
}
