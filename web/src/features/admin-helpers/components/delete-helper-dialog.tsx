import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { ADMIN_MESSAGES, ADMIN_TEXTS } from "@maids/contract/messages.ts";
import DialogContentText from "@mui/material/DialogContentText";
import { ConfirmDeleteDialog } from "@/shared/components/confirm-delete-dialog.tsx";
import { DELETE_TEXTS } from "../texts.ts";

type DeleteHelperDialogProps = {
  maid: AdminHelperRow | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Delete Maid ... This action cannot be undone.', after the native confirmation. */
export function DeleteHelperDialog({ maid, ...actions }: DeleteHelperDialogProps) {
  return (
    <ConfirmDeleteDialog
      item={maid}
      title={ADMIN_MESSAGES.deleteTitle}
      body={(shown) => (
        <>
          <DialogContentText sx={{ fontWeight: 700, color: "text.primary" }}>
            {shown.name}
          </DialogContentText>
          <DialogContentText>{ADMIN_MESSAGES.deleteWarning}</DialogContentText>
        </>
      )}
      cancelText={DELETE_TEXTS.cancel}
      confirmText={(busy) => (busy ? ADMIN_TEXTS.deleting : DELETE_TEXTS.delete)}
      {...actions}
    />
  );
}
