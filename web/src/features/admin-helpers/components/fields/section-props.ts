import type { FieldPathByValue } from "react-hook-form";
import type { HelperForm } from "../../hooks/use-helper-form.ts";
import type { FormMode } from "../../utils/form-modes.ts";
import type { HelperFormValues } from "../../utils/helper-form-values.ts";

/** What every part of the add and edit forms gets. */
export type SectionProps = { form: HelperForm; mode: FormMode; disabled: boolean };

/** A field of the form that holds text (numbers and dates included, as typed). */
export type TextPath = FieldPathByValue<HelperFormValues, string>;

/**
 * What a field needs besides its label: where its value lives, its hint and its required mark.
 * `rule` names the field in the mode when it differs from the path (e.g. "entry.country" for
 * "employmentDetails.0.country").
 */
export function fieldProps(
  { form, mode, disabled }: SectionProps,
  name: TextPath,
  rule: string = name,
) {
  return {
    control: form.control,
    name,
    hint: mode.hints[rule],
    required: mode.required.includes(rule),
    disabled,
  };
}
