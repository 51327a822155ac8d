import { adminUsersResponseSchema } from "@maids/contract/admin.ts";
import { ADMIN_USERS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

export type AdminUsersPage = z.infer<typeof adminUsersResponseSchema>;

function getAdminUsers(page: number, signal?: AbortSignal) {
  return apiRequest("/api/admin/users", {
    schema: adminUsersResponseSchema,
    query: { page, limit: ADMIN_USERS_PAGE_SIZE },
    signal,
  });
}

/** One page of customers; the previous page stays on screen while the next one loads. */
export function useAdminUsers(page: number) {
  return useQuery({
    queryKey: queryKeys.adminUsersPage(page),
    queryFn: ({ signal }) => getAdminUsers(page, signal),
    placeholderData: keepPreviousData,
  });
}
