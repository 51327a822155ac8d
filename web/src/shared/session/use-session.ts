import { profileResponseSchema } from "@maids/contract/auth.ts";
import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "../api-client.ts";
import { SESSION_QUERY_KEY } from "./session-query-key.ts";

/** The signed-in user's profile, or null for an anonymous visitor (the API answers 401). */
export async function getSession(signal?: AbortSignal) {
  try {
    return await apiRequest("/api/auth/profile", { schema: profileResponseSchema, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** Authentication is decided by the profile call (SPEC.md section 4). */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
  });
  const profile = query.data ?? null;
  return {
    /** Until the first answer nobody is known to be signed in. */
    isPending: query.isPending,
    isSignedIn: profile !== null,
    profile,
    role: profile?.user.role,
  };
}
