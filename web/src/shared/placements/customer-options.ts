import { type CustomerContact, customerSearchResponseSchema } from "@maids/contract/admin.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";
import { useDebouncedValue } from "../use-debounced-value.ts";

export type CustomerOption = CustomerContact;

/** How many customers a picker offers at once: type more to find others. */
const OPTIONS_LIMIT = 20;

/** Customers found on the server by part of a name, email or phone; the newest for no search. */
async function getCustomerOptions(search: string, signal?: AbortSignal) {
  const page = await apiRequest("/api/admin/customers", {
    schema: customerSearchResponseSchema,
    query: { page: 1, limit: OPTIONS_LIMIT, ...(search ? { search } : {}) },
    signal,
  });
  return page.customers;
}

/** The customers a picker offers for what has been typed (asked once typing pauses). */
export function useCustomerOptions(typed: string) {
  const search = useDebouncedValue(typed.trim(), 250);
  return useQuery({
    queryKey: queryKeys.adminCustomerOptions(search),
    queryFn: ({ signal }) => getCustomerOptions(search, signal),
    placeholderData: keepPreviousData,
  });
}
