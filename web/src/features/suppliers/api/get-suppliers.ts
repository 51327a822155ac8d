import { suppliersSchema } from "@maids/contract/suppliers.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getSuppliers(query: string, signal?: AbortSignal) {
  return apiRequest("/api/admin/suppliers", {
    schema: suppliersSchema,
    query: query ? { query } : {},
    signal,
  });
}

/** The suppliers matching a search; the previous list stays on screen while the next loads. */
export function useSuppliers(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: queryKeys.suppliersSearch(trimmed),
    queryFn: ({ signal }) => getSuppliers(trimmed, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
