import { adminHelpersPageResponseSchema } from "@maids/contract/admin.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** One page of the helpers a search and the filters keep, searched and filtered on the server. */
function getAdminHelpersPage(params: Record<string, string>, signal?: AbortSignal) {
  return apiRequest("/api/admin/maids/page", {
    schema: adminHelpersPageResponseSchema,
    query: params,
    signal,
  });
}

/** The page for these parameters; the previous page stays on screen while the next one loads. */
export function useAdminHelpersPage(params: Record<string, string>) {
  return useQuery({
    queryKey: queryKeys.adminHelpersPage(params),
    queryFn: ({ signal }) => getAdminHelpersPage(params, signal),
    placeholderData: keepPreviousData,
    // Admins act on the current data.
    staleTime: 0,
  });
}
