import { interviewRequestsResponseSchema } from "@maids/contract/interview-requests.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { useSession } from "@/shared/session/use-session.ts";

function getInterviewRequests(signal?: AbortSignal) {
  return apiRequest("/api/user/interview-requests", {
    schema: interviewRequestsResponseSchema,
    signal,
  });
}

/** The signed-in viewer's interview requests. */
export const interviewRequestsQuery = queryOptions({
  queryKey: queryKeys.interviewRequests,
  queryFn: ({ signal }) => getInterviewRequests(signal),
});

/** The signed-in viewer's earlier request for this helper, if any; never fetched anonymously. */
export function useInterviewRequest(maidId: number) {
  const { isSignedIn } = useSession();
  const query = useQuery({ ...interviewRequestsQuery, enabled: isSignedIn });
  return isSignedIn ? query.data?.find((request) => request.maidId === maidId) : undefined;
}
