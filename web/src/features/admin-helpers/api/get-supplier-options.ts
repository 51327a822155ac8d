import { suppliersSchema } from "@maids/contract/suppliers.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

export type SupplierOption = { id: string; name: string };

/** Every supplier, by name (the same request as the suppliers screen's unsearched list). */
function getSuppliers(signal?: AbortSignal) {
  return apiRequest("/api/admin/suppliers", { schema: suppliersSchema, signal });
}

/**
 * The supplier filter's options: the suppliers that have helpers, and any already chosen.
 * A failure leaves the filter out; the list itself still works.
 */
export function useSupplierOptions(chosen: readonly string[]): SupplierOption[] {
  const suppliers = useQuery({
    queryKey: queryKeys.suppliersSearch(""),
    queryFn: ({ signal }) => getSuppliers(signal),
  });
  return (suppliers.data ?? [])
    .filter((supplier) => supplier.maidsCount > 0 || chosen.includes(String(supplier.id)))
    .map((supplier) => ({ id: String(supplier.id), name: supplier.companyName }));
}
