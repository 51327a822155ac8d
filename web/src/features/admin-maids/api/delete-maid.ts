import { deleteMaidResponseSchema } from "@maids/contract/admin.ts";
import type { AdminMaid } from "@maids/contract/maid.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";

export function deleteMaid(id: number) {
  return apiRequest(`/api/admin/maids/${id}`, {
    schema: deleteMaidResponseSchema,
    method: "DELETE",
  });
}

/**
 * Deletes a helper and takes its row out of every loaded admin list; the other views of
 * helpers, and the customers' recommendation counts, reload.
 */
export function useDeleteMaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaid,
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<AdminMaid[]>({ queryKey: queryKeys.adminMaids }, (maids) =>
        maids?.filter((maid) => maid.id !== id),
      );
      const otherViews = HELPER_VIEWS.filter((key) => key !== queryKeys.adminMaids);
      void refreshQueries(queryClient, ...otherViews, queryKeys.adminUsers);
    },
  });
}
