import type { AdminMaid } from "@maids/contract/maid.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";
import { type MaidSubmission, sendMaidForm } from "./send-maid-form.ts";

export type MaidUpdate = MaidSubmission & { id: number };

export function updateMaid({ id, ...submission }: MaidUpdate) {
  return sendMaidForm(`/api/admin/maid/${id}`, "PUT", submission);
}

/** Saves a helper's changes; the admin lists show them at once, then every view of helpers reloads. */
export function useUpdateMaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaid,
    onSuccess: (saved) => {
      queryClient.setQueriesData<AdminMaid[]>({ queryKey: queryKeys.adminMaids }, (maids) =>
        maids?.map((maid) => (maid.id === saved.id ? saved : maid)),
      );
      void refreshQueries(queryClient, ...HELPER_VIEWS);
    },
  });
}

export type UpdateMaidMutation = ReturnType<typeof useUpdateMaid>;
