import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import { NavLink } from "react-router";
import { paths } from "../paths.ts";
import { SITE_TEXTS } from "../site-texts.ts";
import { AccountActions } from "./account-actions.tsx";
import { BrandLink } from "./brand-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NAV_ITEMS, type NavAccount } from "./nav-items.ts";

const activeLinkStyle = {
  position: "relative",
  "&[aria-current='page']::after": {
    content: '""',
    position: "absolute",
    insetInline: 20,
    bottom: 2,
    height: 3,
    borderRadius: "2px",
    backgroundColor: "primary.main",
  },
} as const;

export function TopNav({ account }: { account: NavAccount }) {
  return (
    <AppBar
      position="sticky"
      sx={{
        backgroundColor: "surface.frosted",
        backdropFilter: "saturate(180%) blur(12px)",
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLink />
          <Box
            component="nav"
            aria-label={SITE_TEXTS.mainNavigation}
            sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, mx: "auto" }}
          >
            {NAV_ITEMS.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.to === paths.home}
                color="secondary"
                sx={activeLinkStyle}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: { xs: "none", md: "block" } }}>
            <AccountActions account={account} />
          </Box>
          <Box sx={{ display: { md: "none" }, ml: "auto" }}>
            <MobileMenu account={account} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
