import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { InterviewRequestsBoard } from "@/features/customer-management/components/interview-requests-board.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AdminDashboardPage() {
  usePageTitle(ADMIN_MENU.dashboard);
  return <InterviewRequestsBoard />;
}
