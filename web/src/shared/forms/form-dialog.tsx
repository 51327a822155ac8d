import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Grid from "@mui/material/Grid";
import { type FormEventHandler, type ReactNode, useState } from "react";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { applyServerErrors, type ServerErrorFallback } from "./apply-server-errors.ts";
import { SaveOrCancelActions } from "./save-or-cancel-actions.tsx";

/** What a screen gives the dialog that adds or edits one of its records. */
export type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Told what was saved, once the server has taken it. */
  onSaved: (message: string) => void;
};

type FormDialogSaveOptions<Values extends FieldValues> = Omit<FormDialogProps, "open"> & {
  setError: UseFormSetError<Values>;
  /** The fields a refusal of the server may name. */
  fields: readonly FieldPath<Values>[];
  failed: ServerErrorFallback;
};

/**
 * A form dialog's saving: `saveWith(save)` runs the save, tells the screen what `save` answers
 * and closes; the server's refusals go on the fields they name, anything else shows as the
 * form's own message.
 */
export function useFormDialogSave<Values extends FieldValues>(
  options: FormDialogSaveOptions<Values>,
) {
  const { onClose, onSaved, setError, fields, failed } = options;
  const [formError, setFormError] = useState<string | null>(null);
  const saveWith = async (save: () => Promise<string>) => {
    setFormError(null);
    try {
      onSaved(await save());
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError, failed));
    }
  };
  /** For the dialog's `onEnter`: it opens without the message of an earlier save, filled by `fill`. */
  const openedWith = (fill: () => void) => () => {
    setFormError(null);
    fill();
  };
  return { formError, saveWith, openedWith };
}

type FormDialogFrameProps = {
  open: boolean;
  onClose: () => void;
  /** Runs each time it opens: fill the form afresh for what it opens for. */
  onEnter: () => void;
  title: string;
  onSubmit: FormEventHandler;
  saving: boolean;
  texts: { cancel: string; save: string };
  /** The form's own message, above the fields. */
  formError: string | null;
  /** Above the message, e.g. whose details these are. */
  intro?: ReactNode;
  /** The fields, as items of a grid. */
  children: ReactNode;
};

/** A form in a dialog: the fields scroll between a fixed title and fixed Cancel and Save. */
export function FormDialogFrame(props: FormDialogFrameProps) {
  const { open, onClose, onEnter, title, onSubmit, saving, texts, formError, intro } = props;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      slotProps={{ transition: { onEnter } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        sx={{ display: "flex", flexDirection: "column", minHeight: 0, flex: "1 1 auto" }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          {intro}
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Grid container spacing={2}>
            {props.children}
          </Grid>
        </DialogContent>
        <SaveOrCancelActions onCancel={onClose} saving={saving} texts={texts} />
      </Box>
    </Dialog>
  );
}
