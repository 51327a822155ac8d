import { EDUCATION_LEVELS } from "@maids/contract/enums.ts";
import { TEXT_LIMITS } from "@maids/contract/limits.ts";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { FORM_TEXTS } from "../../texts.ts";
import { FieldGrid } from "./field-grid.tsx";
import { fieldState, type SectionProps } from "./section-props.ts";
import { NumberInput, TextInput } from "./text-input.tsx";

function EducationInput(props: SectionProps) {
  const { form } = props;
  const { error, disabled } = fieldState(props, "maidDetails.highestEducation");
  return (
    <Autocomplete
      freeSolo
      options={EDUCATION_LEVELS}
      inputValue={form.values.maidDetails.highestEducation}
      onInputChange={(_event, text) => form.setDetail("highestEducation", text)}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={FORM_TEXTS.highestEducation}
          size="small"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

/** Description, rest days, education and a free-text employment summary. */
export function AdditionalFields(props: SectionProps) {
  const { form, mode } = props;
  const details = form.values.maidDetails;
  return (
    <FieldGrid>
      <NumberInput
        label={FORM_TEXTS.restDays}
        value={details.restDay}
        limits={mode.ranges.restDays}
        onChange={(value) => form.setDetail("restDay", value)}
        {...fieldState(props, "maidDetails.restDay")}
      />
      <EducationInput {...props} />
      <TextInput
        label={FORM_TEXTS.description}
        value={details.description}
        onChange={(value) => form.setDetail("description", value)}
        multiline
        minRows={3}
        sx={{ gridColumn: "1 / -1" }}
        {...fieldState(props, "maidDetails.description")}
        hint={FORM_TEXTS.characters(details.description.length, TEXT_LIMITS.description)}
      />
      <TextInput
        label={FORM_TEXTS.employmentHistory}
        value={details.employmentHistory}
        onChange={(value) => form.setDetail("employmentHistory", value)}
        multiline
        minRows={2}
        sx={{ gridColumn: "1 / -1" }}
        {...fieldState(props, "maidDetails.employmentHistory")}
        hint={FORM_TEXTS.characters(
          details.employmentHistory.length,
          TEXT_LIMITS.employmentHistory,
        )}
      />
    </FieldGrid>
  );
}
