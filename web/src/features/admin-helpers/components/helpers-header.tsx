import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import LinkRounded from "@mui/icons-material/LinkRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";

type HelpersHeaderProps = {
  count: number | undefined;
  selectedCount: number;
  linkBusy: boolean;
  /** Left out for a role that may not add helpers. */
  onAdd?: () => void;
  /** Left out for a role that may not recommend. */
  onRecommend?: () => void;
  /** Import and Export, put before the other buttons. */
  fileActions?: ReactNode;
};

/** 'Maids Count: (n)' with Import, Export, 'Select to recommend' and 'Add Maid'. */
export function HelpersHeader({
  count,
  selectedCount,
  linkBusy,
  onAdd,
  onRecommend,
  fileActions,
}: HelpersHeaderProps) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
      <Box sx={{ flex: "1 1 auto" }}>
        <Typography variant="h5" component="p" aria-live="polite" sx={{ fontWeight: 800 }}>
          {count === undefined ? "\u00a0" : ADMIN_TEXTS.maidsCount(count)}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.selectedCount(selectedCount)}
        </Typography>
      </Box>
      {fileActions && (
        // On a phone, Import and Export share a row of their own.
        <Box
          sx={{
            display: "flex",
            gap: 1.5,
            flex: { xs: "1 1 100%", sm: "0 0 auto" },
            "& > *": { flex: { xs: "1 1 0", sm: "0 0 auto" } },
          }}
        >
          {fileActions}
        </Box>
      )}
      {onRecommend && (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={
            linkBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <LinkRounded />
          }
          onClick={onRecommend}
          disabled={linkBusy}
        >
          {ADMIN_TEXTS.selectToRecommend}
        </Button>
      )}
      {onAdd && (
        <Button variant="contained" startIcon={<AddRounded />} onClick={onAdd}>
          {ADMIN_TEXTS.addHelper}
        </Button>
      )}
    </Box>
  );
}
