import { CATALOGUE_AGE_RANGE, CATALOGUE_SALARY_RANGE } from "@maids/contract/limits.ts";
import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { formatMoney } from "@/shared/format.ts";
import { CATALOGUE_UI_TEXTS } from "@/shared/site-texts.ts";
import { useCatalogueHelpers } from "../api/get-catalogue-helpers.ts";
import { type CatalogueFiltersControl, FILTER_OPTIONS } from "../hooks/use-catalogue-filters.ts";
import { CATALOGUE_FILTER_TEXTS as TEXTS } from "../texts.ts";
import { AvailableByFilter } from "./available-by-filter.tsx";
import { CheckboxFilter } from "./checkbox-filter.tsx";
import { ClearAllButton } from "./clear-all-button.tsx";
import { RangeFilter } from "./range-filter.tsx";

/** How many helpers the current filters find; dimmed while new filters are loading. */
export function useHelpersFound(control: CatalogueFiltersControl) {
  const { data, isPlaceholderData } = useCatalogueHelpers(control.filters);
  return { total: data?.pages[0]?.total, isUpdating: isPlaceholderData };
}

/** 'Refine Search': the count of helpers found and the filters (docs/product.md#catalogue). */
export function FilterPanel({ control }: { control: CatalogueFiltersControl }) {
  const headingId = useId();
  const { filters, activeCount, toggleItem, setRange, setAvailableBy, clearAll } = control;
  const { total, isUpdating } = useHelpersFound(control);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {CATALOGUE_TEXTS.refineSearch}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5, mb: 1.5 }}>
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ flex: 1, color: "text.secondary", opacity: isUpdating ? 0.6 : 1 }}
        >
          {total !== undefined && CATALOGUE_UI_TEXTS.helpersFound(total)}
        </Typography>
        <ClearAllButton activeCount={activeCount} onClear={clearAll} />
      </Box>
      <CheckboxFilter
        title={TEXTS.country}
        options={FILTER_OPTIONS.country}
        selected={filters.country}
        onToggle={(item) => toggleItem("country", item)}
      />
      <RangeFilter
        title={TEXTS.salary}
        value={filters.salary}
        limits={CATALOGUE_SALARY_RANGE}
        format={formatMoney}
        handleLabels={[TEXTS.minimumSalary, TEXTS.maximumSalary]}
        onCommit={(value) => setRange("salary", value)}
      />
      <RangeFilter
        title={TEXTS.age}
        value={filters.age}
        limits={CATALOGUE_AGE_RANGE}
        format={TEXTS.years}
        handleLabels={[TEXTS.minimumAge, TEXTS.maximumAge]}
        onCommit={(value) => setRange("age", value)}
      />
      <AvailableByFilter value={filters.availableBy} onChange={setAvailableBy} />
      <CheckboxFilter
        title={TEXTS.skills}
        options={FILTER_OPTIONS.skills}
        selected={filters.skills}
        onToggle={(item) => toggleItem("skills", item)}
      />
      <CheckboxFilter
        title={TEXTS.languages}
        options={FILTER_OPTIONS.languages}
        selected={filters.languages}
        onToggle={(item) => toggleItem("languages", item)}
      />
      <CheckboxFilter
        title={TEXTS.types}
        options={FILTER_OPTIONS.types}
        selected={filters.types}
        onToggle={(item) => toggleItem("types", item)}
      />
    </Box>
  );
}
