import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

type IconBadgeProps = {
  size: number;
  /** A disc instead of a rounded square. */
  round?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** A decorative icon on the brand's soft orange tile. */
export function IconBadge({ size, round = false, sx = [], children }: IconBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          display: "grid",
          placeItems: "center",
          width: size,
          height: size,
          borderRadius: round ? "50%" : "16px",
          bgcolor: "brand.tint",
          color: "brand.accent",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
