import type { CatalogueHelper } from "@maids/contract/helper.ts";
import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import IconButton from "@mui/material/IconButton";
import type { Theme } from "@mui/material/styles";
import { useSession } from "../session/use-session.ts";
import { SHORTLIST_TEXTS } from "./texts.ts";
import { useIsFavourite, useToggleFavourite } from "./use-favourites.ts";

type ShortlistButtonProps = {
  maid: CatalogueHelper;
  /** Where the heart sits over the photo, in pixels from its corner. */
  placement: { top?: number; bottom?: number; right: number };
  /** What a click does for a signed-out visitor; without it they see no heart. */
  onSignedOutClick?: () => void;
};

const heartStyle = (isFavourite: boolean, placement: ShortlistButtonProps["placement"]) => {
  const color = isFavourite ? "brand.favourite" : "secondary.main";
  return {
    ...placement,
    position: "absolute",
    zIndex: 1,
    bgcolor: "common.white",
    color,
    boxShadow: (theme: Theme) => theme.customShadows.overlay,
    "&:hover": { bgcolor: "brand.tint" },
    "&.Mui-disabled": { bgcolor: "common.white", color, opacity: 0.7 },
  } as const;
};

/** Shortlists the helper; it changes only when the server agrees (docs/product.md#shortlist). */
function SignedInShortlistButton({ maid, placement }: ShortlistButtonProps) {
  const isFavourite = useIsFavourite(maid.id);
  const toggle = useToggleFavourite();
  return (
    <IconButton
      aria-label={isFavourite ? SHORTLIST_TEXTS.remove(maid.name) : SHORTLIST_TEXTS.add(maid.name)}
      aria-pressed={isFavourite}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ maid, isFavorite: !isFavourite })}
      sx={heartStyle(isFavourite, placement)}
    >
      {isFavourite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </IconButton>
  );
}

/** The shortlist heart over a helper's photo, for the card and the profile. */
export function ShortlistButton(props: ShortlistButtonProps) {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <SignedInShortlistButton {...props} />;
  const { maid, placement, onSignedOutClick } = props;
  if (!onSignedOutClick) return null;
  return (
    <IconButton
      aria-label={SHORTLIST_TEXTS.add(maid.name)}
      onClick={onSignedOutClick}
      sx={heartStyle(false, placement)}
    >
      <FavoriteBorderRounded />
    </IconButton>
  );
}
