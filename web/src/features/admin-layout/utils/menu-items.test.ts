import { describe, expect, it } from "vitest";
import { MENU_ITEMS } from "./menu-items.ts";

const activeAt = (pathname: string) =>
  MENU_ITEMS.filter((item) => item.to !== undefined && item.isActive(pathname)).map(
    (item) => item.label,
  );

describe("MENU_ITEMS", () => {
  it("lists the spec's entries, each with its screen", () => {
    expect(MENU_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ["Dashboard", "/admin/dashboard"],
      ["Maid Management", "/admin"],
      ["Users Management", "/userManagement"],
      ["Helper sign-ups", "/admin/helper-profiles"],
      ["Suppliers", "/admin/suppliers"],
      ["Audit trail", "/admin/audit"],
      ["Money", "/admin/money"],
      ["Settings", "/admin/settings"],
    ]);
  });

  it.each([
    ["/admin", ["Maid Management"]],
    ["/admin/42", ["Maid Management"]],
    ["/admin/dashboard", ["Dashboard"]],
    ["/userManagement", ["Users Management"]],
    ["/usermanagement", ["Users Management"]],
    ["/admin/suppliers", ["Suppliers"]],
    ["/admin/settings", ["Settings"]],
    ["/admin/audit", ["Audit trail"]],
    ["/admin/money", ["Money"]],
    ["/admin/helper-profiles", ["Helper sign-ups"]],
  ])("marks exactly one entry active at %s", (pathname, active) => {
    expect(activeAt(pathname)).toEqual(active);
  });
});
