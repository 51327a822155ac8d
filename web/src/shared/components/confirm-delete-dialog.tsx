import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useId, useState } from "react";

type ConfirmDeleteDialogProps<Item> = {
  /** What is about to be deleted; null closes the dialog. */
  item: Item | null;
  title: string;
  /** The dialog's text for the item. */
  body: (item: Item) => ReactNode;
  cancelText: string;
  /** The delete button's text, while idle and while the deletion runs. */
  confirmText: (busy: boolean) => string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something goes for good; it cannot be dismissed while the deletion runs. */
export function ConfirmDeleteDialog<Item>({
  item,
  title,
  body,
  cancelText,
  confirmText,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps<Item>) {
  const titleId = useId();
  // Keeps the item on screen while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  return (
    <Dialog
      open={item !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>{shown ? body(shown) : null}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="secondary">
          {cancelText}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {confirmText(busy)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
