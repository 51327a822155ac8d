import {
  activeFilterCount,
  CATALOGUE_FILTER_PARAMS,
  type CatalogueFilterState,
  DEFAULT_CATALOGUE_FILTERS,
  filtersFromParams,
  filtersToParams,
} from "@maids/contract/catalogue-filters.ts";
import {
  CATALOGUE_COUNTRIES,
  CATALOGUE_LANGUAGES,
  EXPERIENCE_TYPES,
  SKILLS,
} from "@maids/contract/enums.ts";
import { useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Range } from "@/shared/range.ts";

export const FILTER_OPTIONS = {
  country: CATALOGUE_COUNTRIES,
  skills: SKILLS,
  languages: CATALOGUE_LANGUAGES,
  types: EXPERIENCE_TYPES,
} as const;

export type FilterList = keyof typeof FILTER_OPTIONS;
export type FilterRange = "salary" | "age";
/** A control whose run of changes makes one history entry: a slider, or the day. */
type Adjusted = FilterRange | "availableBy";

/** Kept in the history entry that a slider or the day made (see setRange). */
type FilterHistoryState = { adjustedRange?: Adjusted } | null;

/**
 * The catalogue filters, kept in the address (the API's own parameter names) so that a
 * filtered view can be bookmarked and survives reloads and Back.
 */
export function useCatalogueFilters() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);

  function apply(next: CatalogueFilterState, adjustedRange?: Adjusted) {
    const params = new URLSearchParams(search);
    for (const name of Object.values(CATALOGUE_FILTER_PARAMS)) params.delete(name);
    for (const [name, value] of Object.entries(filtersToParams(next))) params.set(name, value);
    const previous = location.state as FilterHistoryState;
    // Commas stay readable in a shared address; no option contains one.
    const query = params.toString().replaceAll("%2C", ",");
    navigate(
      { search: query ? `?${query}` : "" },
      {
        // One history entry per run of moves of one slider: its keyboard steps commit one by
        // one, and Back should undo the whole adjustment rather than step through every value.
        replace: adjustedRange !== undefined && previous?.adjustedRange === adjustedRange,
        state: adjustedRange ? { adjustedRange } : null,
        preventScrollReset: true,
      },
    );
  }

  return {
    filters,
    activeCount: activeFilterCount(filters),
    toggleItem(list: FilterList, item: string) {
      const selected = new Set(filters[list]);
      if (!selected.delete(item)) selected.add(item);
      // In the options' order, so that one choice has one address.
      const next = FILTER_OPTIONS[list].filter((option) => selected.has(option));
      apply({ ...filters, [list]: next });
    },
    setRange(range: FilterRange, [low, high]: Range) {
      apply({ ...filters, [range]: [low, high] }, range);
    },
    /** "Can start by": a day (YYYY-MM-DD), or null for any. */
    setAvailableBy(day: string | null) {
      apply({ ...filters, availableBy: day }, "availableBy");
    },
    clearAll() {
      apply(DEFAULT_CATALOGUE_FILTERS);
    },
  };
}

export type CatalogueFiltersControl = ReturnType<typeof useCatalogueFilters>;
