import { ADD_HELPER_SECTIONS } from "@maids/contract/messages.ts";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import { Controller } from "react-hook-form";
import type { SectionProps } from "./section-props.ts";

const FLAGS = [
  { name: "isActive", label: ADD_HELPER_SECTIONS.active },
  { name: "isEmployed", label: ADD_HELPER_SECTIONS.currentlyEmployed },
] as const;

/** 'Active' (listed in the catalogue) and 'Currently Employed'. */
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
