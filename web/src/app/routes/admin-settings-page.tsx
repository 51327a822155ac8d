import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { SettingsScreen } from "@/features/settings/components/settings-screen.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AdminSettingsPage() {
  usePageTitle(ADMIN_MENU.settings);
  return <SettingsScreen />;
}
