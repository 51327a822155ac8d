import { type CreatePlacementBody, placementCaseSchema } from "@maids/contract/placements.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";
import { queryKeys, refreshQueries } from "../query-keys.ts";

function createPlacement(body: CreatePlacementBody) {
  return apiRequest("/api/admin/placements", {
    method: "POST",
    schema: placementCaseSchema,
    body,
  });
}

/** Opens a placement case; the new case is cached and every placement list refreshed. */
export function useCreatePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlacement,
    onSuccess: async (created) => {
      queryClient.setQueryData(queryKeys.placement(created.id), created);
      await refreshQueries(queryClient, queryKeys.placements);
    },
  });
}
