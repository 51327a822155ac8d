import { topMaidsResponseSchema } from "@maids/contract/catalogue.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getTopMaids(signal?: AbortSignal) {
  return apiRequest("/api/catalogue/top-maids", { schema: topMaidsResponseSchema, signal });
}

export function useTopMaids() {
  return useQuery({
    queryKey: queryKeys.topMaids,
    queryFn: ({ signal }) => getTopMaids(signal),
  });
}
