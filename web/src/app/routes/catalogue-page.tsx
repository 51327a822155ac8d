import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import type { ReactNode } from "react";
import { CatalogueGrid } from "../../features/catalogue/components/catalogue-grid.tsx";
import { usePageTitle } from "../../shared/use-page-title.ts";

/** Results beside an optional filter panel, which sits on the left from the md breakpoint. */
function CatalogueLayout({ filters, results }: { filters?: ReactNode; results: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { md: filters ? "280px minmax(0, 1fr)" : "minmax(0, 1fr)" },
        alignItems: "start",
        gap: 4,
      }}
    >
      {filters && <Box component="aside">{filters}</Box>}
      {results}
    </Box>
  );
}

export function CataloguePage() {
  usePageTitle(CATALOGUE_TEXTS.availableMaids);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <CatalogueLayout results={<CatalogueGrid />} />
    </Container>
  );
}
