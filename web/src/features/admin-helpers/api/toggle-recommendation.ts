import { toggleRecommendationResponseSchema } from "@maids/contract/admin.ts";
import { apiRequest } from "@/shared/api-client.ts";

/** Recommends the helper to the customer, or takes the recommendation back. */
export function toggleRecommendation(userId: number, maidId: number) {
  return apiRequest(`/api/user/recommendation/${userId}/${maidId}`, {
    schema: toggleRecommendationResponseSchema,
    method: "POST",
  });
}
