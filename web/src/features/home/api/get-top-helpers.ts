import { topHelpersResponseSchema } from "@maids/contract/catalogue.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getTopHelpers(signal?: AbortSignal) {
  return apiRequest("/api/catalogue/top-maids", { schema: topHelpersResponseSchema, signal });
}

export function useTopHelpers() {
  return useQuery({
    queryKey: queryKeys.topHelpers,
    queryFn: ({ signal }) => getTopHelpers(signal),
  });
}
