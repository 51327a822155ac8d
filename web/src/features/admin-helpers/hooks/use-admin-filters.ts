import { useState } from "react";
import {
  type AdminFilters,
  activeFilterCount,
  DEFAULT_ADMIN_FILTERS,
  type OptionKey,
  type Range,
  type RangeKey,
} from "../utils/admin-filters.ts";

export type AdminFiltersControl = ReturnType<typeof useAdminFilters>;

/** The filter panel's choices, kept on this page only. */
export function useAdminFilters() {
  const [filters, setFilters] = useState<AdminFilters>(DEFAULT_ADMIN_FILTERS);

  function toggleOption(key: OptionKey, option: string) {
    setFilters((current) => {
      const chosen = current[key];
      const next = chosen.includes(option)
        ? chosen.filter((item) => item !== option)
        : [...chosen, option];
      return { ...current, [key]: next };
    });
  }

  function setRange(key: RangeKey, range: Range) {
    setFilters((current) => ({ ...current, [key]: range }));
  }

  // Clear All restores the real defaults (age 1-65), not the spec's 18-65 inconsistency.
  const clearAll = () => setFilters(DEFAULT_ADMIN_FILTERS);

  return { filters, activeCount: activeFilterCount(filters), toggleOption, setRange, clearAll };
}
