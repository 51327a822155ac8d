import { BIODATA_LABELS, FOOD_HANDLING, ILLNESSES } from "@maids/contract/biodata.ts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import { Controller } from "react-hook-form";
import { FieldGrid } from "../field-grid.tsx";
import { fieldProps, type SectionProps } from "../section-props.ts";
import { TextInput } from "../text-input.tsx";
import { ChoiceCheckboxes } from "./choice-checkboxes.tsx";

const LABELS = BIODATA_LABELS.medical;

/** One checkbox per illness of the form: ticked is 'yes'. */
function IllnessChecklist({ form, disabled }: SectionProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ typography: "subtitle2", mb: 0.5 }}>
        {LABELS.illnesses}
      </FormLabel>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        {ILLNESSES.map((illness) => (
          <Controller
            key={illness}
            name={`biodata.medical.illnesses.${illness}`}
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                label={BIODATA_LABELS.illnesses[illness]}
                disabled={disabled}
                control={
                  <Checkbox
                    slotProps={{ input: { ref: field.ref } }}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
        ))}
      </Box>
    </Box>
  );
}

/** Illnesses, allergies, disabilities, diet and the food she will or will not handle. */
export function MedicalFields(props: SectionProps) {
  const long = { multiline: true, minRows: 2, sx: { gridColumn: "1 / -1" } };
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <IllnessChecklist {...props} />
      <FieldGrid>
        <TextInput
          label={LABELS.otherIllnesses}
          {...long}
          {...fieldProps(props, "biodata.medical.otherIllnesses")}
        />
        <TextInput label={LABELS.allergies} {...fieldProps(props, "biodata.medical.allergies")} />
        <TextInput
          label={LABELS.physicalDisabilities}
          {...fieldProps(props, "biodata.medical.physicalDisabilities")}
        />
        <TextInput
          label={LABELS.dietaryRestrictions}
          {...long}
          {...fieldProps(props, "biodata.medical.dietaryRestrictions")}
        />
      </FieldGrid>
      <FieldGrid>
        <ChoiceCheckboxes
          {...props}
          name="biodata.medical.foodHandling"
          label={LABELS.foodHandling}
          options={FOOD_HANDLING}
          labels={BIODATA_LABELS.foodHandling}
        />
        <TextInput
          label={LABELS.foodHandlingOther}
          {...fieldProps(props, "biodata.medical.foodHandlingOther")}
        />
      </FieldGrid>
    </Box>
  );
}
