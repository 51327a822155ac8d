import { HELPER_COUNTRIES, MARITAL_STATUSES, RELIGIONS } from "@maids/contract/enums.ts";
import { FORM_TEXTS } from "../../texts.ts";
import { FieldGrid } from "./field-grid.tsx";
import { fieldProps, type SectionProps } from "./section-props.ts";
import { DateInput, NumberInput, SelectInput, TextInput } from "./text-input.tsx";

/**
 * Name, origin, date of birth, passport expiry, the day she can start, family and faith,
 * supplier, salary and loan.
 */
export function BasicFields(props: SectionProps) {
  const { mode } = props;
  return (
    <FieldGrid>
      <TextInput label={FORM_TEXTS.name} {...fieldProps(props, "name")} />
      <SelectInput
        label={FORM_TEXTS.country}
        options={HELPER_COUNTRIES}
        {...fieldProps(props, "country")}
      />
      <DateInput label={FORM_TEXTS.dob} {...fieldProps(props, "DOB")} />
      <DateInput label={FORM_TEXTS.passportExpiry} {...fieldProps(props, "passportExpiry")} />
      <DateInput
        label={FORM_TEXTS.availableFrom}
        {...fieldProps(props, "availableFrom")}
        hint={FORM_TEXTS.availableFromHint}
      />
      <SelectInput
        label={FORM_TEXTS.maritalStatus}
        options={MARITAL_STATUSES}
        {...fieldProps(props, "maritalStatus")}
      />
      <SelectInput
        label={FORM_TEXTS.religion}
        options={RELIGIONS}
        {...fieldProps(props, "Religion")}
      />
      <TextInput label={FORM_TEXTS.supplier} {...fieldProps(props, "supplier")} />
      <NumberInput
        label={FORM_TEXTS.salary}
        limits={mode.ranges.salary}
        {...fieldProps(props, "salary")}
      />
      <NumberInput
        label={FORM_TEXTS.loan}
        limits={mode.ranges.loan}
        {...fieldProps(props, "loan")}
      />
    </FieldGrid>
  );
}
