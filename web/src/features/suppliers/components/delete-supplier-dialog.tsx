import type { Supplier } from "@maids/contract/suppliers.ts";
import DialogContentText from "@mui/material/DialogContentText";
import { ConfirmDeleteDialog } from "@/shared/components/confirm-delete-dialog.tsx";
import { SUPPLIER_TEXTS } from "../texts.ts";

const TEXTS = SUPPLIER_TEXTS.confirmDelete;

type DeleteSupplierDialogProps = {
  supplier: Supplier | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a supplier without helpers goes for good. */
export function DeleteSupplierDialog({ supplier, ...actions }: DeleteSupplierDialogProps) {
  return (
    <ConfirmDeleteDialog
      item={supplier}
      title={TEXTS.title}
      body={(shown) => <DialogContentText>{TEXTS.body(shown.companyName)}</DialogContentText>}
      cancelText={TEXTS.cancel}
      confirmText={(busy) => (busy ? TEXTS.deleting : TEXTS.confirm)}
      {...actions}
    />
  );
}
