import CloseRounded from "@mui/icons-material/CloseRounded";
import MenuRounded from "@mui/icons-material/MenuRounded";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import { alpha } from "@mui/material/styles";
import { useState } from "react";
import { NavLink } from "react-router";
import { paths } from "../paths.ts";
import { SITE_TEXTS } from "../site-texts.ts";
import { AccountActions } from "./account-actions.tsx";
import { BrandLink } from "./brand-link.tsx";
import { NAV_ITEMS, type NavAccount } from "./nav-items.ts";

export function MobileMenu({ account }: { account: NavAccount }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        aria-label={SITE_TEXTS.openMenu}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        color="secondary"
        edge="end"
      >
        <MenuRounded />
      </IconButton>
      <Drawer
        id="mobile-menu"
        anchor="top"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { borderBottomLeftRadius: 20, borderBottomRightRadius: 20 } } }}
      >
        <Box sx={{ display: "flex", alignItems: "center", px: 2, py: 1.5 }}>
          <BrandLink onClick={close} />
          <IconButton aria-label={SITE_TEXTS.closeMenu} onClick={close} sx={{ ml: "auto" }}>
            <CloseRounded />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={SITE_TEXTS.mainNavigation}>
          <List sx={{ px: 1 }}>
            {NAV_ITEMS.map((item) => (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.to === paths.home}
                onClick={close}
                sx={{
                  borderRadius: "10px",
                  py: 1.5,
                  fontWeight: 600,
                  "&[aria-current='page']": {
                    backgroundColor: (theme) => alpha(theme.palette.primary.main, 0.14),
                  },
                }}
              >
                {item.label}
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <AccountActions account={account} stacked onNavigate={close} />
        </Box>
      </Drawer>
    </>
  );
}
