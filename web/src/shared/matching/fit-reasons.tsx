import type { HelperMatch } from "@maids/contract/matches.ts";
import type { MatchLevel } from "@maids/contract/matching.ts";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import RemoveCircleOutlineRounded from "@mui/icons-material/RemoveCircleOutlineRounded";
import TimelapseRounded from "@mui/icons-material/TimelapseRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { MATCHING_TEXTS } from "./texts.ts";

type Criterion = HelperMatch["criteria"][number];

const LEVEL_ICONS: Record<MatchLevel, { icon: typeof CheckCircleRounded; color: string }> = {
  met: { icon: CheckCircleRounded, color: "success.main" },
  partly: { icon: TimelapseRounded, color: "warning.main" },
  notMet: { icon: RemoveCircleOutlineRounded, color: "text.disabled" },
};

/** A criterion's level as an icon with its name for screen readers, then its reason. */
export function FitReason({ result, dense = false }: { result: Criterion; dense?: boolean }) {
  const { icon: Icon, color } = LEVEL_ICONS[result.level];
  return (
    <Box component="li" sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
      <Icon
        titleAccess={MATCHING_TEXTS.levels[result.level]}
        sx={{ color, fontSize: dense ? 18 : 20, mt: dense ? "1px" : "2px", flexShrink: 0 }}
      />
      <Typography variant={dense ? "body2" : "body1"} sx={{ minWidth: 0 }}>
        {result.reason}
      </Typography>
    </Box>
  );
}
