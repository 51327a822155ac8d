import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { useParams } from "react-router";
import { AdminHelpersScreen } from "@/features/admin-helpers/components/admin-helpers-screen.tsx";
import { parseCustomerId } from "@/features/admin-helpers/utils/parse-customer-id.ts";
import { HelperImportButton } from "@/features/helper-intake/components/helper-import-button.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

/** /admin, and /admin/:userId to recommend helpers to that customer; with the bulk import. */
export function AdminHelpersPage() {
  usePageTitle(ADMIN_MENU.helperManagement);
  const { userId } = useParams();
  const customer = parseCustomerId(userId);
  // A new customer starts from their own recommendations, not the previous one's ticks.
  return (
    <AdminHelpersScreen
      key={userId ?? ""}
      customerId={customer.id}
      invalidCustomer={customer.invalid}
      importAction={<HelperImportButton />}
    />
  );
}
