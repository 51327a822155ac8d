import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { SuppliersScreen } from "@/features/suppliers/components/suppliers-screen.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AdminSuppliersPage() {
  usePageTitle(ADMIN_MENU.suppliers);
  return <SuppliersScreen />;
}
