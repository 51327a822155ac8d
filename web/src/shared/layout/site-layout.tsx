import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { SITE_TEXTS } from "../site-texts.ts";
import type { NavAccount } from "./nav-items.ts";
import { SiteFooter } from "./site-footer.tsx";
import { TopNav } from "./top-nav.tsx";

const MAIN_CONTENT_ID = "main-content";

function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: "absolute",
        left: 16,
        top: -64,
        zIndex: "tooltip",
        px: 2,
        py: 1,
        borderRadius: "8px",
        backgroundColor: "secondary.main",
        color: "secondary.contrastText",
        "&:focus": { top: 16 },
      }}
    >
      {SITE_TEXTS.skipToContent}
    </Box>
  );
}

function NavigationProgress() {
  const isNavigating = useNavigation().state !== "idle";
  if (!isNavigating) return null;
  return (
    <LinearProgress
      aria-label={SITE_TEXTS.pageLoading}
      sx={{ position: "fixed", top: 0, insetInline: 0, zIndex: "tooltip", height: 3 }}
    />
  );
}

export function SiteLayout({ account }: { account: NavAccount }) {
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
      <SkipLink />
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
      <ScrollRestoration />
    </Box>
  );
}
