import { ADD_MAID_SECTIONS } from "@maids/contract/messages.ts";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import type { SectionProps } from "./section-props.ts";

/** 'Active' (listed in the catalogue) and 'Currently Employed'. */
export function StatusFields({ form, disabled }: SectionProps) {
  const { values, setFlag } = form;
  return (
    <FormGroup row sx={{ gap: 2 }}>
      <FormControlLabel
        label={ADD_MAID_SECTIONS.active}
        disabled={disabled}
        control={
          <Checkbox
            checked={values.isActive}
            onChange={(event) => setFlag("isActive", event.target.checked)}
          />
        }
      />
      <FormControlLabel
        label={ADD_MAID_SECTIONS.currentlyEmployed}
        disabled={disabled}
        control={
          <Checkbox
            checked={values.isEmployed}
            onChange={(event) => setFlag("isEmployed", event.target.checked)}
          />
        }
      />
    </FormGroup>
  );
}
