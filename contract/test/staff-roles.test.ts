import { describe, expect, it } from "vitest";
import {
  mayOwnCases,
  ROLE_PERMISSIONS,
  ROUTE_PERMISSIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffCan,
} from "../src/staff-roles.ts";

const WRITES = STAFF_PERMISSIONS.filter((permission) => !permission.endsWith(".view"));

describe("the staff roles' permissions", () => {
  it("gives the owner everything, and administrators everything but staff and the agency's own settings", () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(STAFF_PERMISSIONS);
    expect(STAFF_PERMISSIONS.filter((p) => !staffCan("administrator", p))).toEqual([
      "staff.manage",
      "agency.settings",
    ]);
  });

  it("keeps identity numbers in full to the owner and administrators, and money from read-only staff", () => {
    expect(STAFF_ROLES.filter((role) => staffCan(role, "identity.reveal"))).toEqual([
      "owner",
      "administrator",
    ]);
    expect(STAFF_ROLES.filter((role) => staffCan(role, "money.void"))).toEqual([
      "owner",
      "administrator",
      "accounts",
    ]);
    expect(staffCan("read_only", "money.view")).toBe(false);
    expect(staffCan("read_only", "particulars.view")).toBe(false);
    expect(staffCan("accounts", "particulars.edit")).toBe(false);
  });

  it("lets read-only staff change nothing and see no private helper fields", () => {
    expect(WRITES.filter((permission) => staffCan("read_only", permission))).toEqual([]);
    expect(staffCan("read_only", "helpers.view_private")).toBe(false);
    expect(staffCan("read_only", "customers.view")).toBe(false);
  });

  it("keeps case officers from deleting or exporting helpers and from the staff and the trail", () => {
    for (const permission of [
      "helpers.delete",
      "helpers.export",
      "cases.assign",
      "staff.manage",
      "audit.view",
    ] as const) {
      expect(staffCan("ea_personnel", permission), permission).toBe(false);
    }
    expect(staffCan("ea_personnel", "cases.move")).toBe(true);
  });

  it("keeps accounts staff from changing helpers or moving cases", () => {
    for (const permission of ["helpers.edit", "cases.edit", "cases.move"] as const) {
      expect(staffCan("accounts", permission), permission).toBe(false);
    }
    expect(staffCan("accounts", "customers.edit")).toBe(true);
  });

  it("knows no permission for an account without a staff role", () => {
    for (const permission of STAFF_PERMISSIONS) expect(staffCan(null, permission)).toBe(false);
  });

  it("names only known permissions for routes, and every role's permissions are known", () => {
    for (const permission of Object.values(ROUTE_PERMISSIONS)) {
      expect(STAFF_PERMISSIONS).toContain(permission);
    }
    for (const role of STAFF_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role])
        expect(STAFF_PERMISSIONS).toContain(permission);
    }
  });

  it("lets only active staff doing EA work, with an EA number, own cases", () => {
    const member = {
      role: "ea_personnel" as const,
      active: true,
      eaRegistrationNumber: "R1234567A",
    };
    expect(mayOwnCases(member)).toBe(true);
    expect(mayOwnCases({ ...member, active: false })).toBe(false);
    expect(mayOwnCases({ ...member, eaRegistrationNumber: "" })).toBe(false);
    expect(mayOwnCases({ ...member, role: "accounts" })).toBe(false);
  });
});
