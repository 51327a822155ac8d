import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import type { SxProps, Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type ReactNode, useId } from "react";

type WorkDialogProps = {
  open: boolean;
  title: string;
  titleSx?: SxProps<Theme>;
  /** While a request runs the dialog cannot be closed. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A large dialog holding work in progress (a long form, chosen files), full screen on phones:
 * a stray click beside it never closes it, and nothing closes it while `busy`.
 */
export function WorkDialog({ open, title, titleSx, busy, onClose, children }: WorkDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (!busy && reason !== "backdropClick") onClose();
      }}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} component="h2" sx={titleSx}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
