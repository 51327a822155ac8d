import type { HelperMatch } from "@maids/contract/matches.ts";
import { topReasons } from "@maids/contract/matching.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { HelperCard } from "../helper-card/helper-card.tsx";
import { FitDialog } from "./fit-dialog.tsx";
import { FitReason } from "./fit-reasons.tsx";
import { MATCHING_TEXTS } from "./texts.ts";

const CARD_REASONS = 3;

/** Her card, her top reasons beneath it, and "Why" for every criterion. */
export function MatchedHelperCard({ match }: { match: HelperMatch }) {
  const [open, setOpen] = useState(false);
  const reasons = topReasons(match.criteria, CARD_REASONS);
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <HelperCard maid={match.maid} />
      <Box
        sx={{
          display: "grid",
          gap: 0.75,
          px: 2,
          py: 1.5,
          borderRadius: "16px",
          bgcolor: "background.paper",
          border: 1,
          borderColor: "divider",
        }}
      >
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.5 }}>
          {reasons.map((result) => (
            <FitReason key={result.criterion} result={result} dense />
          ))}
        </Box>
        <Button
          size="small"
          onClick={() => setOpen(true)}
          sx={{ justifySelf: "start", px: 1 }}
          aria-label={`${MATCHING_TEXTS.why}: ${MATCHING_TEXTS.whyTitle(match.maid.name)}`}
        >
          {MATCHING_TEXTS.why} · {MATCHING_TEXTS.points(match.points, match.maxPoints)}
        </Button>
      </Box>
      {open && <FitDialog match={match} open={open} onClose={() => setOpen(false)} />}
    </Box>
  );
}
