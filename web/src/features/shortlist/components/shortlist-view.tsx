import { SHORTLIST_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useFavourites } from "@/shared/favourites/use-favourites.ts";
import { HelperCard } from "@/shared/helper-card/helper-card.tsx";
import { helperGridStyle } from "@/shared/helper-card/helper-grid-style.ts";
import { useSignInRequired } from "@/shared/session/use-sign-in-required.ts";
import { useFocusAfterRemoval } from "../hooks/use-focus-after-removal.ts";
import { SHORTLIST_UI_TEXTS } from "../texts.ts";
import { ShortlistEmpty, ShortlistLoading } from "./shortlist-states.tsx";
import { UnavailableHelperCard } from "./unavailable-helper-card.tsx";

const HEADING_ID = "shortlist-heading";

/** The signed-in customer's shortlist; a failed load shows none (docs/product.md#shortlist). */
export function ShortlistView() {
  const { isChecking, mustSignIn } = useSignInRequired();
  const { favourites, isPending, error } = useFavourites();
  const isLoading = isChecking || mustSignIn || isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(favourites.length, headingRef);

  useEffect(() => {
    if (error) console.error("The shortlist could not be loaded.", error);
  }, [error]);

  function renderContent() {
    if (isLoading) return <ShortlistLoading />;
    if (favourites.length === 0) return <ShortlistEmpty />;
    return (
      <Box component="ul" aria-labelledby={HEADING_ID} sx={helperGridStyle}>
        {favourites.map((maid) => (
          <li key={maid.id}>
            {maid.noLongerAvailable ? (
              <UnavailableHelperCard maid={maid} />
            ) : (
              <HelperCard maid={maid} />
            )}
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Box sx={{ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: 1.5, mb: 3 }}>
        <Typography
          id={HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          variant="h3"
          component="h1"
          sx={{ "&:focus": { outline: "none" } }}
        >
          {SHORTLIST_TEXTS.title}
        </Typography>
        <Typography sx={{ color: "text.secondary", fontWeight: 600 }}>
          {isLoading ? <Skeleton width={80} /> : SHORTLIST_UI_TEXTS.helperCount(favourites.length)}
        </Typography>
      </Box>
      {renderContent()}
    </Box>
  );
}
