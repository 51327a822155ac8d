import { type LegalTextKind, legalTextSchema } from "@maids/contract/employer-file.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/**
 * Publishes a new version of a legal text, based on the version shown; when someone published
 * another meanwhile (409), the text in force is read again for the owner to start from.
 */
export function usePublishLegalText(kind: LegalTextKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { body: string; basedOnVersion: number }) =>
      apiRequest(`/api/admin/legal-texts/${kind}`, {
        method: "PUT",
        schema: legalTextSchema,
        body: change,
      }),
    onSuccess: (text) => queryClient.setQueryData(queryKeys.legalText(kind), text),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.legalText(kind) });
      }
    },
  });
}
