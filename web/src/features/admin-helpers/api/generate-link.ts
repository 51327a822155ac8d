import { type GenerateLinkRequest, generateLinkResponseSchema } from "@maids/contract/admin.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

export type GeneratedLink = z.infer<typeof generateLinkResponseSchema>;

function generateLink(request: GenerateLinkRequest) {
  return apiRequest("/api/admin/generate-link", {
    schema: generateLinkResponseSchema,
    method: "POST",
    body: request,
  });
}

/** Makes a link; the customer's links and the customer list (recommendations it adds) reload. */
export function useGenerateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateLink,
    onSuccess: (_link, { userId }) =>
      userId
        ? refreshQueries(queryClient, queryKeys.shareLinks(userId), queryKeys.adminUsers)
        : null,
  });
}
