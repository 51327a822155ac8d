import {
  acceptHelperProfileAnswerSchema,
  type HelperProfileStatus,
  helperProfileListSchema,
  type StaffHelperProfile,
  staffDataRequestSchema,
  staffDataRequestsSchema,
  staffHelperProfileSchema,
} from "@maids/contract/helper-accounts.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

export function useHelperProfiles(status: HelperProfileStatus | undefined) {
  return useQuery({
    queryKey: [...queryKeys.helperSignUps, status ?? "all"],
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/helper-profiles", {
        schema: helperProfileListSchema,
        query: { status },
        signal,
      }),
  });
}

export function useHelperProfile(userId: number | null) {
  return useQuery({
    queryKey: queryKeys.helperSignUp(userId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/helper-profiles/${userId}`, {
        schema: staffHelperProfileSchema,
        signal,
      }),
    enabled: userId !== null,
  });
}

type Decision = { userId: number } & (
  | { kind: "accept" }
  | { kind: "request-changes" | "decline"; note: string }
);

/** Accepts, asks for changes or declines; every list and the helpers' screens load again. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision): Promise<{ helperId: number } | StaffHelperProfile> =>
      decision.kind === "accept"
        ? apiRequest(`/api/admin/helper-profiles/${decision.userId}/accept`, {
            schema: acceptHelperProfileAnswerSchema,
            method: "POST",
          })
        : apiRequest(`/api/admin/helper-profiles/${decision.userId}/${decision.kind}`, {
            schema: staffHelperProfileSchema,
            method: "POST",
            body: { note: decision.note },
          }),
    onSuccess: () => refreshQueries(queryClient, queryKeys.helperSignUps, queryKeys.adminHelpers),
  });
}

export function useDataRequests() {
  return useQuery({
    queryKey: queryKeys.dataRequests,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/data-requests", { schema: staffDataRequestsSchema, signal }),
  });
}

export function useMarkDataRequestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/data-requests/${id}/handled`, {
        schema: staffDataRequestSchema,
        method: "POST",
      }),
    onSuccess: () => refreshQueries(queryClient, queryKeys.dataRequests),
  });
}
