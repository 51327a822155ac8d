import { recommendedResponseSchema } from "@maids/contract/recommendations.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client.ts";
import { isShareLinkRefusal } from "../utils/share-link-refusal.ts";

export function getSharedRecommendations(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/user/recommended/${encodeURIComponent(token)}`, {
    schema: recommendedResponseSchema,
    signal,
  });
}

const MAX_RETRIES = 1;

/** The helpers of a share link, for anyone who has it; asked only when there is a token. */
export function useSharedRecommendations(token: string | null) {
  return useQuery({
    queryKey: ["recommendations", "shared", token],
    queryFn: ({ signal }) => getSharedRecommendations(token ?? "", signal),
    enabled: token !== null,
    // A refused link stays refused; asking again would only delay the message.
    retry: (failures, error) => !isShareLinkRefusal(error) && failures < MAX_RETRIES,
  });
}
