import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import PersonSearchRounded from "@mui/icons-material/PersonSearchRounded";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { BrowseHelpersButton } from "@/shared/components/browse-helpers-button.tsx";
import { PROFILE_UI_TEXTS } from "../texts.ts";

export function ProfileLoading() {
  return (
    <Box
      role="status"
      sx={{
        display: "grid",
        placeItems: "center",
        alignContent: "center",
        gap: 2,
        minHeight: "50vh",
      }}
    >
      <CircularProgress aria-hidden />
      <Typography sx={{ color: "text.secondary" }}>{HELPER_PROFILE_TEXTS.loading}</Typography>
    </Box>
  );
}

export function ProfileNotFound() {
  return (
    <Box sx={{ textAlign: "center", py: { xs: 8, md: 12 }, px: 2 }}>
      <PersonSearchRounded aria-hidden sx={{ fontSize: 64, color: "text.secondary", mb: 1 }} />
      <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
        {HELPER_PROFILE_TEXTS.notFound}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>
        {PROFILE_UI_TEXTS.notFoundHint}
      </Typography>
      <BrowseHelpersButton />
    </Box>
  );
}
