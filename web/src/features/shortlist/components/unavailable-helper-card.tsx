import { SHORTLIST_UNAVAILABLE_TEXTS, type ShortlistedHelper } from "@maids/contract/favourites.ts";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useToggleFavourite } from "@/shared/favourites/use-favourites.ts";
import { helperCardHeight } from "@/shared/helper-card/helper-card.tsx";

/**
 * A shortlisted helper the site no longer offers (docs/product.md#shortlist): her name and a
 * neutral notice, no photo, price or status, and a way to take her off the list.
 */
export function UnavailableHelperCard({ maid }: { maid: ShortlistedHelper }) {
  const toggle = useToggleFavourite();
  return (
    <Card
      component="article"
      aria-label={maid.name}
      variant="outlined"
      sx={{
        minHeight: helperCardHeight,
        p: 3,
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        alignItems: "flex-start",
        gap: 1.5,
        bgcolor: "grey.50",
      }}
    >
      <Typography variant="h6" component="h2">
        {maid.name}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{SHORTLIST_UNAVAILABLE_TEXTS.notice}</Typography>
      <Button
        variant="outlined"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ maid, isFavorite: false })}
      >
        {SHORTLIST_UNAVAILABLE_TEXTS.remove}
      </Button>
    </Card>
  );
}
