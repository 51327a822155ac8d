import { filtersFromParams, filtersToParams } from "@maids/contract/catalogue-filters.ts";
import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { ReactNode } from "react";
import { catalogueHelpersQuery } from "@/features/catalogue/api/get-catalogue-helpers.ts";
import { CatalogueGrid } from "@/features/catalogue/components/catalogue-grid.tsx";
import { FilterPanel } from "@/features/catalogue/components/filter-panel.tsx";
import { GiveRequirementsLink } from "@/features/catalogue/components/give-requirements-link.tsx";
import { MobileFilters } from "@/features/catalogue/components/mobile-filters.tsx";
import { ResetWelcomeButton } from "@/features/catalogue/components/reset-welcome-button.tsx";
import { SortSelect } from "@/features/catalogue/components/sort-select.tsx";
import { useCatalogueFilters } from "@/features/catalogue/hooks/use-catalogue-filters.ts";
import {
  canRankFor,
  catalogueSortOf,
  useCatalogueSort,
} from "@/features/catalogue/hooks/use-catalogue-sort.ts";
import type { FirstScreenLoader } from "@/first-screen.ts";
import { familyMatchesQuery, familyRequirementsQuery } from "@/shared/matching/api.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";
import { useWelcomeDialog } from "@/shared/welcome-dialog/use-welcome-dialog.ts";
import { WelcomeDialog } from "@/shared/welcome-dialog/welcome-dialog.tsx";

/** Below the sticky top bar (72px from md up). */
const PANEL_TOP = 96;

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
      {filters && (
        <Box
          component="aside"
          sx={{
            position: "sticky",
            top: PANEL_TOP,
            maxHeight: `calc(100vh - ${PANEL_TOP + 16}px)`,
            overflowY: "auto",
            p: 2.5,
            pb: 1,
            bgcolor: "background.paper",
            border: 1,
            borderColor: "divider",
            borderRadius: "16px",
          }}
        >
          {filters}
        </Box>
      )}
      {results}
    </Box>
  );
}

/**
 * The catalogue's first screen: the helpers within the address's filters and, for a family that
 * gave its requirements and asks for best fit, its ranking.
 */
export const loadFirstScreen: FirstScreenLoader = async ({ queryClient, url, session }) => {
  const filterParams = filtersToParams(filtersFromParams(url.searchParams));
  const isFamily = session?.user.role === CUSTOMER_ROLE;
  const [, requirements] = await Promise.all([
    queryClient.fetchInfiniteQuery(catalogueHelpersQuery(filterParams)),
    isFamily ? queryClient.fetchQuery(familyRequirementsQuery) : undefined,
  ]);
  if (catalogueSortOf(url.searchParams, canRankFor(isFamily, requirements)) === "bestFit") {
    await queryClient.fetchInfiniteQuery(familyMatchesQuery(filterParams));
  }
};

export function CataloguePage() {
  usePageTitle(CATALOGUE_TEXTS.availableHelpers);
  const control = useCatalogueFilters();
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up("md"));
  const welcome = useWelcomeDialog();
  const sorting = useCatalogueSort();

  const actions = (!isDesktop ||
    welcome.isAnonymous ||
    sorting.canRank ||
    sorting.mayGiveRequirements) && (
    <>
      {!isDesktop && <MobileFilters control={control} />}
      {sorting.canRank && <SortSelect sort={sorting.sort} onChange={sorting.setSort} />}
      {sorting.mayGiveRequirements && <GiveRequirementsLink />}
      {welcome.isAnonymous && <ResetWelcomeButton onClick={welcome.reset} />}
    </>
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <CatalogueLayout
        filters={isDesktop && <FilterPanel control={control} />}
        results={
          <CatalogueGrid
            filters={control.filters}
            activeFilterCount={control.activeCount}
            onClearFilters={control.clearAll}
            actions={actions}
            bestFit={sorting.sort === "bestFit"}
          />
        }
      />
      <WelcomeDialog open={welcome.isOpen} onClose={welcome.close} />
    </Container>
  );
}
