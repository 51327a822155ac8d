import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client.ts";
import { paths } from "../../../shared/paths.ts";
import { SESSION_QUERY_KEY } from "../../../shared/session/session-query-key.ts";

export function logOut() {
  return apiRequest("/api/auth/logout", { method: "POST", schema: z.unknown() });
}

/**
 * Signs the administrator out and returns to /system-access; a failed call is only logged
 * (SPEC.md section 8), the session is forgotten here all the same.
 */
export function useAdminLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    mutationFn: logOut,
    onError: (error) => console.error("Logging out failed.", error),
    onSettled: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      // Customers' details loaded for the admin must not linger in memory.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      void navigate(paths.systemAccess, { replace: true });
    },
  });
  return { logOut: useCallback(() => mutate(), [mutate]), isLoggingOut: isPending };
}
