import { type CatalogueFilterState, filtersToParams } from "@maids/contract/catalogue-filters.ts";
import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect } from "react";
import { HelperCard } from "@/shared/helper-card/helper-card.tsx";
import { helperGridStyle } from "@/shared/helper-card/helper-grid-style.ts";
import { HydrateSeparately } from "@/shared/hydration/hydrate-separately.tsx";
import { RankedHelpers } from "@/shared/matching/family-fits.tsx";
import { CATALOGUE_UI_TEXTS } from "@/shared/site-texts.ts";
import { useCatalogueHelpers } from "../api/get-catalogue-helpers.ts";
import { useInfiniteScroll } from "../hooks/use-infinite-scroll.ts";
import { CATALOGUE_FILTER_TEXTS } from "../texts.ts";
import { CatalogueEmpty, CatalogueLoadError, CatalogueLoading } from "./catalogue-states.tsx";

const HEADING_ID = "available-maids-heading";
/** The cards a desktop shows before scrolling (one row), whose photos load first. */
const FIRST_SCREEN_CARDS = 3;
/** The cards drawn whole at once (two rows on a desktop); those after are outlined until near. */
const CARDS_DRAWN_AT_ONCE = 6;

type CatalogueGridProps = {
  filters: CatalogueFilterState;
  activeFilterCount: number;
  onClearFilters: () => void;
  /** Buttons beside the heading (the phone's filter button, 'Reset Welcome', the order). */
  actions?: ReactNode;
  /** Ranked against the family's requirements, with reasons, instead of newest first. */
  bestFit?: boolean;
};

type Catalogue = ReturnType<typeof useCatalogueHelpers>;

/** 'Show more' and, where the browser can tell, loading on reaching the end of the list. */
function MorePages({ catalogue, shown }: { catalogue: Catalogue; shown: number }) {
  const { data, hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData } = catalogue;
  const total = data?.pages.at(-1)?.total;
  const canLoadMore = hasNextPage && !isFetchNextPageError;
  const sentinelRef = useInfiniteScroll(
    // Leaves a page already on its way (asked for with 'Show more') alone.
    () => catalogue.fetchNextPage({ cancelRefetch: false }),
    canLoadMore && !isFetching && !isPlaceholderData,
  );

  return (
    <Box sx={{ display: "grid", justifyItems: "center", gap: 1.5, mt: 5 }}>
      <div ref={sentinelRef} />
      {total !== undefined && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {CATALOGUE_UI_TEXTS.showing(shown, total)}
        </Typography>
      )}
      {isFetchNextPageError && <CatalogueLoadError onRetry={() => catalogue.fetchNextPage()} />}
      {canLoadMore && (
        <Button
          variant="outlined"
          color="secondary"
          size="large"
          loading={catalogue.isFetchingNextPage}
          onClick={() => catalogue.fetchNextPage()}
        >
          {CATALOGUE_UI_TEXTS.showMore}
        </Button>
      )}
    </Box>
  );
}

/** 'Available Maids': the helpers matching the filters, page by page. */
export function CatalogueGrid({
  filters,
  activeFilterCount,
  onClearFilters,
  actions,
  bestFit = false,
}: CatalogueGridProps) {
  const catalogue = useCatalogueHelpers(filters);
  const { data, error, isPending, isPlaceholderData } = catalogue;

  useEffect(() => {
    if (error) console.error("The catalogue could not be loaded.", error);
  }, [error]);

  const maids = data?.pages.flatMap((page) => page.maids) ?? [];
  const total = data?.pages[0]?.total;

  function renderContent() {
    if (bestFit) {
      return <RankedHelpers filterParams={filtersToParams(filters)} labelledBy={HEADING_ID} />;
    }
    if (isPending) return <CatalogueLoading />;
    if (!data) return <CatalogueLoadError onRetry={() => catalogue.refetch()} />;
    if (maids.length === 0) {
      return <CatalogueEmpty activeFilterCount={activeFilterCount} onClear={onClearFilters} />;
    }
    return (
      <>
        <Box
          component="ul"
          aria-labelledby={HEADING_ID}
          sx={{
            ...helperGridStyle,
            transition: "opacity 0.2s ease",
            opacity: isPlaceholderData ? 0.45 : 1,
          }}
        >
          {maids.map((maid, index) => (
            <HydrateSeparately key={maid.id} component="li">
              <HelperCard
                maid={maid}
                eager={index < FIRST_SCREEN_CARDS}
                outlineUntilNear={index >= CARDS_DRAWN_AT_ONCE}
              />
            </HydrateSeparately>
          ))}
        </Box>
        <MorePages catalogue={catalogue} shown={maids.length} />
      </>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={HEADING_ID}
      aria-busy={isPending || isPlaceholderData}
    >
      <Box
        sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", columnGap: 1.5, rowGap: 1 }}
      >
        <Box sx={{ display: "flex", alignItems: "baseline", flexWrap: "wrap", columnGap: 1.5 }}>
          <Typography id={HEADING_ID} variant="h3" component="h1">
            {CATALOGUE_TEXTS.availableHelpers}
          </Typography>
          <Typography
            aria-live="polite"
            sx={{ color: "text.secondary", fontWeight: 600, opacity: isPlaceholderData ? 0.6 : 1 }}
          >
            {bestFit
              ? null
              : total !== undefined
                ? CATALOGUE_UI_TEXTS.helpersFound(total)
                : isPending && <Skeleton width={120} />}
          </Typography>
        </Box>
        {actions && (
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 1,
              ml: "auto",
              width: { xs: "100%", sm: "auto" },
            }}
          >
            {actions}
          </Box>
        )}
      </Box>
      <Box sx={{ height: 4, mt: 1.5, mb: 2 }}>
        {isPlaceholderData && (
          <LinearProgress
            color="secondary"
            aria-label={CATALOGUE_FILTER_TEXTS.updatingResults}
            sx={{ borderRadius: 2 }}
          />
        )}
      </Box>
      {renderContent()}
    </Box>
  );
}
