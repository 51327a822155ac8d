import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { useNavigation } from "react-router";
import { SITE_TEXTS } from "../site-texts.ts";

/** The first stop for keyboard users: jumps past the navigation to the page's main content. */
export function SkipLink({ to }: { to: string }) {
  return (
    <Box
      component="a"
      href={`#${to}`}
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

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  if (useNavigation().state === "idle") return null;
  return (
    <LinearProgress
      aria-label={SITE_TEXTS.pageLoading}
      sx={{ position: "fixed", top: 0, insetInline: 0, zIndex: "tooltip", height: 3 }}
    />
  );
}
