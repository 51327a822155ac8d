import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HELPER_VIEWS, refreshQueries } from "@/shared/query-keys.ts";
import { type HelperSubmission, sendHelperForm } from "./send-helper-form.ts";

function createHelper(submission: HelperSubmission) {
  return sendHelperForm("/api/admin/maid", "POST", submission);
}

/** Adds a helper, then reloads every list and page that shows helpers. */
export function useCreateHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHelper,
    onSuccess: () => {
      void refreshQueries(queryClient, ...HELPER_VIEWS);
    },
  });
}
