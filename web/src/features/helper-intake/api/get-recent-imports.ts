import { helperImportsSchema } from "@maids/contract/helper-imports.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { isUnderWay } from "./import-cache.ts";

function getRecentImports(signal?: AbortSignal) {
  return apiRequest("/api/admin/helper-imports", { schema: helperImportsSchema, signal });
}

/** How often the list is asked again while one of its imports is under way (an undo). */
const UNDER_WAY_POLL_MS = 1_500;

/** The 20 most recent imports, newest first. */
export function useRecentImports() {
  return useQuery({
    queryKey: queryKeys.helperImports,
    queryFn: ({ signal }) => getRecentImports(signal),
    select: (data) => data.imports,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.imports.some((found) => isUnderWay(found.status))
        ? UNDER_WAY_POLL_MS
        : false,
  });
}
