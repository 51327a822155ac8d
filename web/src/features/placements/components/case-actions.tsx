import {
  EXIT_STAGES,
  nextStages,
  type PlacementStage,
  STAGE_LABELS,
} from "@maids/contract/placement-stages.ts";
import type { PlacementCase } from "@maids/contract/placements.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { caseFactsOf } from "../utils/case-facts.ts";
import { MoveDialog } from "./move-dialog.tsx";

const EXITS: readonly PlacementStage[] = EXIT_STAGES;

/** A button per move the case may make now: the next step first, the ways out after it. */
export function CaseActions({ placement }: { placement: PlacementCase }) {
  const [target, setTarget] = useState<PlacementStage | null>(null);
  const moves = nextStages(caseFactsOf(placement));
  return (
    <Box component="section" aria-labelledby="case-actions">
      <Typography id="case-actions" variant="h5" component="h2" sx={{ mb: 1 }}>
        {TEXTS.nextActions}
      </Typography>
      {moves.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.ended}</Typography>
      ) : (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          {moves.map((stage) => (
            <Button
              key={stage}
              variant={EXITS.includes(stage) ? "outlined" : "contained"}
              color={stage === "cancelled" ? "error" : "primary"}
              onClick={() => setTarget(stage)}
            >
              {STAGE_LABELS[stage]}
            </Button>
          ))}
        </Box>
      )}
      {target && (
        <MoveDialog placement={placement} stage={target} onClose={() => setTarget(null)} />
      )}
    </Box>
  );
}
