import { type SupplierInput, supplierSchema } from "@maids/contract/suppliers.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

/** Adds a supplier, or replaces every field of an existing one. */
function saveSupplier({ id, values }: { id?: number; values: SupplierInput }) {
  return apiRequest(id === undefined ? "/api/admin/supplier" : `/api/admin/supplier/${id}`, {
    schema: supplierSchema,
    method: id === undefined ? "POST" : "PUT",
    body: values,
  });
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSuccess: () => refreshQueries(queryClient, queryKeys.suppliers, queryKeys.adminHelpers),
  });
}
