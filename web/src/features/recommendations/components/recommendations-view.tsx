import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import { SHARE_TOKEN_PARAM } from "@maids/contract/recommendations.ts";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "react-router";
import { HelperCard } from "@/shared/helper-card/helper-card.tsx";
import { helperGridStyle } from "@/shared/helper-card/helper-grid-style.ts";
import { FamilyFits } from "@/shared/matching/family-fits.tsx";
import { MATCHING_TEXTS } from "@/shared/matching/texts.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useDelayedPrompt } from "../hooks/use-delayed-prompt.ts";
import { type Recommendations, useRecommendations } from "../hooks/use-recommendations.ts";
import { RECOMMEND_UI_TEXTS } from "../texts.ts";
import { ClearImagesPrompt } from "./clear-images-prompt.tsx";
import {
  RecommendationsEmpty,
  RecommendationsLoading,
  ShareLinkRefused,
} from "./recommendations-states.tsx";

const HEADING_ID = "recommendations-heading";

function useShareToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get(SHARE_TOKEN_PARAM) || null;
}

function CountText({ recommendations }: { recommendations: Recommendations }) {
  if (recommendations.status === "loading") return <Skeleton width={80} />;
  if (recommendations.status === "refused") return null;
  return RECOMMEND_UI_TEXTS.helperCount(recommendations.maids.length);
}

function Content({ recommendations }: { recommendations: Recommendations }) {
  const { isSignedIn } = useSession();
  if (recommendations.status === "loading") return <RecommendationsLoading />;
  if (recommendations.status === "refused") {
    return <ShareLinkRefused message={recommendations.message} />;
  }
  if (recommendations.maids.length === 0) return <RecommendationsEmpty isSignedIn={isSignedIn} />;
  return (
    <Box component="ul" aria-labelledby={HEADING_ID} sx={helperGridStyle}>
      {recommendations.maids.map((maid) => (
        <li key={maid.id}>
          <HelperCard maid={maid} />
        </li>
      ))}
    </Box>
  );
}

/** Recommended helpers: a share link's when the address has a token, else the customer's own. */
export function RecommendationsView() {
  const token = useShareToken();
  const session = useSession();
  const recommendations = useRecommendations(token);
  const hasHelpers = recommendations.status === "loaded" && recommendations.maids.length > 0;
  // A family's own page: the agency's picks first, then the helpers ranked for its requirements.
  const ownRanking = token === null && session.role === CUSTOMER_ROLE;
  const prompt = useDelayedPrompt(
    token !== null && !session.isPending && !session.isSignedIn && hasHelpers,
  );

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Box sx={{ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: 1.5, mb: 1 }}>
        <Typography id={HEADING_ID} variant="h3" component="h1">
          {RECOMMEND_TEXTS.title}
        </Typography>
        <Typography sx={{ color: "text.secondary", fontWeight: 600 }}>
          <CountText recommendations={recommendations} />
        </Typography>
      </Box>
      {token !== null && recommendations.status !== "refused" && (
        <Typography sx={{ color: "text.secondary" }}>{RECOMMEND_UI_TEXTS.sharedIntro}</Typography>
      )}
      {ownRanking && (
        <Typography sx={{ color: "text.secondary" }}>{MATCHING_TEXTS.agencysPick}</Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <Content recommendations={recommendations} />
      </Box>
      {ownRanking && (
        <Box sx={{ mt: 6 }}>
          <FamilyFits />
        </Box>
      )}
      <ClearImagesPrompt open={prompt.isOpen} onClose={prompt.close} />
    </Box>
  );
}
