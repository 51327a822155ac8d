import {
  HELPER_FIELDS,
  type HelperFieldKeyOfKind,
  type HelperFieldSpec,
} from "@maids/contract/helper-fields.ts";
import { fieldProps, type SectionProps } from "./section-props.ts";
import { DateInput, NumberInput, SelectInput, TextInput } from "./text-input.tsx";

/** A declared field the form types in (contract/src/helper-fields.ts). */
export type TypedFieldKey = HelperFieldKeyOfKind<"text" | "choice" | "date" | "number">;

/** A declared field's input, by its kind: its label, options, range and hint come with it. */
export function HelperFieldInput({ name, ...section }: SectionProps & { name: TypedFieldKey }) {
  const spec: HelperFieldSpec = HELPER_FIELDS[name];
  const props = { label: spec.label, ...fieldProps(section, name) };
  if (spec.hint) props.hint = spec.hint;
  switch (spec.kind) {
    case "choice":
      return <SelectInput options={spec.options ?? []} {...props} />;
    case "date":
      return <DateInput {...props} />;
    case "number":
      return <NumberInput limits={spec.range && section.mode.ranges[spec.range]} {...props} />;
    default:
      return <TextInput {...props} />;
  }
}
