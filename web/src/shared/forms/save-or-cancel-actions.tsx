import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";

/** A form dialog's footer: Cancel, and Save submitting the form (busy while `saving`). */
export function SaveOrCancelActions({
  onCancel,
  saving,
  texts,
}: {
  onCancel: () => void;
  saving: boolean;
  texts: { cancel: string; save: string };
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} color="secondary">
        {texts.cancel}
      </Button>
      <Button type="submit" variant="contained" loading={saving}>
        {texts.save}
      </Button>
    </DialogActions>
  );
}
