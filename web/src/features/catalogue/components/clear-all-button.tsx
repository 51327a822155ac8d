import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import { badgeCount } from "@/shared/format.ts";

type ClearAllButtonProps = {
  activeCount: number;
  onClear: () => void;
  variant?: ButtonProps["variant"];
};

/** 'Clear All' with the number of active filters; resets every filter to its default. */
export function ClearAllButton({ activeCount, onClear, variant = "text" }: ClearAllButtonProps) {
  return (
    <Button
      variant={variant}
      color="secondary"
      size="small"
      disabled={activeCount === 0}
      onClick={onClear}
      sx={{ gap: 0.75, flexShrink: 0, px: 1.25 }}
    >
      {CATALOGUE_TEXTS.clearAll}{" "}
      <Box
        component="span"
        sx={{
          minWidth: 22,
          px: 0.75,
          borderRadius: "999px",
          bgcolor: activeCount > 0 ? "primary.main" : "action.disabledBackground",
          color: "secondary.main",
          fontSize: "0.75rem",
          lineHeight: "22px",
          textAlign: "center",
        }}
      >
        {badgeCount(activeCount)}
      </Box>
    </Button>
  );
}
