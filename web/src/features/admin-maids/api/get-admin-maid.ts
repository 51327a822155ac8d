import { adminMaidRecordSchema } from "@maids/contract/maid.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getAdminMaid(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/maid/${id}`, { schema: adminMaidRecordSchema, signal });
}

/** One helper with her biodata, loaded afresh each time the edit dialog opens. */
export function useAdminMaid(id: number) {
  return useQuery({
    queryKey: queryKeys.adminMaid(id),
    queryFn: ({ signal }) => getAdminMaid(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
