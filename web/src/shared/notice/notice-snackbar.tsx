import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import type { NoticeControl } from "./use-notice.ts";

/** Success and failure messages of the screen, bottom centre, above any dialog. */
export function NoticeSnackbar({ control }: { control: NoticeControl }) {
  const { notice, close } = control;
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") close();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={close} sx={{ width: 1 }}>
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
