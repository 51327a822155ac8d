import { type ShareLinkSummary, shareLinkSummarySchema } from "@maids/contract/admin.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function revokeShareLink(linkId: number) {
  return apiRequest(`/api/admin/share-links/${linkId}/revoke`, {
    method: "POST",
    schema: shareLinkSummarySchema,
  });
}

/** Revokes one of a customer's links, then reloads that customer's links from the server. */
export function useRevokeShareLink(userId: number) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.shareLinks(userId);
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: async (revoked) => {
      queryClient.setQueryData<ShareLinkSummary[]>(queryKey, (links) =>
        links?.map((link) => (link.id === revoked.id ? revoked : link)),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
