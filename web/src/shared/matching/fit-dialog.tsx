import { REQUIREMENT_LABELS } from "@maids/contract/family-requirements.ts";
import type { HelperMatch } from "@maids/contract/matches.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { FitReason } from "./fit-reasons.tsx";
import { MATCHING_TEXTS } from "./texts.ts";

type FitDialogProps = { match: HelperMatch; open: boolean; onClose: () => void };

/** Every criterion the family's requirements call for, with its level and reason. */
export function FitDialog({ match, open, onClose }: FitDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{MATCHING_TEXTS.whyTitle(match.maid.name)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: "text.secondary", mb: 1 }}>{MATCHING_TEXTS.whyIntro}</Typography>
        <Typography sx={{ fontWeight: 700, mb: 2 }}>
          {MATCHING_TEXTS.points(match.points, match.maxPoints)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: "grid", gap: 1.5 }}>
          {match.criteria.map((result) => (
            <Box key={result.criterion} sx={{ display: "grid", gap: 0.25 }}>
              <Typography
                component="dt"
                variant="body2"
                sx={{ color: "text.secondary", display: "flex", gap: 1, alignItems: "center" }}
              >
                <span>{REQUIREMENT_LABELS.criteria[result.criterion]}</span>
                {result.mustHave && <Chip size="small" label={MATCHING_TEXTS.mustHave} />}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
                  <FitReason result={result} />
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MATCHING_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
