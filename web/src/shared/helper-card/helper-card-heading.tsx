import type { PublicHelper } from "@maids/contract/helper.ts";
import PlaceRounded from "@mui/icons-material/PlaceRounded";
import Link from "@mui/material/Link";
import type { Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { helperHref } from "../paths.ts";
import { CATALOGUE_UI_TEXTS } from "../site-texts.ts";

const HELPER_CARD_LINK = "helper-card-link";

/** For the card around a HelperCardHeading: lifts on hover, outlined while its link has focus. */
export const linkedCardStyle = {
  transition: "box-shadow 0.2s ease, transform 0.2s ease",
  "&:hover": {
    boxShadow: (theme: Theme) => theme.customShadows.lifted,
    transform: "translateY(-2px)",
  },
  [`&:has(.${HELPER_CARD_LINK}:focus-visible)`]: {
    outline: "3px solid",
    outlineColor: "secondary.main",
    outlineOffset: 2,
  },
  "@media (prefers-reduced-motion: reduce)": {
    transition: "none",
    "&:hover": { transform: "none" },
  },
} as const;

/**
 * The helper's name, a link stretched over the whole card (which must be positioned), then
 * where she comes from and her age.
 */
export function HelperCardHeading({
  maid,
}: {
  maid: Pick<PublicHelper, "id" | "name" | "country" | "age">;
}) {
  return (
    <>
      <Typography variant="h6" component="h2" noWrap>
        <Link
          component={RouterLink}
          to={helperHref(maid.id)}
          underline="none"
          className={HELPER_CARD_LINK}
          sx={{
            "&:focus-visible": { outline: "none" },
            "&::after": { content: '""', position: "absolute", inset: 0 },
          }}
        >
          {maid.name}
        </Link>
      </Typography>
      <Typography
        variant="body2"
        noWrap
        sx={{ display: "flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}
      >
        <PlaceRounded sx={{ fontSize: 18 }} aria-hidden />
        {maid.country} · {CATALOGUE_UI_TEXTS.yearsOld(maid.age)}
      </Typography>
    </>
  );
}
