import type { DueItem } from "@maids/contract/placements.ts";
import Chip from "@mui/material/Chip";
import { formatDate } from "@/shared/format.ts";
import { DUE_STATUS_LABELS, PLACEMENT_TEXTS } from "../texts.ts";

const COLOURS = { overdue: "error", soon: "warning", later: "default" } as const;

/** A date to meet: red when past, amber within the warning window, plain later. */
export function DueChip({ item }: { item: Pick<DueItem, "label" | "dueOn" | "status"> }) {
  return (
    <Chip
      size="small"
      color={COLOURS[item.status]}
      variant={item.status === "later" ? "outlined" : "filled"}
      label={PLACEMENT_TEXTS.dueOn(item.label, formatDate(item.dueOn))}
      title={DUE_STATUS_LABELS[item.status]}
      data-status={item.status}
      sx={{
        maxWidth: "100%",
        fontWeight: 600,
        height: "auto",
        "& .MuiChip-label": { whiteSpace: "normal", py: 0.25 },
      }}
    />
  );
}
