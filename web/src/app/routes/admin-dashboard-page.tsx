import { ADMIN_MENU } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import { InterviewRequestsBoard } from "@/features/customer-management/components/interview-requests-board.tsx";
import { PlacementDashboard } from "@/features/placements/components/placement-dashboard.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

/** Placement cases (due dates, the stage board, requests without a case), then every interview request. */
export function AdminDashboardPage() {
  usePageTitle(ADMIN_MENU.dashboard);
  return (
    <Box sx={{ maxWidth: 1200, mx: "auto" }}>
      <PlacementDashboard title={ADMIN_MENU.dashboard} />
      <InterviewRequestsBoard embedded />
    </Box>
  );
}
