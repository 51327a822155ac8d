import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { PermissionGate } from "@/features/admin-layout/components/permission-gate.tsx";
import { AuditTrailScreen } from "@/features/audit-trail/components/audit-trail-screen.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AdminAuditPage() {
  usePageTitle(ADMIN_MENU.auditTrail);
  return (
    <PermissionGate permission="audit.view">
      <AuditTrailScreen />
    </PermissionGate>
  );
}
