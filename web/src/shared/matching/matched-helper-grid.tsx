import type { HelperMatch } from "@maids/contract/matches.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { helperGridStyle } from "../helper-card/helper-grid-style.ts";
import { MatchedHelperCard } from "./matched-helper-card.tsx";
import { MATCHING_TEXTS } from "./texts.ts";

type MatchedHelperGridProps = {
  matches: readonly HelperMatch[];
  labelledBy: string;
  /** Given while more pages remain. */
  onMore?: () => void;
  loadingMore?: boolean;
};

/** Ranked helpers, best fit first, each with her reasons; "Show more" loads the next page. */
export function MatchedHelperGrid({
  matches,
  labelledBy,
  onMore,
  loadingMore,
}: MatchedHelperGridProps) {
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box component="ol" aria-labelledby={labelledBy} sx={helperGridStyle}>
        {matches.map((match) => (
          <li key={match.maid.id}>
            <MatchedHelperCard match={match} />
          </li>
        ))}
      </Box>
      {onMore && (
        <Button
          onClick={onMore}
          disabled={loadingMore}
          variant="outlined"
          sx={{ justifySelf: "center" }}
        >
          {MATCHING_TEXTS.more}
        </Button>
      )}
    </Box>
  );
}
