import { adminInterviewRequestSchema } from "@maids/contract/admin.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client.ts";

export function getInterviewRequests(signal?: AbortSignal) {
  return apiRequest("/api/admin/interview-requests", {
    schema: z.array(adminInterviewRequestSchema),
    signal,
  });
}

/** Every interview customers asked for, newest first. */
export function useInterviewRequests() {
  return useQuery({
    queryKey: ["admin", "interview-requests"],
    queryFn: ({ signal }) => getInterviewRequests(signal),
  });
}
