import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { ScreenHeading } from "@/shared/components/screen-heading.tsx";
import { useDashboard } from "../api/dashboard.ts";
import { type OwnerFilter, useActivePlacements } from "../api/placement-list.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { DueList } from "./due-list.tsx";
import { OpenRequests } from "./open-requests.tsx";
import { StageBoard } from "./stage-board.tsx";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: "grid", gap: 1 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}

/**
 * The placement part of the admin dashboard: whose cases, what is due, the board of active
 * cases by stage, and interview requests that no case follows yet.
 */
export function PlacementDashboard({ title }: { title: string }) {
  const [owner, setOwner] = useState<OwnerFilter>("mine");
  const dashboard = useDashboard(owner);
  const cases = useActivePlacements(owner);

  return (
    <Box>
      <ScreenHeading
        title={title}
        summary={TEXTS.dashboardIntro}
        action={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={owner}
            aria-label={TEXTS.ownerToggle}
            onChange={(_event, value: OwnerFilter | null) => value && setOwner(value)}
          >
            <ToggleButton value="mine">{TEXTS.mine}</ToggleButton>
            <ToggleButton value="all">{TEXTS.all}</ToggleButton>
          </ToggleButtonGroup>
        }
      />

      <Section id="placement-due" title={TEXTS.dueHeading}>
        {dashboard.isPending ? (
          <Loading label={TEXTS.dueLoading} />
        ) : dashboard.isError ? (
          <RetryAlert message={TEXTS.dueFailed} onRetry={() => void dashboard.refetch()} />
        ) : (
          <DueList items={dashboard.data.due} labelledBy="placement-due" />
        )}
      </Section>

      <Section id="placement-board" title={TEXTS.boardHeading}>
        {cases.isPending ? (
          <Loading label={TEXTS.boardLoading} />
        ) : cases.isError ? (
          <RetryAlert message={TEXTS.boardFailed} onRetry={() => void cases.refetch()} />
        ) : (
          <StageBoard list={cases.data} />
        )}
      </Section>

      <Section id="placement-requests" title={TEXTS.requestsHeading}>
        {dashboard.isPending ? (
          <Loading label={TEXTS.dueLoading} />
        ) : dashboard.isError ? (
          <RetryAlert message={TEXTS.dueFailed} onRetry={() => void dashboard.refetch()} />
        ) : (
          <OpenRequests
            requests={dashboard.data.openInterviewRequests}
            labelledBy="placement-requests"
          />
        )}
      </Section>
    </Box>
  );
}
