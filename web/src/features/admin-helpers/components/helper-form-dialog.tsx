import { ADD_HELPER_SECTIONS } from "@maids/contract/messages.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Typography from "@mui/material/Typography";
import type { FormEvent, ReactNode } from "react";
import { WorkDialog } from "@/shared/components/work-dialog.tsx";

type HelperDialogFrameProps = {
  open: boolean;
  title: string;
  subtitle?: string | undefined;
  /** Beside the subtitle, e.g. the edit dialog's PDF download. */
  headerAction?: ReactNode;
  /** While a request runs the dialog cannot be closed. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** The dialog the add and edit forms share, full screen on phones. */
export function HelperDialogFrame({
  open,
  title,
  subtitle,
  headerAction,
  busy,
  onClose,
  children,
}: HelperDialogFrameProps) {
  return (
    <WorkDialog
      open={open}
      title={title}
      titleSx={{ pb: subtitle ? 0 : 2 }}
      busy={busy}
      onClose={onClose}
    >
      {subtitle && (
        <Box
          sx={{
            px: 3,
            pb: 1.5,
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            justifyContent: "space-between",
            gap: 1,
          }}
        >
          <Typography sx={{ color: "text.secondary", fontWeight: 600 }}>{subtitle}</Typography>
          {headerAction}
        </Box>
      )}
      {children}
    </WorkDialog>
  );
}

type HelperFormBodyProps = {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The request's failure, or a reminder to fix the fields, shown above the buttons. */
  failure: string | null;
  /** Shown above the buttons too, before the failure. */
  notice?: ReactNode;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** The scrolling fields, the failure message, and Cancel beside the submit button. */
export function HelperFormBody(props: HelperFormBodyProps) {
  const { busy, submitLabel, busyLabel, failure, onSubmit, onCancel } = props;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: "flex", flexDirection: "column", minHeight: 0, flex: "1 1 auto" }}
    >
      <DialogContent dividers sx={{ display: "grid", gap: 4, alignContent: "start" }}>
        {props.children}
      </DialogContent>
      {props.notice}
      {failure && (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
          {failure}
        </Alert>
      )}
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} color="secondary">
          {ADD_HELPER_SECTIONS.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** What the dialog shows while the helper loads, or when it could not be loaded. */
export function HelperDialogState({ children }: { children: ReactNode }) {
  return (
    <DialogContent dividers sx={{ display: "grid", placeItems: "center", minHeight: 240, gap: 2 }}>
      {children}
    </DialogContent>
  );
}

export function DialogSpinner({ label }: { label: string }) {
  return <CircularProgress aria-label={label} />;
}
