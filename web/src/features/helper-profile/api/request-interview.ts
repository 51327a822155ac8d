import {
  type InterviewRequest,
  interviewRequestSchema,
} from "@maids/contract/interview-requests.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

function requestInterview(maidId: number) {
  return apiRequest("/api/user/interview-requests", {
    method: "POST",
    schema: interviewRequestSchema,
    body: { maidId },
  });
}

/**
 * Asks the agency to arrange an interview; the request joins the viewer's list on success, and
 * My hiring reloads (the server files the request in the family's enquiry) and her profile is
 * read again: the request lets this family see her medical history (docs/product.md#biodata).
 */
export function useRequestInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInterview,
    onSuccess: (request) => {
      queryClient.setQueryData<InterviewRequest[]>(queryKeys.interviewRequests, (current = []) => [
        request,
        ...current.filter((item) => item.maidId !== request.maidId),
      ]);
      void refreshQueries(queryClient, queryKeys.myHiring);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.helperProfile(request.maidId, true),
      });
    },
  });
}
