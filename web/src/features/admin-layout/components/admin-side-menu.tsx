import { ADMIN_MENU } from "@maids/contract/messages.ts";
import AssignmentIndRounded from "@mui/icons-material/AssignmentIndRounded";
import DashboardRounded from "@mui/icons-material/DashboardRounded";
import GroupRounded from "@mui/icons-material/GroupRounded";
import HistoryRounded from "@mui/icons-material/HistoryRounded";
import HowToRegRounded from "@mui/icons-material/HowToRegRounded";
import LogoutRounded from "@mui/icons-material/LogoutRounded";
import PaymentsRounded from "@mui/icons-material/PaymentsRounded";
import SettingsRounded from "@mui/icons-material/SettingsRounded";
import StorefrontRounded from "@mui/icons-material/StorefrontRounded";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import type { ReactElement } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { TOOLTIP_DELAYS } from "@/shared/ui-limits.ts";
import { ADMIN_LAYOUT_TEXTS } from "../texts.ts";
import { MENU_ITEMS, type MenuItem, type MenuItemKey } from "../utils/menu-items.ts";

const ICONS: Record<MenuItemKey, ReactElement> = {
  helperSignups: <HowToRegRounded />,
  dashboard: <DashboardRounded />,
  helperManagement: <AssignmentIndRounded />,
  usersManagement: <GroupRounded />,
  suppliers: <StorefrontRounded />,
  auditTrail: <HistoryRounded />,
  money: <PaymentsRounded />,
  settings: <SettingsRounded />,
};

const itemStyle = {
  borderRadius: "10px",
  mb: 0.5,
  py: 1.25,
  px: 1.5,
  color: "onInk.secondary",
  "& .MuiListItemIcon-root": { color: "inherit", minWidth: 34 },
  "&:hover": { backgroundColor: "onInk.hover" },
  "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.light", outlineOffset: 2 },
  "&[aria-current='page']": {
    backgroundColor: "primary.main",
    color: "secondary.main",
    "&:hover": { backgroundColor: "primary.light" },
  },
} as const;

const labelStyle = {
  primary: { sx: { fontWeight: 600, fontSize: "0.9375rem", whiteSpace: "nowrap" } },
} as const;

type AdminSideMenuProps = {
  onNavigate?: () => void;
  onLogOut: () => void;
  isLoggingOut: boolean;
};

function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const isActive = item.to !== undefined && item.isActive(pathname);
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to ?? ""}
      aria-current={isActive ? "page" : undefined}
      onClick={onNavigate}
      sx={itemStyle}
    >
      <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
      <ListItemText primary={item.label} slotProps={labelStyle} />
    </ListItemButton>
  );
}

/** Focusable (so the tooltip reaches keyboard users) but inert: never a dead click. */
function ComingSoonItem({ item }: { item: MenuItem }) {
  return (
    <Tooltip
      title={ADMIN_LAYOUT_TEXTS.comingSoon}
      placement="right"
      describeChild
      enterDelay={TOOLTIP_DELAYS.enter}
      enterTouchDelay={TOOLTIP_DELAYS.touchEnter}
      leaveTouchDelay={TOOLTIP_DELAYS.touchLeave}
    >
      <ListItemButton
        aria-disabled="true"
        disableRipple
        sx={{
          ...itemStyle,
          cursor: "not-allowed",
          color: "onInk.disabled",
          "&:hover": { backgroundColor: "transparent" },
        }}
      >
        <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
        <ListItemText primary={item.label} slotProps={labelStyle} />
      </ListItemButton>
    </Tooltip>
  );
}

/** The administrators' side menu (docs/product.md#screens), on the dark secondary colour. */
export function AdminSideMenu({ onNavigate, onLogOut, isLoggingOut }: AdminSideMenuProps) {
  const can = useStaffCan();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", flex: 1, p: 1.5 }}>
      <Box component="nav" aria-label={ADMIN_LAYOUT_TEXTS.adminMenu}>
        <List disablePadding>
          {MENU_ITEMS.filter((item) => can(item.permission)).map((item) => (
            <li key={item.key}>
              {item.to === undefined ? (
                <ComingSoonItem item={item} />
              ) : (
                <MenuLink item={item} onNavigate={onNavigate} />
              )}
            </li>
          ))}
        </List>
      </Box>
      <Divider sx={{ borderColor: "onInk.divider", mt: "auto", mb: 1 }} />
      <ListItemButton onClick={onLogOut} disabled={isLoggingOut} sx={{ ...itemStyle, flexGrow: 0 }}>
        <ListItemIcon>
          <LogoutRounded />
        </ListItemIcon>
        <ListItemText
          primary={isLoggingOut ? ADMIN_LAYOUT_TEXTS.loggingOut : ADMIN_MENU.logOut}
          slotProps={labelStyle}
        />
      </ListItemButton>
    </Box>
  );
}
