import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { CATALOGUE_SORTS, type CatalogueSort } from "../hooks/use-catalogue-sort.ts";
import { CATALOGUE_FILTER_TEXTS as TEXTS } from "../texts.ts";

/** Newest first, or best fit for the family's requirements. */
export function SortSelect({
  sort,
  onChange,
}: {
  sort: CatalogueSort;
  onChange: (sort: CatalogueSort) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={TEXTS.sortBy}
      value={sort}
      onChange={(event) => onChange(event.target.value as CatalogueSort)}
      sx={{ minWidth: 200 }}
    >
      {CATALOGUE_SORTS.map((option) => (
        <MenuItem key={option} value={option}>
          {TEXTS.sorts[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
