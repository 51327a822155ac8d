import { helperImportSchema } from "@maids/contract/helper-imports.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { isUnderWay } from "./import-cache.ts";

/** How often an import under way is asked for its progress. */
const IMPORT_POLL_MS = 700;

function getHelperImport(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/helper-imports/${id}`, { schema: helperImportSchema, signal });
}

/** One import, asked again every 700 ms while the server checks or commits it. */
export function useHelperImport(id: number | null) {
  return useQuery({
    queryKey: queryKeys.helperImport(id ?? 0),
    queryFn: ({ signal }) => getHelperImport(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (isUnderWay(query.state.data?.status) ? IMPORT_POLL_MS : false),
  });
}
