import { isEnded, KIND_LABELS } from "@maids/contract/placement-stages.ts";
import type { PlacementCase } from "@maids/contract/placements.ts";
import ArrowBackRounded from "@mui/icons-material/ArrowBackRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { paths, placementHref } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { usePlacement } from "../api/placement.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { CaseActions } from "./case-actions.tsx";
import { CaseCandidates } from "./case-candidates.tsx";
import { CaseMedicals } from "./case-medicals.tsx";
import { CaseParties } from "./case-parties.tsx";
import { CaseRelease } from "./case-release.tsx";
import { CaseTimeline } from "./case-timeline.tsx";
import { DueChip } from "./due-chip.tsx";
import { FactsForm } from "./facts-form.tsx";
import { StageChip } from "./stage-chip.tsx";

function CaseHeader({ placement }: { placement: PlacementCase }) {
  const linked = placement.replacesCase ?? placement.replacedBy;
  return (
    <Box sx={{ mb: 3 }}>
      <Button
        component={RouterLink}
        to={paths.adminDashboard}
        size="small"
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 1 }}
      >
        {TEXTS.backToDashboard}
      </Button>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: "anywhere" }}>
          {placement.reference}
        </Typography>
        <StageChip stage={placement.stage} />
      </Box>
      <Typography sx={{ color: "text.secondary", mt: 0.5 }}>
        {TEXTS.kind}: {KIND_LABELS[placement.kind]}
      </Typography>
      {linked && (
        <Link component={RouterLink} to={placementHref(linked.id)} variant="body2">
          {placement.replacesCase
            ? TEXTS.replaces(placement.replacesCase.reference)
            : TEXTS.replacedBy(linked.reference)}
        </Link>
      )}
    </Box>
  );
}

function DueDates({ placement }: { placement: PlacementCase }) {
  return (
    <Box component="section" aria-labelledby="case-due">
      <Typography id="case-due" variant="h5" component="h2" sx={{ mb: 1 }}>
        {TEXTS.dueDates}
      </Typography>
      {placement.dueDates.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.noDueDates}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="case-due"
          sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", gap: 1 }}
        >
          {placement.dueDates.map((item) => (
            <li key={`${item.kind}-${item.dueOn}`}>
              <DueChip item={item} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return <Card sx={{ p: { xs: 2, sm: 3 }, display: "grid", gap: 3 }}>{children}</Card>;
}

function CaseBody({ placement, panels }: { placement: PlacementCase; panels: React.ReactNode[] }) {
  const can = useStaffCan();
  // What a role may not change shows as it would on an ended case: read, not edited.
  const locked = isEnded(placement.stage) || !can("cases.edit");
  return (
    <>
      <CaseHeader placement={placement} />
      {placement.alerts.map((alert) => (
        <Alert key={alert} severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      ))}
      {placement.warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {placement.warnings.length === 1 ? (
            placement.warnings[0]
          ) : (
            <>
              <AlertTitle>{placement.warnings[0]}</AlertTitle>
              {placement.warnings.slice(1).map((warning) => (
                <div key={warning}>{warning}</div>
              ))}
            </>
          )}
        </Alert>
      )}
      <CaseParties placement={placement} />
      <Box
        sx={{
          display: "grid",
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" },
          alignItems: "start",
        }}
      >
        <Panel>
          {can("cases.move") && (
            <>
              <CaseActions placement={placement} />
              <CaseRelease placement={placement} />
            </>
          )}
          <Divider />
          <DueDates placement={placement} />
          <Divider />
          <CaseMedicals placement={placement} locked={locked} />
          <Divider />
          <FactsForm placement={placement} locked={locked} />
        </Panel>
        <Panel>
          <CaseTimeline placement={placement} />
          <Divider />
          <CaseCandidates placement={placement} locked={locked} />
        </Panel>
      </Box>
      {panels.length > 0 && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: "1fr", lg: "repeat(2, minmax(0, 1fr))" },
            alignItems: "start",
          }}
        >
          {panels.map((panel, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the panels are fixed for the screen
            <Panel key={index}>{panel}</Panel>
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * One placement case for staff (docs/product.md#placements); `panels` (the family's file, the
 * money) come from the features that keep them, shown side by side below the case.
 */
export function PlacementCaseScreen({
  id,
  panels = [],
}: {
  id: number;
  panels?: React.ReactNode[];
}) {
  const placement = usePlacement(id);
  let content: React.ReactNode;
  if (placement.isPending) {
    content = (
      <Box role="status" aria-label={TEXTS.caseLoading} sx={{ display: "grid", gap: 2 }}>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  } else if (placement.isError) {
    content = (
      <RetryAlert
        message={placement.error.message || TEXTS.caseFailed}
        onRetry={() => void placement.refetch()}
      />
    );
  } else {
    content = <CaseBody placement={placement.data} panels={panels} />;
  }
  return <Box sx={{ maxWidth: 1200, mx: "auto" }}>{content}</Box>;
}
