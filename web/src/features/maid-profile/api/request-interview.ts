import {
  type InterviewRequest,
  interviewRequestSchema,
} from "@maids/contract/interview-requests.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client.ts";
import { INTERVIEW_REQUESTS_QUERY_KEY } from "./get-interview-requests.ts";

export function requestInterview(maidId: number) {
  return apiRequest("/api/user/interview-requests", {
    method: "POST",
    schema: interviewRequestSchema,
    body: { maidId },
  });
}

/** Asks the agency to arrange an interview; the request joins the viewer's list on success. */
export function useRequestInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInterview,
    onSuccess: (request) => {
      queryClient.setQueryData<InterviewRequest[]>(INTERVIEW_REQUESTS_QUERY_KEY, (current = []) => [
        request,
        ...current.filter((item) => item.maidId !== request.maidId),
      ]);
    },
  });
}
