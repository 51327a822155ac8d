import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { SITE_TEXTS } from "../site-texts.ts";

export function PageLoader() {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }}>
      <CircularProgress aria-label={SITE_TEXTS.pageLoading} />
    </Box>
  );
}
