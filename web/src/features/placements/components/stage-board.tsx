import { MAIN_PATH, type PlacementStage, STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import type { PlacementList, PlacementSummary } from "@maids/contract/placements.ts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { placementHref } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { DueChip } from "./due-chip.tsx";
import { StageMenu } from "./stage-menu.tsx";

/** The board's columns: the main path up to deployed (closed and the exits are not active). */
const BOARD_STAGES = MAIN_PATH.filter((stage) => stage !== "closed");

function CaseCard({ summary }: { summary: PlacementSummary }) {
  const can = useStaffCan();
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={summary.reference}
      sx={{ p: 1.5, display: "grid", gap: 0.5 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Link
          component={RouterLink}
          to={placementHref(summary.id)}
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: "anywhere" }}
        >
          {summary.reference}
        </Link>
        {can("cases.move") && <StageMenu summary={summary} />}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
        <Box component="span" sx={{ color: "text.secondary" }}>
          {TEXTS.family}:{" "}
        </Box>
        {summary.customer.name}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
        <Box component="span" sx={{ color: "text.secondary" }}>
          {TEXTS.helper}:{" "}
        </Box>
        {summary.helper?.name ?? TEXTS.noHelper}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
        <Box component="span" sx={{ color: "text.secondary" }}>
          {TEXTS.owner}:{" "}
        </Box>
        {summary.owner.name}
      </Typography>
      {summary.nextDue && (
        <Box sx={{ mt: 0.5 }}>
          <DueChip item={summary.nextDue} />
        </Box>
      )}
    </Card>
  );
}

function Column({
  stage,
  cases,
  count,
}: {
  stage: PlacementStage;
  cases: PlacementSummary[];
  count: number;
}) {
  const headingId = `board-column-${stage}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-stage={stage}
      sx={{
        bgcolor: "surface.muted",
        borderRadius: 3,
        p: 1.25,
        display: "flex",
        flexDirection: "column",
        gap: 1,
      }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {STAGE_LABELS[stage]}{" "}
        <Box component="span" sx={{ color: "text.secondary", fontWeight: 600 }}>
          ({count})
        </Box>
      </Typography>
      {cases.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.noCasesInStage}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
        >
          {cases.map((summary) => (
            <CaseCard key={summary.id} summary={summary} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Active cases in a column per stage, in stage order; the columns wrap into rows, so every case
 * is in sight at any width (one column a row on a phone).
 */
export function StageBoard({ list }: { list: PlacementList }) {
  return (
    <>
      {list.total > list.cases.length && (
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
          {TEXTS.moreCases(list.cases.length, list.total)}
        </Typography>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
          alignItems: "start",
        }}
      >
        {BOARD_STAGES.map((stage) => (
          <Column
            key={stage}
            stage={stage}
            cases={list.cases.filter((summary) => summary.stage === stage)}
            count={list.countsByStage[stage] ?? 0}
          />
        ))}
      </Box>
    </>
  );
}
