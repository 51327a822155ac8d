import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { HelperCard } from "../../../shared/helper-card/helper-card.tsx";
import { helperGridStyle } from "../../../shared/helper-card/helper-grid-style.ts";
import { CATALOGUE_UI_TEXTS } from "../../../shared/site-texts.ts";
import { useCatalogueMaids } from "../api/get-catalogue-maids.ts";
import { CatalogueEmpty, CatalogueLoadError, CatalogueLoading } from "./catalogue-states.tsx";

const HEADING_ID = "available-maids-heading";

export function CatalogueGrid() {
  const catalogue = useCatalogueMaids();
  const { data, error, isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    catalogue;

  useEffect(() => {
    if (error) console.error("The catalogue could not be loaded.", error);
  }, [error]);

  const maids = data?.pages.flatMap((page) => page.maids) ?? [];
  const total = data?.pages.at(-1)?.total;

  function renderContent() {
    if (isPending) return <CatalogueLoading />;
    if (!data) return <CatalogueLoadError onRetry={() => catalogue.refetch()} />;
    if (maids.length === 0) return <CatalogueEmpty />;
    return (
      <>
        <Box component="ul" aria-labelledby={HEADING_ID} sx={helperGridStyle}>
          {maids.map((maid) => (
            <li key={maid.id}>
              <HelperCard maid={maid} />
            </li>
          ))}
        </Box>
        <Box sx={{ display: "grid", justifyItems: "center", gap: 1.5, mt: 5 }}>
          {total !== undefined && (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {CATALOGUE_UI_TEXTS.showing(maids.length, total)}
            </Typography>
          )}
          {isFetchNextPageError && <CatalogueLoadError onRetry={() => catalogue.fetchNextPage()} />}
          {hasNextPage && !isFetchNextPageError && (
            <Button
              variant="outlined"
              color="secondary"
              size="large"
              loading={isFetchingNextPage}
              onClick={() => catalogue.fetchNextPage()}
            >
              {CATALOGUE_UI_TEXTS.showMore}
            </Button>
          )}
        </Box>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Box sx={{ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: 1.5, mb: 3 }}>
        <Typography id={HEADING_ID} variant="h3" component="h1">
          {CATALOGUE_TEXTS.availableMaids}
        </Typography>
        <Typography sx={{ color: "text.secondary", fontWeight: 600 }}>
          {total !== undefined
            ? CATALOGUE_UI_TEXTS.helpersFound(total)
            : isPending && <Skeleton width={120} />}
        </Typography>
      </Box>
      {renderContent()}
    </Box>
  );
}
