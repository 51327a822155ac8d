import { deleteMaidResponseSchema } from "@maids/contract/admin.ts";
import type { AdminMaid } from "@maids/contract/maid.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client.ts";
import { ADMIN_MAIDS_KEY } from "../../../shared/query-keys.ts";

export function deleteMaid(id: number) {
  return apiRequest(`/api/admin/maids/${id}`, {
    schema: deleteMaidResponseSchema,
    method: "DELETE",
  });
}

/** Deletes a helper and takes its row out of every loaded list. */
export function useDeleteMaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaid,
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<AdminMaid[]>({ queryKey: ADMIN_MAIDS_KEY }, (maids) =>
        maids?.filter((maid) => maid.id !== id),
      );
    },
  });
}
