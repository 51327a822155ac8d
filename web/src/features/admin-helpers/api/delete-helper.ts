import { deleteHelperResponseSchema } from "@maids/contract/admin.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";
import { removeFromLoadedPages } from "./loaded-pages.ts";

function deleteHelper(id: number) {
  return apiRequest(`/api/admin/maids/${id}`, {
    schema: deleteHelperResponseSchema,
    method: "DELETE",
  });
}

/**
 * Deletes a helper and takes its row out of every loaded page of the admin list at once; the
 * pages then reload (refilled from the next page), with every other view of helpers and the
 * customers' recommendation counts.
 */
export function useDeleteHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHelper,
    onSuccess: ({ id }) => {
      removeFromLoadedPages(queryClient, id);
      void refreshQueries(queryClient, ...HELPER_VIEWS, queryKeys.adminUsers);
    },
  });
}
