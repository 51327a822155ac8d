import type { MaidForm } from "../../hooks/use-maid-form.ts";
import type { FormMode } from "../../utils/form-modes.ts";

/** What every part of the add and edit forms gets. */
export type SectionProps = { form: MaidForm; mode: FormMode; disabled: boolean };

/**
 * The message, hint and required mark of one field. `rule` names the field in the mode when
 * it differs from the error path (e.g. "entry.country" for "employmentDetails.0.country").
 */
export function fieldState({ form, mode, disabled }: SectionProps, path: string, rule = path) {
  return {
    error: form.errors[path],
    hint: mode.hints[rule],
    required: mode.required.includes(rule),
    disabled,
  };
}
