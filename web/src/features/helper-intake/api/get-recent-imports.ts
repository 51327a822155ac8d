import { helperImportsSchema } from "@maids/contract/helper-imports.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getRecentImports(signal?: AbortSignal) {
  return apiRequest("/api/admin/helper-imports", { schema: helperImportsSchema, signal });
}

/** The 20 most recent imports, newest first. */
export function useRecentImports() {
  return useQuery({
    queryKey: queryKeys.helperImports,
    queryFn: ({ signal }) => getRecentImports(signal),
    select: (data) => data.imports,
    staleTime: 0,
  });
}
