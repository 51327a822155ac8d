import type { AlertColor } from "@mui/material/Alert";
import { useState } from "react";

export type Notice = { message: string; severity: AlertColor; key: number };

/** One passing message at a time (success, failure, warning) for the snackbar. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    notice,
    show: (message: string, severity: AlertColor) =>
      setNotice({ message, severity, key: Date.now() }),
    close: () => setNotice(null),
  };
}

export type NoticeControl = ReturnType<typeof useNotice>;
