import { ELIGIBILITY_MESSAGES, MINIMUM_REST_DAYS } from "@maids/contract/eligibility.ts";
import { EDUCATION_LEVELS } from "@maids/contract/enums.ts";
import { TEXT_LIMITS } from "@maids/contract/limits.ts";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useController, useWatch } from "react-hook-form";
import { FORM_TEXTS } from "../../texts.ts";
import { FieldGrid } from "./field-grid.tsx";
import { fieldProps, type SectionProps } from "./section-props.ts";
import { NumberInput, TextInput } from "./text-input.tsx";

function EducationInput(props: SectionProps) {
  const { control, name, disabled } = fieldProps(props, "maidDetails.highestEducation");
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      freeSolo
      options={EDUCATION_LEVELS}
      inputValue={field.value}
      onInputChange={(_event, text) => field.onChange(text)}
      onBlur={field.onBlur}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={FORM_TEXTS.highestEducation}
          size="small"
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Description, rest days, education and a free-text employment summary. */
export function AdditionalFields(props: SectionProps) {
  const { form, mode } = props;
  const [description, employmentHistory, restDays] = useWatch({
    control: form.control,
    name: ["maidDetails.description", "maidDetails.employmentHistory", "maidDetails.restDay"],
  });
  // Blank saves as 0. The range stays 0 to 31; fewer than MOM's minimum is a warning here.
  const tooFewRestDays = Number(restDays || 0) < MINIMUM_REST_DAYS;
  return (
    <FieldGrid>
      <NumberInput
        label={FORM_TEXTS.restDays}
        limits={mode.ranges.restDays}
        {...fieldProps(props, "maidDetails.restDay")}
        hint={tooFewRestDays ? ELIGIBILITY_MESSAGES.tooFewRestDays : undefined}
      />
      <EducationInput {...props} />
      <TextInput
        label={FORM_TEXTS.description}
        multiline
        minRows={3}
        sx={{ gridColumn: "1 / -1" }}
        {...fieldProps(props, "maidDetails.description")}
        hint={FORM_TEXTS.characters(description.length, TEXT_LIMITS.description)}
      />
      <TextInput
        label={FORM_TEXTS.employmentHistory}
        multiline
        minRows={2}
        sx={{ gridColumn: "1 / -1" }}
        {...fieldProps(props, "maidDetails.employmentHistory")}
        hint={FORM_TEXTS.characters(employmentHistory.length, TEXT_LIMITS.employmentHistory)}
      />
    </FieldGrid>
  );
}
