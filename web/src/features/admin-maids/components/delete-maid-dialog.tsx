import type { AdminMaid } from "@maids/contract/maid.ts";
import { ADMIN_MESSAGES, ADMIN_TEXTS } from "@maids/contract/messages.ts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { DELETE_TEXTS } from "../texts.ts";

type DeleteMaidDialogProps = {
  maid: AdminMaid | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Delete Maid ... This action cannot be undone.', after the native confirmation. */
export function DeleteMaidDialog({ maid, busy, onConfirm, onCancel }: DeleteMaidDialogProps) {
  const titleId = useId();
  // Keeps the name on screen while the dialog fades out.
  const [shown, setShown] = useState(maid);
  if (maid && maid !== shown) setShown(maid);

  return (
    <Dialog
      open={maid !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} component="h2">
        {ADMIN_MESSAGES.deleteTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 700, color: "text.primary" }}>
          {shown?.name}
        </DialogContentText>
        <DialogContentText>{ADMIN_MESSAGES.deleteWarning}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="secondary">
          {DELETE_TEXTS.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {busy ? ADMIN_TEXTS.deleting : DELETE_TEXTS.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
