import type { CatalogueMaid } from "@maids/contract/maid.ts";
import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import IconButton from "@mui/material/IconButton";
import { useIsFavourite, useToggleFavourite } from "../favourites/use-favourites.ts";
import { useSession } from "../session/use-session.ts";
import { HELPER_CARD_TEXTS } from "./texts.ts";

function Toggle({ maid }: { maid: CatalogueMaid }) {
  const isFavourite = useIsFavourite(maid.id);
  const toggle = useToggleFavourite();
  const label = isFavourite
    ? HELPER_CARD_TEXTS.removeFromShortlist(maid.name)
    : HELPER_CARD_TEXTS.addToShortlist(maid.name);
  return (
    <IconButton
      aria-label={label}
      aria-pressed={isFavourite}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ maid, isFavorite: !isFavourite })}
      sx={{
        position: "absolute",
        zIndex: 1,
        right: 12,
        bottom: 12,
        bgcolor: "#ffffff",
        color: isFavourite ? "#c62828" : "secondary.main",
        boxShadow: "0 2px 8px rgba(0, 0, 0, 0.18)",
        "&:hover": { bgcolor: "#fff1e8" },
        "&.Mui-disabled": { bgcolor: "#ffffff", color: isFavourite ? "#c62828" : "#5a6c6f" },
      }}
    >
      {isFavourite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </IconButton>
  );
}

/** The shortlist heart; anonymous visitors cannot favourite on a card (SPEC.md section 4). */
export function FavouriteToggle({ maid }: { maid: CatalogueMaid }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Toggle maid={maid} /> : null;
}
