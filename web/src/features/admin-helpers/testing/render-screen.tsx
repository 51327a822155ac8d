import { screen, within } from "@testing-library/react";
import { renderRoute } from "@/testing/render.tsx";
import { AdminHelpersScreen } from "../components/admin-helpers-screen.tsx";

/** The screen at /admin, or /admin/:userId when a customer is given. */
export function renderAdminHelpers(customerId: number | null = null) {
  const at = customerId === null ? "/admin" : `/admin/${customerId}`;
  return renderRoute(<AdminHelpersScreen customerId={customerId} />, { path: at });
}

export function helpersTable() {
  return screen.getByRole("table", { name: "Helpers" });
}

/** The body rows of the table, header left out. */
export function helperRows() {
  const [, ...rows] = within(helpersTable()).getAllByRole("row");
  return rows;
}

export function rowOf(name: string) {
  const row = helperRows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}
