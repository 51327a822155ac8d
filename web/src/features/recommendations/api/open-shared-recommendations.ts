import { recommendedResponseSchema } from "@maids/contract/recommendations.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { isShareLinkRefusal } from "../utils/share-link-refusal.ts";

/**
 * Opens a share link: the server records the opening and adds its helpers to a
 * signed-in viewer's recommendations (or remembers them for sign-in), then answers
 * the helpers. A POST, because it changes things; GET only reads.
 */
function openSharedRecommendations(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/user/recommended/${encodeURIComponent(token)}`, {
    method: "POST",
    schema: recommendedResponseSchema,
    signal,
  });
}

const MAX_RETRIES = 1;

/** The helpers of a share link, for anyone who has it; opened once a visit, only when there is a token. */
export function useSharedRecommendations(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.sharedRecommendations(token),
    queryFn: async ({ signal }) => {
      const maids = await openSharedRecommendations(token ?? "", signal);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myRecommendations });
      return maids;
    },
    enabled: token !== null,
    // Opening is recorded: not again on every remount within the visit.
    staleTime: Number.POSITIVE_INFINITY,
    // A refused link stays refused; asking again would only delay the message.
    retry: (failures, error) => !isShareLinkRefusal(error) && failures < MAX_RETRIES,
  });
}
