import { adminUsersResponseSchema } from "@maids/contract/admin.ts";
import { ADMIN_USERS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

export type AdminUsersPage = z.infer<typeof adminUsersResponseSchema>;

function getAdminUsers(page: number, search: string, signal?: AbortSignal) {
  return apiRequest("/api/admin/users", {
    schema: adminUsersResponseSchema,
    query: { page, limit: ADMIN_USERS_PAGE_SIZE, ...(search ? { search } : {}) },
    signal,
  });
}

/**
 * One page of the customers whose name, email or phone contains `search` (found on the server,
 * accents ignored); the previous page stays on screen while the next one loads.
 */
export function useAdminUsers(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.adminUsersPage(page, search),
    queryFn: ({ signal }) => getAdminUsers(page, search, signal),
    placeholderData: keepPreviousData,
  });
}
