import { adminHelpersPageResponseSchema } from "@maids/contract/admin.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

const PICKER_SIZE = 10;

function searchHelpers(query: string, signal?: AbortSignal) {
  const params = { page: "1", limit: String(PICKER_SIZE), query };
  return apiRequest("/api/admin/maids/page", {
    schema: adminHelpersPageResponseSchema,
    query: params,
    signal,
  });
}

/** Helpers whose name contains the text, or whose id it is, for a picker; none until typed. */
export function useHelperSearch(query: string) {
  const params = { page: "1", limit: String(PICKER_SIZE), query };
  return useQuery({
    queryKey: queryKeys.adminHelpersPage(params),
    queryFn: ({ signal }) => searchHelpers(query, signal),
    enabled: query.trim() !== "",
    placeholderData: keepPreviousData,
  });
}
