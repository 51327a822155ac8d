import { adminInterviewRequestsResponseSchema } from "@maids/contract/admin.ts";
import { ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getInterviewRequests(page: number, signal?: AbortSignal) {
  return apiRequest("/api/admin/interview-requests", {
    schema: adminInterviewRequestsResponseSchema,
    query: { page, limit: ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE },
    signal,
  });
}

/**
 * One page of the interviews customers asked for, newest first; the previous page stays on
 * screen while the next one loads.
 */
export function useInterviewRequests(page: number) {
  return useQuery({
    queryKey: queryKeys.adminInterviewRequestsPage(page),
    queryFn: ({ signal }) => getInterviewRequests(page, signal),
    placeholderData: keepPreviousData,
  });
}
