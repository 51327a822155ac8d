import type { AdminMaid } from "@maids/contract/maid.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MAIDS_KEY } from "../../../shared/query-keys.ts";
import { type MaidSubmission, sendMaidForm } from "./send-maid-form.ts";

export type MaidUpdate = MaidSubmission & { id: number };

export function updateMaid({ id, ...submission }: MaidUpdate) {
  return sendMaidForm(`/api/admin/maid/${id}`, "PUT", submission);
}

/** Saves a helper's changes; the lists show them at once, then reload. */
export function useUpdateMaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaid,
    onSuccess: (saved) => {
      queryClient.setQueriesData<AdminMaid[]>({ queryKey: ADMIN_MAIDS_KEY }, (maids) =>
        maids?.map((maid) => (maid.id === saved.id ? saved : maid)),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_MAIDS_KEY });
    },
  });
}

export type UpdateMaidMutation = ReturnType<typeof useUpdateMaid>;
