import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";

export function AdminMaidsPage() {
  return <PlaceholderPage title={ADMIN_MENU.maidManagement} />;
}
