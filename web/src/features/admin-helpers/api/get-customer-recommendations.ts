import { customerRecommendationsResponseSchema } from "@maids/contract/admin.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** The helper ids recommended to a customer; a failure counts as none (docs/product.md#failures). */
async function getCustomerRecommendations(userId: number, signal?: AbortSignal) {
  try {
    const list = await apiRequest(`/api/user/recommendation/user/${userId}`, {
      schema: customerRecommendationsResponseSchema,
      signal,
    });
    return list.map(({ id }) => id);
  } catch (error) {
    // A cancelled load (the screen went away) is not a failure.
    if (signal?.aborted) throw error;
    console.error("Could not load the customer's recommendations", error);
    return [];
  }
}

export function useCustomerRecommendations(userId: number | null) {
  return useQuery({
    queryKey: queryKeys.customerRecommendations(userId ?? 0),
    queryFn: ({ signal }) => getCustomerRecommendations(userId ?? 0, signal),
    enabled: userId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
