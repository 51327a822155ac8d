import { adminHelperRecordSchema } from "@maids/contract/helper.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getAdminHelper(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/maid/${id}`, { schema: adminHelperRecordSchema, signal });
}

/** One helper with her biodata, loaded afresh each time the edit dialog opens. */
export function useAdminHelper(id: number) {
  return useQuery({
    queryKey: queryKeys.adminHelper(id),
    queryFn: ({ signal }) => getAdminHelper(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
