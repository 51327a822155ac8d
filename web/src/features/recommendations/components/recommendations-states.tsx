import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import RecommendRounded from "@mui/icons-material/RecommendRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { HelperCardSkeleton } from "../../../shared/helper-card/helper-card-skeleton.tsx";
import { helperGridStyle } from "../../../shared/helper-card/helper-grid-style.ts";
import { paths } from "../../../shared/paths.ts";
import { RECOMMEND_UI_TEXTS } from "../texts.ts";

const SKELETON_CARDS = 4;

export function RecommendationsLoading() {
  return (
    <Box role="status" aria-label={RECOMMEND_UI_TEXTS.loading} sx={helperGridStyle}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <HelperCardSkeleton key={index} />
      ))}
    </Box>
  );
}

function BrowseHelpersButton({ variant }: { variant: "contained" | "outlined" }) {
  return (
    <Button
      component={RouterLink}
      to={paths.catalogue}
      variant={variant}
      color={variant === "outlined" ? "secondary" : "primary"}
      endIcon={<ArrowForwardRounded />}
    >
      {RECOMMEND_UI_TEXTS.browseHelpers}
    </Button>
  );
}

export function RecommendationsEmpty({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <Box
      sx={{
        display: "grid",
        justifyItems: "center",
        textAlign: "center",
        gap: 1.5,
        py: { xs: 6, md: 10 },
        px: 3,
        borderRadius: "20px",
        border: "1px dashed",
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: "grid",
          placeItems: "center",
          width: 72,
          height: 72,
          borderRadius: "50%",
          bgcolor: "#fff1e8",
          color: "#b4530f",
          mb: 1,
        }}
      >
        <RecommendRounded sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="h5" component="h2">
        {RECOMMEND_TEXTS.empty}
      </Typography>
      <Typography sx={{ color: "text.secondary", maxWidth: 460 }}>
        {isSignedIn ? RECOMMEND_TEXTS.emptySignedIn : RECOMMEND_TEXTS.emptyAnonymous}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <BrowseHelpersButton variant="contained" />
      </Box>
    </Box>
  );
}

/** A share link the server turned down, in the server's words, with ways to carry on. */
export function ShareLinkRefused({ message }: { message: string }) {
  return (
    <Box sx={{ display: "grid", gap: 3, maxWidth: 720 }}>
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: "background.paper" }}>
        <AlertTitle>{RECOMMEND_UI_TEXTS.refusedTitle}</AlertTitle>
        {message}
      </Alert>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <BrowseHelpersButton variant="contained" />
        <Button component={RouterLink} to={paths.contact} variant="outlined" color="secondary">
          {RECOMMEND_UI_TEXTS.contactAgency}
        </Button>
      </Box>
    </Box>
  );
}
