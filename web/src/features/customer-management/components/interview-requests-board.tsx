import type { AdminInterviewRequest } from "@maids/contract/admin.ts";
import { ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { ADMIN_MENU } from "@maids/contract/messages.ts";
import EventAvailableRounded from "@mui/icons-material/EventAvailableRounded";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { useInterviewRequests } from "../api/get-interview-requests.ts";
import { DASHBOARD_TEXTS } from "../texts.ts";
import { DateTime } from "./date-time.tsx";
import { HelperAvatar } from "./helper-avatar.tsx";
import { HelperProfileLink } from "./helper-profile-link.tsx";
import { ListPager } from "./list-pager.tsx";

const HEADING_ID = "interview-requests-heading";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: "text.secondary", lineHeight: 1.4 }}
      >
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function RequestItem({ request }: { request: AdminInterviewRequest }) {
  return (
    <Card
      component="li"
      sx={{
        p: 2,
        display: "grid",
        gap: 2,
        alignItems: "center",
        gridTemplateColumns: {
          xs: "1fr",
          md: "minmax(0, 1.2fr) minmax(0, 1.4fr) minmax(0, 0.8fr)",
        },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
        <HelperAvatar name={request.maid.name} imageUrl={request.maid.imageUrl} size={56} />
        <Field label={DASHBOARD_TEXTS.helper}>
          <HelperProfileLink maidId={request.maid.id} name={request.maid.name} />
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {DASHBOARD_TEXTS.helperId(request.maid.id)}
          </Typography>
        </Field>
      </Box>
      <Field label={DASHBOARD_TEXTS.customer}>
        <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {request.user.name}
        </Typography>
        <Link
          href={`mailto:${request.user.email}`}
          variant="body2"
          sx={{ overflowWrap: "anywhere" }}
        >
          {request.user.email}
        </Link>
      </Field>
      <Field label={DASHBOARD_TEXTS.requested}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <DateTime iso={request.requestedAt} />
        </Typography>
        {request.helperAnswer && (
          <Typography
            variant="body2"
            sx={{ color: request.helperAnswer === "agreed" ? "success.main" : "text.secondary" }}
          >
            {DASHBOARD_TEXTS.helperAnswers[request.helperAnswer]}
          </Typography>
        )}
      </Field>
    </Card>
  );
}

function RequestsLoading() {
  return (
    <Box role="status" aria-label={DASHBOARD_TEXTS.loading} sx={{ display: "grid", gap: 1.5 }}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={88} />
      ))}
    </Box>
  );
}

function RequestsFailed({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={DASHBOARD_TEXTS.failed} onRetry={onRetry} />;
}

function RequestList({ requests }: { requests: readonly AdminInterviewRequest[] }) {
  return (
    <Box
      component="ul"
      aria-labelledby={HEADING_ID}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}
    >
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </Box>
  );
}

function RequestsContent() {
  const [page, setPage] = useState(1);
  const requests = useInterviewRequests(page);
  if (requests.isPending) return <RequestsLoading />;
  if (requests.isError) return <RequestsFailed onRetry={() => void requests.refetch()} />;
  const { total } = requests.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<EventAvailableRounded />}
        title={DASHBOARD_TEXTS.empty}
        hint={DASHBOARD_TEXTS.emptyHint}
      />
    );
  }
  return (
    <Box
      sx={{ opacity: requests.isPlaceholderData ? 0.6 : 1, transition: "opacity 0.2s" }}
      aria-busy={requests.isPlaceholderData}
    >
      <Typography sx={{ color: "text.secondary", fontWeight: 600, mb: 1.5 }}>
        {DASHBOARD_TEXTS.requestCount(total)}
      </Typography>
      <RequestList requests={requests.data.requests} />
      {total > ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE && (
        <ListPager
          label={DASHBOARD_TEXTS.pages}
          page={page}
          pageSize={ADMIN_INTERVIEW_REQUESTS_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
        />
      )}
    </Box>
  );
}

/**
 * The admin Dashboard's interview requests customers sent, for the agency to arrange; `embedded`
 * leaves the page's heading to the page that shows it among other sections.
 */
export function InterviewRequestsBoard({ embedded = false }: { embedded?: boolean }) {
  return (
    <Box sx={{ maxWidth: 1200, mx: "auto" }}>
      {!embedded && (
        <>
          <Typography variant="h3" component="h1">
            {ADMIN_MENU.dashboard}
          </Typography>
          <Typography sx={{ color: "text.secondary", mt: 0.5, mb: 3 }}>
            {DASHBOARD_TEXTS.intro}
          </Typography>
        </>
      )}
      <Box component="section" aria-labelledby={HEADING_ID}>
        <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ mb: 1 }}>
          {DASHBOARD_TEXTS.interviewRequests}
        </Typography>
        <RequestsContent />
      </Box>
    </Box>
  );
}
