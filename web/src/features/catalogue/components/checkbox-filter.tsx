import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import { FilterSection } from "./filter-section.tsx";

type CheckboxFilterProps = {
  title: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
};

/** A list filter: a helper matches when she has any of the ticked items (docs/product.md#catalogue). */
export function CheckboxFilter({ title, options, selected, onToggle }: CheckboxFilterProps) {
  return (
    <FilterSection title={title} selectedCount={selected.length}>
      <FormGroup role="group" aria-label={title}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <Checkbox
                size="small"
                color="secondary"
                checked={selected.includes(option)}
                onChange={() => onToggle(option)}
              />
            }
            sx={{ mr: 0, "& .MuiFormControlLabel-label": { fontSize: "0.9375rem" } }}
          />
        ))}
      </FormGroup>
    </FilterSection>
  );
}
