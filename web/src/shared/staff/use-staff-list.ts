import { staffListSchema } from "@maids/contract/staff.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getStaff(signal?: AbortSignal) {
  return apiRequest("/api/admin/staff", { schema: staffListSchema, signal });
}

/**
 * Every staff member, active or not, by name: for Settings, the case owner picker and the audit
 * trail's person filter. `enabled` false waits (a picker asks once it opens).
 */
export function useStaffList({ enabled = true, fresh = false } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: fresh ? 0 : 5 * 60_000,
  });
}
