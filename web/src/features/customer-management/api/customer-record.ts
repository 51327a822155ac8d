import { customerContactSchema } from "@maids/contract/admin.ts";
import { placementListSchema } from "@maids/contract/placements.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

/** A family's placement cases, every stage, newest first (the first page: families have few). */
export function useCustomerCases(customerId: number) {
  return useQuery({
    queryKey: queryKeys.placementList({ customerId: String(customerId) }),
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/placements", {
        schema: placementListSchema,
        query: { customerId, owner: "all" },
        signal,
      }),
  });
}

/** Changes a family's phone number as typed; the customer list shows the change. */
export function useUpdateCustomerPhone(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      apiRequest(`/api/admin/customers/${customerId}`, {
        schema: customerContactSchema,
        method: "PATCH",
        body: { phone },
      }),
    onSuccess: () => refreshQueries(queryClient, queryKeys.adminUsers),
  });
}
