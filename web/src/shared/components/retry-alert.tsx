import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { SITE_TEXTS } from "../site-texts.ts";

/** Says what failed to load, with a Retry button beside it. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {SITE_TEXTS.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
