import { profileResponseSchema } from "@maids/contract/auth.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** Changes the signed-in family's phone number; the session answer carries the new one. */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      apiRequest("/api/auth/profile", {
        schema: profileResponseSchema,
        method: "PATCH",
        body: { phone },
      }),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.session, profile),
  });
}
