import CloseRounded from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type ReactNode, useState } from "react";
import { NavigationProgress, SkipLink } from "@/shared/layout/page-chrome.tsx";
import { paths } from "@/shared/paths.ts";
import { useSignOut } from "@/shared/session/use-sign-out.ts";
import { ADMIN_LAYOUT_TEXTS } from "../texts.ts";
import { AdminSideMenu } from "./admin-side-menu.tsx";
import { AdminTopBar } from "./admin-top-bar.tsx";

const DRAWER_WIDTH = 240;
const DRAWER_ID = "admin-menu-drawer";
const MAIN_CONTENT_ID = "admin-main-content";

const drawerPaper = {
  width: DRAWER_WIDTH,
  boxSizing: "border-box",
  backgroundColor: "secondary.main",
  color: "secondary.contrastText",
  borderRight: "none",
} as const;

type MenuProps = { onLogOut: () => void; isLoggingOut: boolean };

function PermanentMenu(props: MenuProps) {
  return (
    <Drawer
      variant="permanent"
      sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
      slotProps={{ paper: { sx: drawerPaper } }}
    >
      <Toolbar sx={{ minHeight: { xs: 60 } }} />
      <AdminSideMenu {...props} />
    </Drawer>
  );
}

function TemporaryMenu({
  open,
  onClose,
  ...props
}: MenuProps & { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      id={DRAWER_ID}
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: drawerPaper } }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <IconButton
          aria-label={ADMIN_LAYOUT_TEXTS.closeMenu}
          onClick={onClose}
          sx={{ color: "inherit" }}
        >
          <CloseRounded />
        </IconButton>
      </Box>
      <AdminSideMenu {...props} onNavigate={onClose} />
    </Drawer>
  );
}

/**
 * The administrators' frame, distinct from the customer site: a top bar and a side menu that
 * stays open from md up and is a drawer behind a button on smaller screens.
 */
export function AdminFrame({ adminName, children }: { adminName: string; children: ReactNode }) {
  const isWide = useMediaQuery(useTheme().breakpoints.up("md"));
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { signOut, isSigningOut } = useSignOut({ to: paths.systemAccess, replace: true });
  const menuProps = { onLogOut: signOut, isLoggingOut: isSigningOut };

  return (
    <Box sx={{ display: "flex", minHeight: "100dvh", bgcolor: "background.default" }}>
      <SkipLink to={MAIN_CONTENT_ID} />
      <NavigationProgress />
      <AdminTopBar
        adminName={adminName}
        menu={
          isWide
            ? undefined
            : { isOpen: isMenuOpen, open: () => setMenuOpen(true), drawerId: DRAWER_ID }
        }
      />
      {isWide ? (
        <PermanentMenu {...menuProps} />
      ) : (
        <TemporaryMenu {...menuProps} open={isMenuOpen} onClose={() => setMenuOpen(false)} />
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, outline: "none", px: { xs: 2, sm: 3 }, pb: 6 }}
      >
        <Toolbar sx={{ minHeight: { xs: 60 }, mb: { xs: 2, md: 3 } }} />
        {children}
      </Box>
    </Box>
  );
}
