import { placementCaseSchema } from "@maids/contract/placements.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getPlacement(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/placements/${id}`, { schema: placementCaseSchema, signal });
}

/** One case, whole; `enabled` lets a card load it only when its menu opens. */
export function usePlacement(id: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.placement(id),
    queryFn: ({ signal }) => getPlacement(id, signal),
    enabled,
    // Staff act on the current version.
    staleTime: 0,
  });
}
