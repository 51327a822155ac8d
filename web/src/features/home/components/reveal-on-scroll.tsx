import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useRevealOnScroll } from "../hooks/use-reveal-on-scroll.ts";

/** Fades its section in the first time it scrolls into view. */
export function RevealOnScroll({ children }: { children: ReactNode }) {
  const { ref, revealed } = useRevealOnScroll<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      data-revealed={revealed}
      sx={{
        opacity: revealed ? 1 : 0,
        transform: revealed ? "none" : "translateY(32px)",
        transition: "opacity 0.7s ease-out, transform 0.7s ease-out",
        "@media (prefers-reduced-motion: reduce)": {
          opacity: 1,
          transform: "none",
          transition: "none",
        },
      }}
    >
      {children}
    </Box>
  );
}
