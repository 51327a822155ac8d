import { helperImportPublishedSchema } from "@maids/contract/helper-imports.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";

/** Puts the helpers an import added that pass the first permit's rules on the public site. */
function publishHelperImport(id: number) {
  return apiRequest(`/api/admin/helper-imports/${id}/publish`, {
    schema: helperImportPublishedSchema,
    method: "POST",
  });
}

export function usePublishHelperImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishHelperImport,
    // Every view of helpers, and the imports with the count each still has waiting.
    onSuccess: () => refreshQueries(queryClient, queryKeys.helperImports, ...HELPER_VIEWS),
  });
}
