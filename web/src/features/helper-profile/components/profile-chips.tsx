import { availabilityOf, type ExperienceBadge, experienceBadge } from "@maids/contract/derived.ts";
import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { SxProps, Theme } from "@mui/material/styles";

const BADGES: Record<ExperienceBadge, { label: string; colours: SxProps<Theme> }> = {
  Transfer: {
    label: CATALOGUE_TEXTS.transfer,
    colours: { bgcolor: "primary.main", color: "primary.contrastText" },
  },
  "New/Fresh": {
    label: CATALOGUE_TEXTS.newFresh,
    colours: { bgcolor: "common.white", color: "text.primary", border: 1, borderColor: "divider" },
  },
  Experienced: {
    label: CATALOGUE_TEXTS.experienced,
    colours: { bgcolor: "secondary.main", color: "secondary.contrastText" },
  },
};

/** Transfer, New/Fresh, or else Experienced (contract experienceBadge). */
export function ExperienceBadgeChip({
  types,
  sx,
}: {
  types: readonly string[];
  sx?: SxProps<Theme>;
}) {
  const badge = BADGES[experienceBadge(types)];
  return (
    <Chip
      label={badge.label}
      sx={[badge.colours, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>}
    />
  );
}

/** Green for Available, red for Employed, grey for anything else (docs/product.md#helper-profile). */
const AVAILABILITY_COLOURS: Record<string, ChipProps["color"]> = {
  Available: "success",
  Employed: "error",
};

export function AvailabilityChip({ isEmployed }: { isEmployed: boolean }) {
  const availability = availabilityOf(isEmployed);
  return <Chip label={availability} color={AVAILABILITY_COLOURS[availability] ?? "default"} />;
}

export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ flexWrap: "wrap", gap: 1, m: 0, p: 0, listStyle: "none" }}
    >
      {items.map((item) => (
        <li key={item}>
          <Chip label={item} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
