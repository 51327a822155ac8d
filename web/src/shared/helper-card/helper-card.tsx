import { formatDayAndMonth, singaporeToday } from "@maids/contract/days.ts";
import {
  availabilityOf,
  type ExperienceBadge,
  experienceBadge,
  laterStartDay,
} from "@maids/contract/derived.ts";
import type { CatalogueHelper } from "@maids/contract/helper.ts";
import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import type { Theme } from "@mui/material/styles";
import { BLUR_PX, BLUR_REAPPLY_MS, CARD_HEIGHTS } from "@/shared/ui-limits.ts";
import { HelperPhoto } from "../components/helper-photo.tsx";
import { ShortlistButton } from "../favourites/shortlist-button.tsx";
import { useNearViewport } from "../hydration/use-near-viewport.ts";
import { ContactButton } from "./contact-button.tsx";
import { HelperCardHeading, linkedCardStyle } from "./helper-card-heading.tsx";
import { MonthlySalary } from "./monthly-salary.tsx";
import { SkillIcons } from "./skill-icons.tsx";
import { HELPER_CARD_TEXTS } from "./texts.ts";

export const helperCardHeight = {
  xs: CARD_HEIGHTS.mobile,
  sm: CARD_HEIGHTS.tablet,
  md: CARD_HEIGHTS.desktop,
} as const;

const BADGES: Record<ExperienceBadge, { label: string; colours: object }> = {
  Transfer: {
    label: CATALOGUE_TEXTS.transfer,
    colours: { bgcolor: "primary.main", color: "primary.contrastText" },
  },
  "New/Fresh": {
    label: CATALOGUE_TEXTS.newFresh,
    colours: { bgcolor: "common.white", color: "text.primary" },
  },
  Experienced: {
    label: CATALOGUE_TEXTS.experienced,
    colours: { bgcolor: "secondary.main", color: "secondary.contrastText" },
  },
};

/** Grid columns are at least 260px wide (helper-grid-style): one on phones, about 320px on desktops. */
const HELPER_CARD_PHOTO_SIZES = "(min-width: 900px) 320px, (min-width: 600px) 50vw, 100vw";

/** Marks the name link that stretches over the whole card. */

/** Her two chips over the photo's top: side by side, the second on a line of its own when both do not fit. */
const overlayChips = {
  position: "absolute",
  top: 12,
  left: 12,
  right: 12,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: 0.75,
} as const;

const overlayChip = {
  boxShadow: (theme: Theme) => theme.customShadows.overlay,
} as const;

type HelperCardProps = {
  maid: CatalogueHelper;
  /** A card of the first screen, whose photo loads at once and first. */
  eager?: boolean;
  /**
   * A card far down a long list: drawn as an outline (her name, where she comes from, her age, at
   * the card's full size) until it comes near the screen. A phone then draws and hydrates the
   * few cards it shows, not twenty.
   */
  outlineUntilNear?: boolean;
};

export function HelperCard({ maid, eager = false, outlineUntilNear = false }: HelperCardProps) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>(outlineUntilNear);

  return (
    <Card
      ref={ref}
      component="article"
      sx={{
        position: "relative",
        display: "flex",
        flexDirection: "column",
        height: helperCardHeight,
        ...linkedCardStyle,
      }}
    >
      <Box sx={{ position: "relative", flex: 1, minHeight: 0, bgcolor: "surface.sunken" }}>
        {isNear && <CardPhoto maid={maid} eager={eager} />}
      </Box>
      <Box sx={{ p: 2, display: "grid", gap: 0.75 }}>
        <HelperCardHeading maid={maid} />
        {isNear && <CardDetails maid={maid} />}
      </Box>
    </Card>
  );
}

/**
 * Available (green) or Employed; "Available from 15 Dec" for a helper not employed whose
 * available-from day is still to come in Singapore (docs/product.md#catalogue).
 */
function availabilityLabel(maid: CatalogueHelper): string {
  const later = maid.isEmployed ? null : laterStartDay(maid.availableFrom, singaporeToday());
  return later
    ? HELPER_CARD_TEXTS.availableFrom(formatDayAndMonth(later))
    : availabilityOf(maid.isEmployed);
}

/** The photo with her badges and the shortlist heart over it. */
function CardPhoto({ maid, eager }: { maid: CatalogueHelper; eager: boolean }) {
  const badge = BADGES[experienceBadge(maid.type)];
  const availability = availabilityLabel(maid);
  return (
    <>
      <HelperPhoto
        photo={maid}
        name={maid.name}
        sizes={HELPER_CARD_PHOTO_SIZES}
        eager={eager}
        blur={{ px: BLUR_PX.card, reapplyMs: BLUR_REAPPLY_MS.card }}
      />
      <Box sx={overlayChips}>
        <Chip label={badge.label} size="small" sx={{ ...overlayChip, ...badge.colours }} />
        <Chip
          label={availability}
          size="small"
          color={maid.isEmployed ? "default" : "success"}
          sx={{ ...overlayChip, ml: "auto", ...(maid.isEmployed && { bgcolor: "common.white" }) }}
        />
      </Box>
      <ShortlistButton maid={maid} placement={{ right: 12, bottom: 12 }} />
    </>
  );
}

/** Her salary, Contact and her skills. */
function CardDetails({ maid }: { maid: CatalogueHelper }) {
  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.5 }}>
        <MonthlySalary salary={maid.salary} sx={{ flex: 1, minWidth: 0 }} />
        <ContactButton maid={maid} />
      </Box>
      <SkillIcons skills={maid.skills} />
    </>
  );
}
