import { describeRequirements } from "@maids/contract/family-requirements.ts";
import type { HelperMatch } from "@maids/contract/matches.ts";
import { topReasons } from "@maids/contract/matching.ts";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ListRow } from "../components/list-row.tsx";
import { helperHref } from "../paths.ts";
import { useCustomerMatches } from "./api.ts";
import { FitDialog } from "./fit-dialog.tsx";
import { FitReason } from "./fit-reasons.tsx";
import { MATCHING_TEXTS } from "./texts.ts";

const TEXTS = MATCHING_TEXTS.staff;

/** The ticks of the screen the panel sits on: who is chosen (recommended, a candidate), and how to change it. */
export type ChoiceTicks = {
  selected: ReadonlySet<number>;
  toggle: (helperId: number) => void;
  /** The tick's name for a helper, e.g. "Recommend Siti". */
  label: (name: string) => string;
};

function RankedRow({ match, ticks }: { match: HelperMatch; ticks?: ChoiceTicks }) {
  const [open, setOpen] = useState(false);
  const { maid } = match;
  return (
    <ListRow sx={{ flexWrap: "nowrap", alignItems: "flex-start", py: 1.5 }}>
      {ticks && (
        <Checkbox
          checked={ticks.selected.has(maid.id)}
          onChange={() => ticks.toggle(maid.id)}
          slotProps={{ input: { "aria-label": ticks.label(maid.name) } }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: "grid", gap: 0.5 }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 1 }}>
          <Link component={RouterLink} to={helperHref(maid.id)} sx={{ fontWeight: 700 }}>
            {maid.name}
          </Link>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {maid.country}, {maid.age}
          </Typography>
          <Button size="small" onClick={() => setOpen(true)} sx={{ ml: "auto" }}>
            {MATCHING_TEXTS.why} · {MATCHING_TEXTS.points(match.points, match.maxPoints)}
          </Button>
        </Box>
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.25 }}>
          {topReasons(match.criteria, 3).map((result) => (
            <FitReason key={result.criterion} result={result} dense />
          ))}
        </Box>
      </Box>
      {open && <FitDialog match={match} open={open} onClose={() => setOpen(false)} />}
    </ListRow>
  );
}

/**
 * A customer's requirements beside the helpers ranked against them, for staff choosing whom to
 * recommend (the ticks are the screen's own) or whom to put forward on a case.
 */
export function CustomerFitsPanel({
  customerId,
  ticks,
}: {
  customerId: number;
  ticks?: ChoiceTicks;
}) {
  const [page, setPage] = useState(1);
  const matches = useCustomerMatches(customerId, page);
  const headingId = useId();
  const data = matches.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const lines = data ? describeRequirements(data.requirements) : [];

  return (
    <Accordion
      defaultExpanded
      disableGutters
      sx={{ borderRadius: 3, "&::before": { display: "none" } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Typography id={headingId} variant="h6" component="h2">
          {TEXTS.title(data?.customer.name ?? "")}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: "grid", gap: 2 }}>
        {matches.isError && <Alert severity="error">{TEXTS.loadFailed}</Alert>}
        {matches.isPending && <Skeleton variant="rounded" height={160} />}
        {data && lines.length === 0 && (
          <Alert role="note" severity="info">
            {TEXTS.noRequirements}
          </Alert>
        )}
        {data && lines.length > 0 && (
          <>
            <Box>
              <Typography sx={{ fontWeight: 600, mb: 1 }}>{TEXTS.requirementsTitle}</Typography>
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
                {lines.map((line) => (
                  <Chip key={line} label={line} size="small" variant="outlined" />
                ))}
              </Box>
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{TEXTS.rankingTitle}</Typography>
              {data.matches.length === 0 ? (
                <Typography sx={{ color: "text.secondary" }}>{MATCHING_TEXTS.noFits}</Typography>
              ) : (
                <Box
                  component="ol"
                  aria-labelledby={headingId}
                  sx={{ listStyle: "none", p: 0, m: 0 }}
                >
                  {data.matches.map((match) => (
                    <RankedRow key={match.maid.id} match={match} ticks={ticks} />
                  ))}
                </Box>
              )}
            </Box>
            {pages > 1 && (
              <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {TEXTS.previous}
                </Button>
                <Typography variant="body2">{TEXTS.page(page, pages)}</Typography>
                <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {TEXTS.next}
                </Button>
              </Box>
            )}
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
