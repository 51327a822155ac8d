import { deleteSupplierResponseSchema } from "@maids/contract/suppliers.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

function deleteSupplier(id: number) {
  return apiRequest(`/api/admin/supplier/${id}`, {
    schema: deleteSupplierResponseSchema,
    method: "DELETE",
  });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => refreshQueries(queryClient, queryKeys.suppliers),
  });
}
