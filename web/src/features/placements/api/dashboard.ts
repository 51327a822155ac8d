import { dashboardSchema } from "@maids/contract/placements.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import type { OwnerFilter } from "./placement-list.ts";

function getDashboard(owner: OwnerFilter, signal?: AbortSignal) {
  return apiRequest("/api/admin/dashboard", { schema: dashboardSchema, query: { owner }, signal });
}

/** Due dates, counts by stage and interview requests without a case. */
export function useDashboard(owner: OwnerFilter) {
  return useQuery({
    queryKey: queryKeys.placementDashboard(owner),
    queryFn: ({ signal }) => getDashboard(owner, signal),
    placeholderData: keepPreviousData,
  });
}
