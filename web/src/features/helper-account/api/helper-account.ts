import {
  type DataRequestKind,
  dataRequestSchema,
  dataRequestsSchema,
  type HelperPageLanguage,
  type HelperProfileData,
  helperInterviewSchema,
  helperInterviewsSchema,
  type InterviewAnswer,
  ownHelperProfileSchema,
} from "@maids/contract/helper-accounts.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

const PROFILE = "/api/user/helper/profile";

export function useOwnHelperProfile() {
  return useQuery({
    queryKey: queryKeys.ownHelperProfile,
    queryFn: ({ signal }) => apiRequest(PROFILE, { schema: ownHelperProfileSchema, signal }),
  });
}

/** A change of her profile; the answer is her profile as it now is. */
function useProfileChange<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => ownHelperProfileSchema.parse(await request(input)),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.ownHelperProfile, profile),
  });
}

export const useSaveHelperProfile = () =>
  useProfileChange((data: HelperProfileData) =>
    apiRequest(PROFILE, { schema: ownHelperProfileSchema, method: "PUT", body: { data } }),
  );

export const useUploadHelperPhoto = () =>
  useProfileChange((file: File) => {
    const form = new FormData();
    form.append("image", file);
    return apiRequest(`${PROFILE}/photo`, {
      schema: ownHelperProfileSchema,
      method: "PUT",
      body: form,
    });
  });

export const useSubmitHelperProfile = () =>
  useProfileChange(() =>
    apiRequest(`${PROFILE}/submit`, { schema: ownHelperProfileSchema, method: "POST" }),
  );

export const useHelperLanguage = () =>
  useProfileChange((language: HelperPageLanguage) =>
    apiRequest("/api/user/helper/language", {
      schema: ownHelperProfileSchema,
      method: "PUT",
      body: { language },
    }),
  );

export const useHelperConsent = () =>
  useProfileChange((shown: boolean) =>
    apiRequest("/api/user/helper/consent", {
      schema: ownHelperProfileSchema,
      method: "PUT",
      body: { shown },
    }),
  );

export function useHelperInterviews() {
  return useQuery({
    queryKey: queryKeys.helperInterviews,
    queryFn: ({ signal }) =>
      apiRequest("/api/user/helper/interviews", { schema: helperInterviewsSchema, signal }),
  });
}

export function useAnswerInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: InterviewAnswer }) =>
      apiRequest(`/api/user/helper/interviews/${id}/answer`, {
        schema: helperInterviewSchema,
        method: "POST",
        body: { answer },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.helperInterviews }),
  });
}

export function useHelperDataRequests() {
  return useQuery({
    queryKey: queryKeys.helperDataRequests,
    queryFn: ({ signal }) =>
      apiRequest("/api/user/helper/data-requests", { schema: dataRequestsSchema, signal }),
  });
}

export function useAskAboutData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DataRequestKind) =>
      apiRequest("/api/user/helper/data-requests", {
        schema: dataRequestSchema,
        method: "POST",
        body: { kind },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.helperDataRequests }),
  });
}
