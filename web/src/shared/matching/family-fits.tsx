import { hasRequirements } from "@maids/contract/family-requirements.ts";
import TuneRounded from "@mui/icons-material/TuneRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { HelperGridLoading } from "../helper-card/helper-grid-loading.tsx";
import { paths } from "../paths.ts";
import { useFamilyMatches, useFamilyRequirements } from "./api.ts";
import { MatchedHelperGrid } from "./matched-helper-grid.tsx";
import { MATCHING_TEXTS } from "./texts.ts";

const HEADING_ID = "family-fits-heading";
/** The profile's requirements form, where a family fills or changes them. */
const REQUIREMENTS_ADDRESS = `${paths.profile}#requirements`;

/**
 * The family's ranked helpers within the catalogue's filter parameters, page by page, best fit
 * first.
 */
export function RankedHelpers({
  filterParams = {},
  labelledBy,
}: {
  filterParams?: Record<string, string>;
  labelledBy: string;
}) {
  const matches = useFamilyMatches(filterParams, true);
  if (matches.isPending) return <HelperGridLoading label={MATCHING_TEXTS.loading} cards={3} />;
  const all = matches.data?.pages.flatMap((page) => page.matches) ?? [];
  if (all.length === 0)
    return <Typography sx={{ color: "text.secondary" }}>{MATCHING_TEXTS.noFits}</Typography>;
  return (
    <MatchedHelperGrid
      matches={all}
      labelledBy={labelledBy}
      onMore={matches.hasNextPage ? () => matches.fetchNextPage() : undefined}
      loadingMore={matches.isFetchingNextPage}
    />
  );
}

/** A family's ranked helpers with their reasons, or an invitation to give its requirements. */
export function FamilyFits() {
  const requirements = useFamilyRequirements(true);
  if (!requirements.data) return null;
  if (!hasRequirements(requirements.data.requirements)) {
    return (
      <EmptyState
        icon={<TuneRounded />}
        title={MATCHING_TEXTS.noRequirementsTitle}
        hint={MATCHING_TEXTS.noRequirementsHint}
        action={
          <Button component={RouterLink} to={REQUIREMENTS_ADDRESS} variant="contained">
            {MATCHING_TEXTS.fillRequirements}
          </Button>
        }
      />
    );
  }
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ display: "grid", gap: 2 }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "baseline",
          justifyContent: "space-between",
          gap: 1,
        }}
      >
        <Typography id={HEADING_ID} variant="h4" component="h2">
          {MATCHING_TEXTS.fitsTitle}
        </Typography>
        <Button component={RouterLink} to={REQUIREMENTS_ADDRESS} size="small">
          {MATCHING_TEXTS.editRequirements}
        </Button>
      </Box>
      <Typography sx={{ color: "text.secondary" }}>{MATCHING_TEXTS.fitsIntro}</Typography>
      <RankedHelpers labelledBy={HEADING_ID} />
    </Box>
  );
}
