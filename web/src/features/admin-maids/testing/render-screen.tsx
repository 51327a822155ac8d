import { screen, within } from "@testing-library/react";
import { renderRoute } from "@/testing/render.tsx";
import { AdminMaidsScreen } from "../components/admin-maids-screen.tsx";

/** The screen at /admin, or /admin/:userId when a customer is given. */
export function renderAdminMaids(customerId: number | null = null) {
  const at = customerId === null ? "/admin" : `/admin/${customerId}`;
  return renderRoute(<AdminMaidsScreen customerId={customerId} />, { path: at });
}

export function maidsTable() {
  return screen.getByRole("table", { name: "Helpers" });
}

/** The body rows of the table, header left out. */
export function maidRows() {
  const [, ...rows] = within(maidsTable()).getAllByRole("row");
  return rows;
}

export function rowOf(name: string) {
  const row = maidRows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}
