import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import SearchOffRounded from "@mui/icons-material/SearchOffRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { HelperGridLoading } from "@/shared/helper-card/helper-grid-loading.tsx";
import { CATALOGUE_UI_TEXTS } from "@/shared/site-texts.ts";
import { ClearAllButton } from "./clear-all-button.tsx";

export function CatalogueLoading() {
  return <HelperGridLoading label={CATALOGUE_UI_TEXTS.loadingHelpers} cards={8} />;
}

export function CatalogueLoadError({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={CATALOGUE_UI_TEXTS.loadFailed} onRetry={onRetry} />;
}

type CatalogueEmptyProps = { activeFilterCount: number; onClear: () => void };

/** 'No maids found', with a way out when filters are what hides every helper. */
export function CatalogueEmpty({ activeFilterCount, onClear }: CatalogueEmptyProps) {
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }}>
      <SearchOffRounded aria-hidden sx={{ fontSize: 56, color: "text.secondary", mb: 1 }} />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {CATALOGUE_TEXTS.emptyTitle}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{CATALOGUE_TEXTS.emptyHint}</Typography>
      {activeFilterCount > 0 && (
        <Box sx={{ mt: 3 }}>
          <ClearAllButton activeCount={activeFilterCount} onClear={onClear} variant="outlined" />
        </Box>
      )}
    </Box>
  );
}
