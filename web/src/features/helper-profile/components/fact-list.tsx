import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

type FactListProps = {
  facts: readonly Fact[];
  /** One column on phones, for values of a sentence or more. */
  stackOnPhones?: boolean;
};

/** Label and value pairs as a description list, in two columns. */
export function FactList({ facts, stackOnPhones = false }: FactListProps) {
  const twoColumns = "repeat(2, minmax(0, 1fr))";
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: stackOnPhones ? { xs: "minmax(0, 1fr)", sm: twoColumns } : twoColumns,
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
