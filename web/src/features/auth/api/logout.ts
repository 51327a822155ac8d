import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client.ts";
import { paths } from "../../../shared/paths.ts";
import { SESSION_QUERY_KEY } from "../../../shared/session/session-query-key.ts";

export function logout() {
  return apiRequest("/api/auth/logout", { method: "POST", schema: z.unknown() });
}

/** Signs out and returns to /login; a failed call is only logged (SPEC.md section 8). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate } = useMutation({
    mutationFn: logout,
    onError: (error) => console.error("Signing out failed.", error),
    onSettled: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      // What was loaded for the signed-in user (clear photos, favourites) must not linger.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      void navigate(paths.login);
    },
  });
  return useCallback(() => mutate(), [mutate]);
}
