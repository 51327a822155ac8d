import Box from "@mui/material/Box";
import { HelperCardSkeleton } from "./helper-card-skeleton.tsx";
import { helperGridStyle } from "./helper-grid-style.ts";

/** Skeleton cards in the helper grid while a list loads. */
export function HelperGridLoading({ label, cards }: { label: string; cards: number }) {
  return (
    <Box role="status" aria-label={label} sx={helperGridStyle}>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <HelperCardSkeleton key={index} />
      ))}
    </Box>
  );
}
