import {
  type MedicalExaminationBody,
  type PlacementCase,
  placementCaseSchema,
  type ReleaseBody,
  type StageChangeBody,
  type UpdatePlacementBody,
} from "@maids/contract/placements.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/shared/api-client.ts";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";

function updatePlacement(id: number, body: UpdatePlacementBody) {
  return apiRequest(`/api/admin/placements/${id}`, {
    method: "PATCH",
    schema: placementCaseSchema,
    body,
  });
}

function changeStage(id: number, body: StageChangeBody) {
  return apiRequest(`/api/admin/placements/${id}/stage`, {
    method: "POST",
    schema: placementCaseSchema,
    body,
  });
}

function addNote(id: number, note: string) {
  return apiRequest(`/api/admin/placements/${id}/notes`, {
    method: "POST",
    schema: placementCaseSchema,
    body: { note },
  });
}

function recordMedical(id: number, body: MedicalExaminationBody) {
  return apiRequest(`/api/admin/placements/${id}/medical-examinations`, {
    method: "POST",
    schema: placementCaseSchema,
    body,
  });
}

function release(id: number, body: ReleaseBody) {
  return apiRequest(`/api/admin/placements/${id}/release`, {
    method: "POST",
    schema: placementCaseSchema,
    body,
  });
}

function addCandidate(id: number, maidId: number) {
  return apiRequest(`/api/admin/placements/${id}/candidates`, {
    method: "POST",
    schema: placementCaseSchema,
    body: { maidId },
  });
}

/** Someone else changed the case since it was loaded. */
const isStale = (error: unknown) =>
  error instanceof ApiRequestError && error.details?.code === "stale_version";

/** The server's message for each field it refused (e.g. the facts a stage still needs). */
/**
 * A change to one case: its answer replaces the cached case and every list and the dashboard
 * refresh; a stale version reloads the case so the next try starts from what is there now.
 * A move may hold or free a helper, so the helper views refresh as well.
 */
function useCaseMutation<Variables>(
  id: number,
  send: (variables: Variables) => Promise<PlacementCase>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (updated) => {
      const caseKey = queryKeys.placement(id);
      queryClient.setQueryData(caseKey, updated);
      await Promise.all([
        // Every list and the dashboard; the case itself is the answer just cached.
        queryClient.invalidateQueries({
          queryKey: queryKeys.placements,
          predicate: ({ queryKey }) => !caseKey.every((part, index) => queryKey[index] === part),
        }),
        refreshQueries(queryClient, queryKeys.myHiring, ...HELPER_VIEWS),
      ]);
    },
    onError: async (error) => {
      if (isStale(error)) await refreshQueries(queryClient, queryKeys.placement(id));
    },
  });
}

export const useUpdatePlacement = (id: number) =>
  useCaseMutation(id, (body: UpdatePlacementBody) => updatePlacement(id, body));

export const useChangeStage = (id: number) =>
  useCaseMutation(id, (body: StageChangeBody) => changeStage(id, body));

export const useAddNote = (id: number) => useCaseMutation(id, (note: string) => addNote(id, note));

export const useAddCandidate = (id: number) =>
  useCaseMutation(id, (maidId: number) => addCandidate(id, maidId));

export const useRecordMedical = (id: number) =>
  useCaseMutation(id, (body: MedicalExaminationBody) => recordMedical(id, body));

export const useRelease = (id: number) =>
  useCaseMutation(id, (body: ReleaseBody) => release(id, body));
