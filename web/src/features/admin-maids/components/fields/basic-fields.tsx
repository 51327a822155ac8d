import { HELPER_COUNTRIES, MARITAL_STATUSES, RELIGIONS } from "@maids/contract/enums.ts";
import { FORM_TEXTS } from "../../texts.ts";
import { FieldGrid } from "./field-grid.tsx";
import { fieldState, type SectionProps } from "./section-props.ts";
import { DateInput, NumberInput, SelectInput, TextInput } from "./text-input.tsx";

/** Name, origin, date of birth, family and faith, supplier, salary and loan. */
export function BasicFields(props: SectionProps) {
  const { form, mode } = props;
  const { values, setText } = form;
  return (
    <FieldGrid>
      <TextInput
        label={FORM_TEXTS.name}
        value={values.name}
        onChange={(value) => setText("name", value)}
        {...fieldState(props, "name")}
      />
      <SelectInput
        label={FORM_TEXTS.country}
        options={HELPER_COUNTRIES}
        value={values.country}
        onChange={(value) => setText("country", value)}
        {...fieldState(props, "country")}
      />
      <DateInput
        label={FORM_TEXTS.dob}
        value={values.DOB}
        onChange={(value) => setText("DOB", value)}
        {...fieldState(props, "DOB")}
      />
      <SelectInput
        label={FORM_TEXTS.maritalStatus}
        options={MARITAL_STATUSES}
        value={values.maritalStatus}
        onChange={(value) => setText("maritalStatus", value)}
        {...fieldState(props, "maritalStatus")}
      />
      <SelectInput
        label={FORM_TEXTS.religion}
        options={RELIGIONS}
        value={values.Religion}
        onChange={(value) => setText("Religion", value)}
        {...fieldState(props, "Religion")}
      />
      <TextInput
        label={FORM_TEXTS.supplier}
        value={values.supplier}
        onChange={(value) => setText("supplier", value)}
        {...fieldState(props, "supplier")}
      />
      <NumberInput
        label={FORM_TEXTS.salary}
        value={values.salary}
        limits={mode.ranges.salary}
        onChange={(value) => setText("salary", value)}
        {...fieldState(props, "salary")}
      />
      <NumberInput
        label={FORM_TEXTS.loan}
        value={values.loan}
        limits={mode.ranges.loan}
        onChange={(value) => setText("loan", value)}
        {...fieldState(props, "loan")}
      />
    </FieldGrid>
  );
}
