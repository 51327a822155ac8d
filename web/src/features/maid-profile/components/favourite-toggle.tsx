import type { CatalogueMaid } from "@maids/contract/maid.ts";
import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import IconButton from "@mui/material/IconButton";
import { useIsFavourite, useToggleFavourite } from "../../../shared/favourites/use-favourites.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { useSendToSignIn } from "../hooks/use-send-to-sign-in.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";

const buttonStyle = {
  position: "absolute",
  top: 12,
  right: 12,
  bgcolor: "#ffffff",
  color: "#c2410c",
  boxShadow: "0 2px 8px rgba(0, 0, 0, 0.18)",
  "&:hover": { bgcolor: "#fff1e8" },
  "&.Mui-disabled": { bgcolor: "#ffffff", color: "#c2410c", opacity: 0.7 },
} as const;

/** Shortlists the helper; it changes only when the server agrees (SPEC.md section 4). */
function SignedInFavouriteToggle({ maid }: { maid: CatalogueMaid }) {
  const isFavourite = useIsFavourite(maid.id);
  const toggle = useToggleFavourite();
  return (
    <IconButton
      aria-label={
        isFavourite
          ? PROFILE_UI_TEXTS.removeFromShortlist(maid.name)
          : PROFILE_UI_TEXTS.addToShortlist(maid.name)
      }
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ maid, isFavorite: !isFavourite })}
      sx={buttonStyle}
    >
      {isFavourite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </IconButton>
  );
}

/** Anonymous visitors are sent to sign in, and come back here afterwards. */
function AnonymousFavouriteToggle({ maid }: { maid: CatalogueMaid }) {
  const sendToSignIn = useSendToSignIn();
  return (
    <IconButton
      aria-label={PROFILE_UI_TEXTS.addToShortlist(maid.name)}
      onClick={() => sendToSignIn()}
      sx={buttonStyle}
    >
      <FavoriteBorderRounded />
    </IconButton>
  );
}

export function FavouriteToggle({ maid }: { maid: CatalogueMaid }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? (
    <SignedInFavouriteToggle maid={maid} />
  ) : (
    <AnonymousFavouriteToggle maid={maid} />
  );
}
