/** A pressed answer in ink, so that it stands out from the unpressed one at a glance. */
export const PRESSED = {
  "&.Mui-selected, &.Mui-selected:hover": {
    bgcolor: "secondary.main",
    color: "secondary.contrastText",
  },
} as const;
