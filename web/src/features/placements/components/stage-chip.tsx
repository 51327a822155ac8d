import { isEnded, type PlacementStage, STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import Chip from "@mui/material/Chip";

export function StageChip({ stage }: { stage: PlacementStage }) {
  return (
    <Chip
      label={STAGE_LABELS[stage]}
      size="small"
      color={isEnded(stage) ? "default" : "primary"}
      variant={isEnded(stage) ? "outlined" : "filled"}
      sx={{ fontWeight: 700 }}
    />
  );
}
