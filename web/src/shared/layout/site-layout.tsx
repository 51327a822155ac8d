import Box from "@mui/material/Box";
import { Outlet } from "react-router";
import type { NavAccount } from "./nav-items.ts";
import { NavigationProgress, SkipLink } from "./page-chrome.tsx";
import { PageScrollRestoration } from "./page-scroll-restoration.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { TopNav } from "./top-nav.tsx";

const MAIN_CONTENT_ID = "main-content";

export function SiteLayout({ account }: { account: NavAccount }) {
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
      <SkipLink to={MAIN_CONTENT_ID} />
      <NavigationProgress />
      <TopNav account={account} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // The footer starts below the fold, so a page that loads late never pushes it down.
        sx={{
          flex: 1,
          outline: "none",
          minHeight: { xs: "calc(100dvh - 64px)", md: "calc(100dvh - 72px)" },
        }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
      <PageScrollRestoration />
    </Box>
  );
}
