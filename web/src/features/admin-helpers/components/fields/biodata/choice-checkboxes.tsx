import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useController } from "react-hook-form";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";
import type { SectionProps } from "../section-props.ts";

/** The biodata's lists chosen with checkboxes. */
type ChoicesPath = "biodata.medical.foodHandling" | "biodata.interview";

type ChoiceCheckboxesProps<Option extends string> = SectionProps & {
  name: ChoicesPath;
  label: string;
  options: readonly Option[];
  labels: Record<Option, string>;
  /** The label is read out but not shown (a section title above says the same). */
  labelHidden?: boolean;
};

/** Any number of options, each a checkbox; the list keeps the options' order. */
export function ChoiceCheckboxes<Option extends string>(props: ChoiceCheckboxesProps<Option>) {
  const { form, name, label, options, labels, labelHidden, disabled } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen: readonly string[] = field.value;
  const toggle = (option: Option, checked: boolean) =>
    field.onChange(options.filter((o) => (o === option ? checked : chosen.includes(o))));
  return (
    <FormControl component="fieldset" error={fieldState.invalid} disabled={disabled}>
      <FormLabel
        component="legend"
        sx={labelHidden ? VISUALLY_HIDDEN : { typography: "subtitle2", mb: 0.5 }}
      >
        {label}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 2 }}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option}
            label={labels[option]}
            control={
              <Checkbox
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
