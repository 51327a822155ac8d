import { staffListSchema } from "@maids/contract/staff.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getStaff(signal?: AbortSignal) {
  return apiRequest("/api/admin/staff", { schema: staffListSchema, signal });
}

/** Every staff member (administrator), by name. */
export function useStaff() {
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 0,
  });
}
