import {
  HELPER_FIELD_KEYS,
  HELPER_FIELDS,
  type HelperFieldKeyOfKind,
} from "@maids/contract/helper-fields.ts";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import { Controller } from "react-hook-form";
import type { SectionProps } from "./section-props.ts";

const FLAGS = HELPER_FIELD_KEYS.filter(
  (key): key is HelperFieldKeyOfKind<"flag"> => HELPER_FIELDS[key].kind === "flag",
).map((name) => ({ name, label: HELPER_FIELDS[name].label }));

/** The declared yes/no fields: 'Active' (listed in the catalogue) and 'Currently Employed'. */
export function StatusFields({ form, disabled }: SectionProps) {
  return (
    <FormGroup row sx={{ gap: 2 }}>
      {FLAGS.map(({ name, label }) => (
        <Controller
          key={name}
          name={name}
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              label={label}
              disabled={disabled}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
            />
          )}
        />
      ))}
    </FormGroup>
  );
}
