import ChevronLeftRounded from "@mui/icons-material/ChevronLeftRounded";
import ChevronRightRounded from "@mui/icons-material/ChevronRightRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import type { Carousel } from "../hooks/use-carousel.ts";
import { HOME_PAGE_TEXTS } from "../texts.ts";

type CarouselControlsProps = {
  carousel: Carousel;
  /** What a page holds, for the buttons' names: "testimonial", "helpers". */
  itemsLabel: string;
  /** On a dark background. */
  inverted?: boolean;
};

const buttonStyle = (inverted: boolean) =>
  ({
    width: 48,
    height: 48,
    border: "1px solid",
    borderColor: inverted ? "onInk.outline" : "divider",
    bgcolor: inverted ? "transparent" : "background.paper",
    color: inverted ? "common.white" : "secondary.main",
    "&:hover": {
      bgcolor: "primary.main",
      borderColor: "primary.main",
      color: "secondary.main",
    },
  }) as const;

/** Previous and next buttons around an 'N of M' indicator; arrow keys turn pages too. */
export function CarouselControls({
  carousel,
  itemsLabel,
  inverted = false,
}: CarouselControlsProps) {
  if (carousel.pageCount <= 1) return null;
  return (
    <Box
      role="group"
      aria-label={HOME_PAGE_TEXTS.carouselControls}
      onKeyDown={carousel.onKeyDown}
      sx={{ display: "flex", alignItems: "center", gap: 1.5 }}
    >
      <IconButton
        aria-label={`${HOME_PAGE_TEXTS.carouselPrevious} ${itemsLabel}`}
        onClick={carousel.previous}
        sx={buttonStyle(inverted)}
      >
        <ChevronLeftRounded />
      </IconButton>
      <Typography
        aria-live="polite"
        aria-atomic="true"
        sx={{
          minWidth: "4.5em",
          textAlign: "center",
          fontWeight: 700,
          fontVariantNumeric: "tabular-nums",
        }}
      >
        {HOME_PAGE_TEXTS.pageOf(carousel.page + 1, carousel.pageCount)}
      </Typography>
      <IconButton
        aria-label={`${HOME_PAGE_TEXTS.carouselNext} ${itemsLabel}`}
        onClick={carousel.next}
        sx={buttonStyle(inverted)}
      >
        <ChevronRightRounded />
      </IconButton>
    </Box>
  );
}

/** Fades a page in when it changes; still for visitors who ask for reduced motion. */
export const pageEnterStyle = {
  "@keyframes carousel-page-enter": {
    from: { opacity: 0, transform: "translateX(16px)" },
    to: { opacity: 1, transform: "none" },
  },
  animation: "carousel-page-enter 0.35s ease-out",
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
} as const;
