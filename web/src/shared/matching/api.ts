import {
  type FamilyRequirements,
  requirementsAnswerSchema,
} from "@maids/contract/family-requirements.ts";
import { matchesPageSchema, staffMatchesSchema } from "@maids/contract/matches.ts";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** The signed-in family's requirements (a family's account only). */
export const familyRequirementsQuery = queryOptions({
  queryKey: queryKeys.familyRequirements,
  queryFn: ({ signal }) =>
    apiRequest("/api/user/requirements", { schema: requirementsAnswerSchema, signal }),
});

/** The signed-in family's requirements; asked only when `enabled` (a family's account). */
export function useFamilyRequirements(enabled: boolean) {
  return useQuery({ ...familyRequirementsQuery, enabled });
}

/** Saves the requirements whole; the rankings load again. */
export function useSaveRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requirements: FamilyRequirements) =>
      apiRequest("/api/user/requirements", {
        schema: requirementsAnswerSchema,
        method: "PUT",
        body: requirements,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.familyRequirements, answer);
      await queryClient.invalidateQueries({ queryKey: ["matching", "matches"] });
    },
  });
}

/** The family's ranking, a page at a time, within the catalogue's filter parameters. */
export const familyMatchesQuery = (filterParams: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.familyMatches(filterParams),
    queryFn: ({ pageParam, signal }) =>
      apiRequest("/api/user/matches", {
        schema: matchesPageSchema,
        query: { ...filterParams, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** The family's ranking, a page at a time, within the catalogue's filter parameters. */
export function useFamilyMatches(filterParams: Record<string, string>, enabled: boolean) {
  return useInfiniteQuery({ ...familyMatchesQuery(filterParams), enabled });
}

/** A customer's requirements and ranking, for staff. */
export function useCustomerMatches(userId: number, page: number) {
  return useQuery({
    queryKey: [...queryKeys.customerMatches(userId), page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/customers/${userId}/matches`, {
        schema: staffMatchesSchema,
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
