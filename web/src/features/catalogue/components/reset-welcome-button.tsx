import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import ReplayRounded from "@mui/icons-material/ReplayRounded";
import Button from "@mui/material/Button";

/** For anonymous visitors: shows the welcome dialog again (docs/product.md#welcome-dialog). */
export function ResetWelcomeButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      color="secondary"
      startIcon={<ReplayRounded />}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {CATALOGUE_TEXTS.resetWelcome}
    </Button>
  );
}
