import { shareLinkSummarySchema } from "@maids/contract/admin.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getShareLinks(userId: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users/${userId}/share-links`, {
    schema: z.array(shareLinkSummarySchema),
    signal,
  });
}

/** The recommendation links made for one customer, newest first. */
export function useShareLinks(userId: number) {
  return useQuery({
    queryKey: queryKeys.shareLinks(userId),
    queryFn: ({ signal }) => getShareLinks(userId, signal),
  });
}
