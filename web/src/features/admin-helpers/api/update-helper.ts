import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HELPER_VIEWS, refreshQueries } from "@/shared/query-keys.ts";
import { showSavedInLoadedPages } from "./loaded-pages.ts";
import { type HelperSubmission, sendHelperForm } from "./send-helper-form.ts";

/** `version`: the record's version the edit was made on; a newer one answers 409 `stale_version`. */
type HelperUpdate = HelperSubmission & { id: number; version: number };

function updateHelper({ id, version, values, photo }: HelperUpdate) {
  return sendHelperForm(`/api/admin/maid/${id}`, "PUT", {
    values: { ...values, expectedVersion: version },
    photo,
  });
}

/** Saves a helper's changes; the admin lists show them at once, then every view of helpers reloads. */
export function useUpdateHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHelper,
    onSuccess: (saved) => {
      showSavedInLoadedPages(queryClient, saved);
      void refreshQueries(queryClient, ...HELPER_VIEWS);
    },
  });
}

export type UpdateHelperMutation = ReturnType<typeof useUpdateHelper>;
