import { adminMaidSchema } from "@maids/contract/maid.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

const adminMaidListSchema = z.array(adminMaidSchema);

/** Every helper, or those whose name contains the search or whose id equals it. */
export function getAdminMaids(search: string, signal?: AbortSignal) {
  if (!search) return apiRequest("/api/admin/maids", { schema: adminMaidListSchema, signal });
  return apiRequest("/api/admin/maids/search", {
    schema: adminMaidListSchema,
    query: { query: search },
    signal,
  });
}

/** The list for a search; the previous list stays on screen while the next one loads. */
export function useAdminMaids(search: string) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: queryKeys.adminMaidsSearch(trimmed),
    queryFn: ({ signal }) => getAdminMaids(trimmed, signal),
    placeholderData: keepPreviousData,
    // Admins act on the current data: an emptied search reloads the full list.
    staleTime: 0,
  });
}
