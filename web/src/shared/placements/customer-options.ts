import { adminUsersResponseSchema } from "@maids/contract/admin.ts";
import { MAX_PAGE_SIZE } from "@maids/contract/limits.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

export type CustomerOption = { id: number; name: string; email: string };

/** The newest customers (one large page of the admin's user list), for a picker. */
async function getCustomerOptions(signal?: AbortSignal): Promise<CustomerOption[]> {
  const page = await apiRequest("/api/admin/users", {
    schema: adminUsersResponseSchema,
    query: { page: 1, limit: MAX_PAGE_SIZE },
    signal,
  });
  return page.users.map(({ id, name, email }) => ({ id, name, email }));
}

export function useCustomerOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.adminCustomerOptions,
    queryFn: ({ signal }) => getCustomerOptions(signal),
    enabled,
  });
}
