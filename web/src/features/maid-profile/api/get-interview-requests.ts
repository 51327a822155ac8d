import { interviewRequestsResponseSchema } from "@maids/contract/interview-requests.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client.ts";
import { useSession } from "../../../shared/session/use-session.ts";

export const INTERVIEW_REQUESTS_QUERY_KEY = ["interview-requests"] as const;

export function getInterviewRequests(signal?: AbortSignal) {
  return apiRequest("/api/user/interview-requests", {
    schema: interviewRequestsResponseSchema,
    signal,
  });
}

/** The signed-in viewer's earlier request for this helper, if any; never fetched anonymously. */
export function useInterviewRequest(maidId: number) {
  const { isSignedIn } = useSession();
  const query = useQuery({
    queryKey: INTERVIEW_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => getInterviewRequests(signal),
    enabled: isSignedIn,
  });
  return isSignedIn ? query.data?.find((request) => request.maidId === maidId) : undefined;
}
