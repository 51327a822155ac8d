import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import type { Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";
import { HelperCards } from "./helper-cards.tsx";
import { type HelperListProps, HelpersTable } from "./helpers-table.tsx";

type HelpersResultsProps = HelperListProps & {
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
};

const SKELETON_ROWS = [1, 2, 3, 4, 5, 6];

function LoadingRows() {
  return (
    <Box role="status" aria-label={TEXTS.loading} sx={{ display: "grid", gap: 1 }}>
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

function NoHelpers() {
  return (
    <Paper variant="outlined" sx={{ p: 5, borderRadius: 4, textAlign: "center" }}>
      <Typography variant="h6" component="p">
        {TEXTS.noHelpers}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{TEXTS.noHelpersHint}</Typography>
    </Paper>
  );
}

/** The table on wide screens, cards below md; loading, failure and empty states. */
export function HelpersResults({ isPending, failed, onRetry, ...list }: HelpersResultsProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"));
  if (isPending) return <LoadingRows />;
  if (failed) {
    return <RetryAlert message={TEXTS.loadFailed} onRetry={onRetry} />;
  }
  if (list.maids.length === 0) return <NoHelpers />;
  return isNarrow ? <HelperCards {...list} /> : <HelpersTable {...list} />;
}
