import { nextStages, type PlacementStage, STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import type { PlacementSummary } from "@maids/contract/placements.ts";
import MoreVertRounded from "@mui/icons-material/MoreVertRounded";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { usePlacement } from "../api/placement.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { caseFactsOf } from "../utils/case-facts.ts";
import { MoveDialog } from "./move-dialog.tsx";

/**
 * A card's stage menu: it loads the whole case when opened (its version and facts) and offers
 * only the moves the contract allows from where the case is.
 */
export function StageMenu({ summary }: { summary: PlacementSummary }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [target, setTarget] = useState<PlacementStage | null>(null);
  const placement = usePlacement(summary.id, anchor !== null || target !== null);
  const moves = placement.data ? nextStages(caseFactsOf(placement.data)) : [];

  function items() {
    if (placement.isPending) return <MenuItem disabled>{TEXTS.menuLoading}</MenuItem>;
    if (placement.isError) return <MenuItem disabled>{TEXTS.menuFailed}</MenuItem>;
    if (moves.length === 0) return <MenuItem disabled>{TEXTS.noMoves}</MenuItem>;
    return moves.map((stage) => (
      <MenuItem
        key={stage}
        onClick={() => {
          setTarget(stage);
          setAnchor(null);
        }}
      >
        {STAGE_LABELS[stage]}
      </MenuItem>
    ));
  }

  return (
    <>
      <IconButton
        size="small"
        aria-label={TEXTS.moveCase(summary.reference)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items()}
      </Menu>
      {target && placement.data && (
        <MoveDialog placement={placement.data} stage={target} onClose={() => setTarget(null)} />
      )}
    </>
  );
}
