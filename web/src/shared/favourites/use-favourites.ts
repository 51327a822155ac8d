import { favouriteStateSchema, favouritesResponseSchema } from "@maids/contract/favourites.ts";
import type { PublicHelper } from "@maids/contract/helper.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";
import { useSession } from "../session/use-session.ts";

function getFavourites(signal?: AbortSignal) {
  return apiRequest("/api/user/favorites", { schema: favouritesResponseSchema, signal });
}

export const favouritesQuery = queryOptions({
  queryKey: queryKeys.favourites,
  queryFn: ({ signal }) => getFavourites(signal),
});

/** The signed-in viewer's shortlist; empty (and never fetched) for anonymous visitors. */
export function useFavourites() {
  const { isSignedIn } = useSession();
  const query = useQuery({ ...favouritesQuery, enabled: isSignedIn });
  return { ...query, favourites: isSignedIn ? (query.data ?? []) : [] };
}

export function useIsFavourite(maidId: number): boolean {
  return useFavourites().favourites.some((maid) => maid.id === maidId);
}

function setFavourite(maidId: number, isFavorite: boolean) {
  return apiRequest(`/api/user/favorites/${maidId}`, {
    method: isFavorite ? "POST" : "DELETE",
    schema: favouriteStateSchema,
    ...(isFavorite && { body: { maidId } }),
  });
}

/**
 * Adds or removes a helper. The shortlist changes only when the server says it did
 * (docs/product.md#shortlist); a failure is logged and leaves it as it was.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ maid, isFavorite }: { maid: PublicHelper; isFavorite: boolean }) =>
      setFavourite(maid.id, isFavorite),
    onSuccess: (state, { maid }) => {
      queryClient.setQueryData<PublicHelper[]>(queryKeys.favourites, (current = []) => {
        const others = current.filter((item) => item.id !== state.maidId);
        return state.isFavorite ? [maid, ...others] : others;
      });
    },
    onError: (error) => console.error("The shortlist could not be changed.", error),
  });
}
