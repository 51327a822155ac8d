import { recommendedResponseSchema } from "@maids/contract/recommendations.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getMyRecommendations(signal?: AbortSignal) {
  return apiRequest("/api/user/recommended", { schema: recommendedResponseSchema, signal });
}

/** The signed-in customer's own recommendations; asked only when `enabled`. */
export function useMyRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myRecommendations,
    queryFn: ({ signal }) => getMyRecommendations(signal),
    enabled,
  });
}
