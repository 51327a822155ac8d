import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { PermissionGate } from "@/features/admin-layout/components/permission-gate.tsx";
import { DocumentTemplatesEditor } from "@/features/document-pack/components/document-templates-editor.tsx";
import { SettingsScreen } from "@/features/settings/components/settings-screen.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AdminSettingsPage() {
  usePageTitle(ADMIN_MENU.settings);
  return (
    <PermissionGate permission="staff.manage">
      <SettingsScreen ownerSections={<DocumentTemplatesEditor />} />
    </PermissionGate>
  );
}
