import { PermissionGate } from "@/features/admin-layout/components/permission-gate.tsx";
import { MoneyReportScreen } from "@/features/case-money/components/money-report-screen.tsx";
import { MONEY_TEXTS } from "@/features/case-money/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AdminMoneyPage() {
  usePageTitle(MONEY_TEXTS.report.title);
  return (
    <PermissionGate permission="money.report">
      <MoneyReportScreen />
    </PermissionGate>
  );
}
