import { BIODATA_LABELS, INTERVIEW_MODES } from "@maids/contract/biodata.ts";
import Box from "@mui/material/Box";
import { BIODATA_FORM_TEXTS } from "../../../biodata-texts.ts";
import { FieldGrid, FormSection } from "../field-grid.tsx";
import { fieldProps, type SectionProps } from "../section-props.ts";
import { TextInput } from "../text-input.tsx";
import { ChoiceCheckboxes } from "./choice-checkboxes.tsx";

/** How she can be interviewed, and the agency's personnel who filled in the biodata. */
export function InterviewAgencyFields({
  headingLevel,
  ...props
}: SectionProps & { headingLevel?: "h3" | "h4" }) {
  return (
    <Box sx={{ display: "grid", gap: 4 }}>
      <FormSection title={BIODATA_LABELS.sections.interview} headingLevel={headingLevel}>
        <ChoiceCheckboxes
          {...props}
          name="biodata.interview"
          label={BIODATA_LABELS.sections.interview}
          options={INTERVIEW_MODES}
          labels={BIODATA_LABELS.interviewModes}
          labelHidden
        />
      </FormSection>
      <FormSection title={BIODATA_LABELS.sections.agency} headingLevel={headingLevel}>
        <FieldGrid>
          <TextInput
            label={BIODATA_LABELS.eaPersonnelNumber}
            {...fieldProps(props, "biodata.eaPersonnelNumber")}
            hint={BIODATA_FORM_TEXTS.eaPersonnelNumberHint}
          />
        </FieldGrid>
      </FormSection>
    </Box>
  );
}
