import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";

export function UserManagementPage() {
  return <PlaceholderPage title={ADMIN_TEXTS.customerManagement} />;
}
