import { customerHelperProfileSchema, publicHelperSchema } from "@maids/contract/helper.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiRequestError, apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { useSession } from "@/shared/session/use-session.ts";

/** The full profile with the biodata for signed-in customers, the public one otherwise. */
const helperProfileSchema = z.union([customerHelperProfileSchema, publicHelperSchema]);
export type ProfileHelper = z.infer<typeof helperProfileSchema>;

/** A 401 to the credentialed call is asked again without cookies, for the public profile (docs/product.md#helper-profile). */
async function getHelperProfile(maidId: number, signal?: AbortSignal) {
  const path = `/api/catalogue/maids/${maidId}`;
  try {
    return await apiRequest(path, { schema: helperProfileSchema, signal });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    return apiRequest(path, { schema: helperProfileSchema, signal, credentials: "omit" });
  }
}

/** A 404 or a refused id will not change on a second try; network and server errors might. */
function retryOnce(failureCount: number, error: Error): boolean {
  const isClientError = error instanceof ApiRequestError && error.status < 500;
  return !isClientError && failureCount < 1;
}

/** A helper's profile as a signed-in viewer, or a visitor, sees it. */
export const helperProfileQuery = (maidId: number, isSignedIn: boolean) =>
  queryOptions({
    queryKey: queryKeys.helperProfile(maidId, isSignedIn),
    queryFn: ({ signal }) => getHelperProfile(maidId, signal),
    retry: retryOnce,
  });

/**
 * The full profile for signed-in viewers, the public one otherwise; fetched once the session is
 * known, and again when it changes. `maidId` undefined (an invalid address) fetches nothing.
 */
export function useHelperProfile(maidId: number | undefined) {
  const session = useSession();
  const query = useQuery({
    ...helperProfileQuery(maidId ?? 0, session.isSignedIn),
    enabled: maidId !== undefined && !session.isPending,
  });
  const isLoading = maidId !== undefined && (session.isPending || query.isPending);
  return { maid: query.data, isLoading };
}
