import type { Supplier } from "@maids/contract/suppliers.ts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { SUPPLIER_TEXTS } from "../texts.ts";

const TEXTS = SUPPLIER_TEXTS.confirmDelete;

type DeleteSupplierDialogProps = {
  supplier: Supplier | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a supplier without helpers goes for good. */
export function DeleteSupplierDialog({
  supplier,
  busy,
  onConfirm,
  onCancel,
}: DeleteSupplierDialogProps) {
  const titleId = useId();
  // Keeps the name on screen while the dialog fades out.
  const [shown, setShown] = useState(supplier);
  if (supplier && supplier !== shown) setShown(supplier);

  return (
    <Dialog
      open={supplier !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} component="h2">
        {TEXTS.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{shown ? TEXTS.body(shown.companyName) : ""}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="secondary">
          {TEXTS.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy} variant="contained" color="error">
          {TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
