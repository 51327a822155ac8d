import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MAIDS_KEY } from "../../../shared/query-keys.ts";
import { type MaidSubmission, sendMaidForm } from "./send-maid-form.ts";

export function createMaid(submission: MaidSubmission) {
  return sendMaidForm("/api/admin/maid", "POST", submission);
}

/** Adds a helper, then reloads the lists. */
export function useCreateMaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaid,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_MAIDS_KEY });
    },
  });
}
