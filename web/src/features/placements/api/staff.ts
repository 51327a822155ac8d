import { staffListSchema } from "@maids/contract/staff.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getStaff(signal?: AbortSignal) {
  return apiRequest("/api/admin/staff", { schema: staffListSchema, signal });
}

/** The agency's staff, for the owner picker, once it opens; the page works without it. */
export function useStaff(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 5 * 60_000,
  });
}
