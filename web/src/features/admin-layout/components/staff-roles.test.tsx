import { STAFF_ROLES, type StaffRole } from "@maids/contract/staff-roles.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { AdminFrame } from "./admin-frame.tsx";
import { PermissionGate } from "./permission-gate.tsx";

function renderAs(role: StaffRole, children = <p>Screen</p>) {
  return renderWithProviders(
    <StaffRoleContext value={role}>
      <AdminFrame adminName="Staff member">{children}</AdminFrame>
    </StaffRoleContext>,
  );
}

const MENUS: Record<StaffRole, string[]> = {
  owner: [
    "Dashboard",
    "Maid Management",
    "Users Management",
    "Helper sign-ups",
    "Suppliers",
    "Audit trail",
    "Money",
    "Settings",
  ],
  administrator: [
    "Dashboard",
    "Maid Management",
    "Users Management",
    "Helper sign-ups",
    "Suppliers",
    "Audit trail",
    "Money",
  ],
  ea_personnel: [
    "Dashboard",
    "Maid Management",
    "Users Management",
    "Helper sign-ups",
    "Suppliers",
  ],
  accounts: [
    "Dashboard",
    "Maid Management",
    "Users Management",
    "Helper sign-ups",
    "Suppliers",
    "Money",
  ],
  read_only: ["Dashboard", "Maid Management", "Helper sign-ups"],
};

describe("what each staff role is offered", () => {
  it.each(STAFF_ROLES)("lists the menu entries of a %s's screens only", (role) => {
    setViewportWidth(1280);
    stubApi({});
    renderAs(role);
    const menu = screen.getByRole("navigation", { name: "Admin menu" });
    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(MENUS[role]);
  });

  it("shows a screen to a role that has its permission, and says so to one that has not", () => {
    setViewportWidth(1280);
    stubApi({});
    renderAs(
      "read_only",
      <>
        <PermissionGate permission="dashboard.view">
          <p>The dashboard</p>
        </PermissionGate>
        <PermissionGate permission="staff.manage">
          <p>The staff</p>
        </PermissionGate>
      </>,
    );
    expect(screen.getByText("The dashboard")).toBeVisible();
    expect(screen.queryByText("The staff")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your role (Read-only) does not include this screen. Ask the agency's owner if you need it.",
    );
  });
});
