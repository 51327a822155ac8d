import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HELPER_VIEWS, refreshQueries } from "@/shared/query-keys.ts";
import { showSavedInLoadedPages } from "./loaded-pages.ts";
import { type MaidSubmission, sendMaidForm } from "./send-maid-form.ts";

/** `version`: the record's version the edit was made on; a newer one answers 409 `stale_version`. */
type MaidUpdate = MaidSubmission & { id: number; version: number };

function updateMaid({ id, version, values, photo }: MaidUpdate) {
  return sendMaidForm(`/api/admin/maid/${id}`, "PUT", {
    values: { ...values, expectedVersion: version },
    photo,
  });
}

/** Saves a helper's changes; the admin lists show them at once, then every view of helpers reloads. */
export function useUpdateMaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaid,
    onSuccess: (saved) => {
      showSavedInLoadedPages(queryClient, saved);
      void refreshQueries(queryClient, ...HELPER_VIEWS);
    },
  });
}

export type UpdateMaidMutation = ReturnType<typeof useUpdateMaid>;
