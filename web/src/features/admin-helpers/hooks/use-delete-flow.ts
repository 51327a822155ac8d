import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { ADMIN_MESSAGES } from "@maids/contract/messages.ts";
import { useState } from "react";
import type { NoticeControl } from "@/shared/notice/use-notice.ts";
import { useDeleteHelper } from "../api/delete-helper.ts";

/** Native confirm, then the 'Delete Maid' dialog, then the request (docs/product.md#helper-management). */
export function useDeleteFlow(notice: NoticeControl, onDeleted: (maidId: number) => void) {
  const [target, setTarget] = useState<AdminHelperRow | null>(null);
  const deletion = useDeleteHelper();

  function request(maid: AdminHelperRow) {
    if (window.confirm(ADMIN_MESSAGES.deleteConfirm)) setTarget(maid);
  }

  function confirm() {
    if (!target) return;
    deletion.mutate(target.id, {
      onSuccess: () => {
        onDeleted(target.id);
        notice.show(ADMIN_MESSAGES.deleteSuccess, "success");
      },
      onError: () => notice.show(ADMIN_MESSAGES.deleteFailed, "error"),
      onSettled: () => setTarget(null),
    });
  }

  return {
    target,
    busy: deletion.isPending,
    request,
    confirm,
    cancel: () => setTarget(null),
  };
}
