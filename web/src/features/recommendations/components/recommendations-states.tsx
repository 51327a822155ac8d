import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import RecommendRounded from "@mui/icons-material/RecommendRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { BrowseHelpersButton } from "@/shared/components/browse-helpers-button.tsx";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { HelperGridLoading } from "@/shared/helper-card/helper-grid-loading.tsx";
import { paths } from "@/shared/paths.ts";
import { RECOMMEND_UI_TEXTS } from "../texts.ts";

export function RecommendationsLoading() {
  return <HelperGridLoading label={RECOMMEND_UI_TEXTS.loading} cards={4} />;
}

export function RecommendationsEmpty({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <EmptyState
      icon={<RecommendRounded />}
      title={RECOMMEND_TEXTS.empty}
      hint={isSignedIn ? RECOMMEND_TEXTS.emptySignedIn : RECOMMEND_TEXTS.emptyAnonymous}
      action={<BrowseHelpersButton />}
    />
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
