import { ADMIN_MENU } from "@maids/contract/messages.ts";
import type { StaffPermission } from "@maids/contract/staff-roles.ts";
import { matchPath } from "react-router";
import { paths } from "@/shared/paths.ts";
import { ADMIN_LAYOUT_TEXTS } from "../texts.ts";

export type MenuItemKey =
  | "dashboard"
  | "helperManagement"
  | "usersManagement"
  | "helperSignups"
  | "suppliers"
  | "auditTrail"
  | "money"
  | "settings";

/** Shown to the staff whose role has `permission` (contract/src/staff-roles.ts). */
export type MenuItem =
  | {
      key: MenuItemKey;
      label: string;
      to: string;
      isActive: (pathname: string) => boolean;
      permission: StaffPermission;
    }
  /** An entry without a screen yet: shown, but not clickable ("Coming soon"). */
  | { key: MenuItemKey; label: string; to?: undefined; permission: StaffPermission };

const matches = (path: string, pathname: string) => matchPath(path, pathname) !== null;

/** A placement case is reached from the dashboard, so the dashboard stays lit on its page. */
const isDashboard = (pathname: string) =>
  matches(paths.adminDashboard, pathname) || matches(paths.adminPlacement, pathname);
const isSuppliers = (pathname: string) => matches(paths.adminSuppliers, pathname);
const isSettings = (pathname: string) => matches(paths.adminSettings, pathname);
const isAuditTrail = (pathname: string) => matches(paths.adminAudit, pathname);
const isMoney = (pathname: string) => matches(paths.adminMoney, pathname);
const isHelperSignups = (pathname: string) => matches(paths.adminHelperProfiles, pathname);

/** /admin/:userId is the maid management screen with a customer chosen. */
const isHelperManagement = (pathname: string) =>
  matches(paths.admin, pathname) ||
  (matches(paths.adminForCustomer, pathname) &&
    !isDashboard(pathname) &&
    !isSuppliers(pathname) &&
    !isSettings(pathname) &&
    !isAuditTrail(pathname) &&
    !isMoney(pathname) &&
    !isHelperSignups(pathname));

export const MENU_ITEMS: readonly MenuItem[] = [
  {
    key: "dashboard",
    label: ADMIN_MENU.dashboard,
    to: paths.adminDashboard,
    isActive: isDashboard,
    permission: "dashboard.view",
  },
  {
    key: "helperManagement",
    label: ADMIN_MENU.helperManagement,
    to: paths.admin,
    isActive: isHelperManagement,
    permission: "helpers.view",
  },
  {
    key: "usersManagement",
    label: ADMIN_MENU.usersManagement,
    to: paths.userManagement,
    isActive: (pathname) => matches(paths.userManagement, pathname),
    permission: "customers.view",
  },
  {
    key: "helperSignups",
    label: ADMIN_LAYOUT_TEXTS.helperSignups,
    to: paths.adminHelperProfiles,
    isActive: isHelperSignups,
    permission: "helpers.view",
  },
  {
    key: "suppliers",
    label: ADMIN_MENU.suppliers,
    to: paths.adminSuppliers,
    isActive: isSuppliers,
    permission: "suppliers.view",
  },
  {
    key: "auditTrail",
    label: ADMIN_MENU.auditTrail,
    to: paths.adminAudit,
    isActive: isAuditTrail,
    permission: "audit.view",
  },
  {
    key: "money",
    label: ADMIN_LAYOUT_TEXTS.money,
    to: paths.adminMoney,
    isActive: isMoney,
    permission: "money.report",
  },
  {
    key: "settings",
    label: ADMIN_MENU.settings,
    to: paths.adminSettings,
    isActive: isSettings,
    permission: "staff.manage",
  },
];
