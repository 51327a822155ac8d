import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HELPER_VIEWS, refreshQueries } from "@/shared/query-keys.ts";
import { type MaidSubmission, sendMaidForm } from "./send-maid-form.ts";

function createMaid(submission: MaidSubmission) {
  return sendMaidForm("/api/admin/maid", "POST", submission);
}

/** Adds a helper, then reloads every list and page that shows helpers. */
export function useCreateMaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaid,
    onSuccess: () => {
      void refreshQueries(queryClient, ...HELPER_VIEWS);
    },
  });
}
