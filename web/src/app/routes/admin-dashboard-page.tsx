import { ADMIN_MENU } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import { InterviewRequestsBoard } from "@/features/customer-management/components/interview-requests-board.tsx";
import { DataRequestsCard } from "@/features/helper-review/components/data-requests-card.tsx";
import { PlacementDashboard } from "@/features/placements/components/placement-dashboard.tsx";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

/**
 * Placement cases (due dates, the stage board, requests without a case), then every interview
 * request, then the requests about personal data.
 */
export function AdminDashboardPage() {
  usePageTitle(ADMIN_MENU.dashboard);
  const can = useStaffCan();
  return (
    <Box sx={{ maxWidth: 1200, mx: "auto" }}>
      <PlacementDashboard title={ADMIN_MENU.dashboard} />
      <InterviewRequestsBoard embedded />
      {can("customers.view") && <DataRequestsCard canHandle={can("customers.edit")} />}
    </Box>
  );
}
