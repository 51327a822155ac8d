import { type profileResponseSchema, sessionResponseSchema } from "@maids/contract/auth.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiRequestError, apiRequest } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

type Profile = z.infer<typeof profileResponseSchema>;

/**
 * The signed-in user's profile, or null for an anonymous visitor. Asks GET /api/auth/session,
 * which answers 200 either way, rather than the profile call's 401 (ADR 0016).
 */
async function getSession(signal?: AbortSignal): Promise<Profile | null> {
  try {
    const session = await apiRequest("/api/auth/session", {
      schema: sessionResponseSchema,
      signal,
    });
    return session.user === null ? null : session;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => getSession(signal),
});

/** Authentication is decided by the session call, which stands in for the profile call (ADR 0016). */
export function useSession() {
  const query = useQuery(sessionQuery);
  const profile = query.data ?? null;
  return {
    /** Until the first answer nobody is known to be signed in. */
    isPending: query.isPending,
    isSignedIn: profile !== null,
    profile,
    role: profile?.user.role,
  };
}
