import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { apiRequest } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

function signOut() {
  return apiRequest("/api/auth/logout", { method: "POST", schema: z.unknown() });
}

type Destination = { to: string; replace?: boolean };

/**
 * Signs out and goes to `to`. A failed call is only logged (docs/product.md#failures):
 * the session is forgotten here all the same, and so is everything loaded for the signed-in
 * user (clear photos, favourites, customers' details for an admin), which must not linger.
 */
export function useSignOut({ to, replace = false }: Destination) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    mutationFn: signOut,
    onError: (error) => console.error("Signing out failed.", error),
    onSettled: () => {
      queryClient.setQueryData(queryKeys.session, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
      });
      void navigate(to, { replace });
    },
  });
  return { signOut: useCallback(() => mutate(), [mutate]), isSigningOut: isPending };
}
