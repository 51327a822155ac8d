import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { matchPath } from "react-router";
import { paths } from "@/shared/paths.ts";

export type MenuItemKey =
  | "dashboard"
  | "maidManagement"
  | "usersManagement"
  | "suppliers"
  | "settings";

export type MenuItem =
  | { key: MenuItemKey; label: string; to: string; isActive: (pathname: string) => boolean }
  /** An entry without a screen yet: shown, but not clickable ("Coming soon"). */
  | { key: MenuItemKey; label: string; to?: undefined };

const matches = (path: string, pathname: string) => matchPath(path, pathname) !== null;

/** A placement case is reached from the dashboard, so the dashboard stays lit on its page. */
const isDashboard = (pathname: string) =>
  matches(paths.adminDashboard, pathname) || matches(paths.adminPlacement, pathname);
const isSuppliers = (pathname: string) => matches(paths.adminSuppliers, pathname);
const isSettings = (pathname: string) => matches(paths.adminSettings, pathname);

/** /admin/:userId is the maid management screen with a customer chosen. */
const isMaidManagement = (pathname: string) =>
  matches(paths.admin, pathname) ||
  (matches(paths.adminForCustomer, pathname) &&
    !isDashboard(pathname) &&
    !isSuppliers(pathname) &&
    !isSettings(pathname));

export const MENU_ITEMS: readonly MenuItem[] = [
  {
    key: "dashboard",
    label: ADMIN_MENU.dashboard,
    to: paths.adminDashboard,
    isActive: isDashboard,
  },
  {
    key: "maidManagement",
    label: ADMIN_MENU.maidManagement,
    to: paths.admin,
    isActive: isMaidManagement,
  },
  {
    key: "usersManagement",
    label: ADMIN_MENU.usersManagement,
    to: paths.userManagement,
    isActive: (pathname) => matches(paths.userManagement, pathname),
  },
  {
    key: "suppliers",
    label: ADMIN_MENU.suppliers,
    to: paths.adminSuppliers,
    isActive: isSuppliers,
  },
  {
    key: "settings",
    label: ADMIN_MENU.settings,
    to: paths.adminSettings,
    isActive: isSettings,
  },
];
