import { type GenerateLinkRequest, generateLinkResponseSchema } from "@maids/contract/admin.ts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../shared/api-client.ts";

export type GeneratedLink = z.infer<typeof generateLinkResponseSchema>;

export function generateLink(request: GenerateLinkRequest) {
  return apiRequest("/api/admin/generate-link", {
    schema: generateLinkResponseSchema,
    method: "POST",
    body: request,
  });
}

export function useGenerateLink() {
  return useMutation({ mutationFn: generateLink });
}
