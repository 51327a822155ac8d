import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs as a description list, in two columns. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        gap: { xs: 1, sm: 1.5 },
      }}
    >
      {facts.map(({ label, value }) => (
        <Box
          key={label}
          sx={{
            px: { xs: 1.5, sm: 2 },
            py: 1.5,
            borderRadius: "12px",
            backgroundColor: "surface.muted",
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary", mb: 0.25 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
