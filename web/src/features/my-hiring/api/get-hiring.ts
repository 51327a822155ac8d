import { customerHiringSchema } from "@maids/contract/placements.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

function getMyHiring(signal?: AbortSignal) {
  return apiRequest("/api/user/hiring", { schema: customerHiringSchema, signal });
}

/** The signed-in family's own placements, in plain words; asked only once signed in. */
export function useMyHiring(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myHiring,
    queryFn: ({ signal }) => getMyHiring(signal),
    enabled,
  });
}
