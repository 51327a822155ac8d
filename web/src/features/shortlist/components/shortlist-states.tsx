import { SHORTLIST_TEXTS } from "@maids/contract/messages.ts";
import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { HelperCardSkeleton } from "../../../shared/helper-card/helper-card-skeleton.tsx";
import { helperGridStyle } from "../../../shared/helper-card/helper-grid-style.ts";
import { paths } from "../../../shared/paths.ts";
import { SHORTLIST_UI_TEXTS } from "../texts.ts";

const SKELETON_CARDS = 4;

export function ShortlistLoading() {
  return (
    <Box role="status" aria-label={SHORTLIST_UI_TEXTS.loading} sx={helperGridStyle}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <HelperCardSkeleton key={index} />
      ))}
    </Box>
  );
}

export function ShortlistEmpty() {
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
        <FavoriteBorderRounded sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="h5" component="h2">
        {SHORTLIST_TEXTS.empty}
      </Typography>
      <Typography sx={{ color: "text.secondary", maxWidth: 440 }}>
        {SHORTLIST_UI_TEXTS.emptyHint}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.catalogue}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardRounded />}
        sx={{ mt: 1.5 }}
      >
        {SHORTLIST_UI_TEXTS.browseHelpers}
      </Button>
    </Box>
  );
}
