import { catalogueFilterShape } from "@maids/contract/catalogue-filters.ts";
import TextField from "@mui/material/TextField";
import { type ChangeEvent, useState } from "react";
import { formatDate } from "@/shared/format.ts";
import { CATALOGUE_FILTER_TEXTS as TEXTS } from "../texts.ts";
import { FilterSection } from "./filter-section.tsx";

/**
 * A day the visitor has finished choosing: one the API takes, with a four-figure year. While a
 * year is typed figure by figure the field holds 0002, 0020, 0202 and then 2027; only the last
 * is asked for.
 */
function isChosenDay(value: string): boolean {
  return !value.startsWith("0") && catalogueFilterShape.availableBy.safeParse(value).success;
}

type AvailableByFilterProps = {
  /** The day, YYYY-MM-DD, or null for any. */
  value: string | null;
  onChange: (day: string | null) => void;
};

/** "Can start by": helpers who can start on or before the day (docs/product.md#catalogue). */
export function AvailableByFilter({ value, onChange }: AvailableByFilterProps) {
  const [draft, setDraft] = useState(value ?? "");
  const [shownValue, setShownValue] = useState(value);
  // A new value from outside (Clear All, Back) replaces the one being typed.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value ?? "");
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    setDraft(typed);
    if (typed === "" && value !== null) onChange(null);
    else if (isChosenDay(typed) && typed !== value) onChange(typed);
  }

  return (
    <FilterSection title={TEXTS.availableBy} summary={value ? formatDate(value) : undefined}>
      <TextField
        type="date"
        size="small"
        fullWidth
        value={draft}
        onChange={handleChange}
        helperText={TEXTS.availableByHint}
        slotProps={{ htmlInput: { "aria-label": TEXTS.availableBy } }}
      />
    </FilterSection>
  );
}
