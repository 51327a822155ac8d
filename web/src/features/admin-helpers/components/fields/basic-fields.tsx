import { FORM_TEXTS } from "../../texts.ts";
import { FieldGrid } from "./field-grid.tsx";
import { HelperFieldInput } from "./helper-field-input.tsx";
import { fieldProps, type SectionProps } from "./section-props.ts";
import { TextInput } from "./text-input.tsx";

/**
 * Name, origin, date of birth, passport expiry, the day she can start, family and faith,
 * supplier, salary and loan.
 */
export function BasicFields(props: SectionProps) {
  return (
    <FieldGrid>
      <HelperFieldInput name="name" {...props} />
      <HelperFieldInput name="country" {...props} />
      <HelperFieldInput name="DOB" {...props} />
      <HelperFieldInput name="passportExpiry" {...props} />
      <HelperFieldInput name="availableFrom" {...props} />
      <HelperFieldInput name="maritalStatus" {...props} />
      <HelperFieldInput name="Religion" {...props} />
      <TextInput label={FORM_TEXTS.supplier} {...fieldProps(props, "supplier")} />
      <HelperFieldInput name="salary" {...props} />
      <HelperFieldInput name="loan" {...props} />
    </FieldGrid>
  );
}
