import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

const signedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * `retry`: the browser tries a failed call once more; the server, drawing a page, does not.
 * A call answered 401 means the session has ended (signed out elsewhere, expired, or a staff
 * member deactivated): the session is asked again, so the screens that need one send the
 * visitor to sign in, rather than showing an error.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  const onError = (error: unknown) => {
    if (signedOut(error)) void client.invalidateQueries({ queryKey: queryKeys.session });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !signedOut(error) && failures < (retry === false ? 0 : retry),
      },
    },
  });
  return client;
}
