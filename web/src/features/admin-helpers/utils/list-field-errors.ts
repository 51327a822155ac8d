import type { HelperInput } from "@maids/contract/helper-input.ts";
import { type FieldError, type FieldErrors, get, type Resolver, set } from "react-hook-form";
import type { HelperFormValues } from "./helper-form-values.ts";

/**
 * Fields that hold a whole list in one control: the children's ages typed as "3, 7", and sets
 * of checkboxes. The schema names the item at fault ("biodata.personal.childrenAges.1"); the
 * message belongs on the field.
 */
const LISTS_IN_ONE_FIELD = [
  "biodata.personal.childrenAges",
  "biodata.medical.foodHandling",
  "biodata.interview",
] as const;

/** The form field that shows a message about this path. */
export function formFieldOf(path: string): string {
  return LISTS_IN_ONE_FIELD.find((field) => path.startsWith(`${field}.`)) ?? path;
}

function firstMessageUnder(errors: object): FieldError | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error === "object") {
      if ("message" in error && typeof error.message === "string") return error as FieldError;
      const nested = firstMessageUnder(error);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Moves a message about one item of such a list onto the list's field. */
function onTheirFields(errors: FieldErrors<HelperFormValues>) {
  for (const field of LISTS_IN_ONE_FIELD) {
    const error: unknown = get(errors, field);
    if (!error || typeof error !== "object" || "message" in error) continue;
    set(errors, field, firstMessageUnder(error));
  }
  return errors;
}

export function withListMessagesOnTheirFields(
  resolver: Resolver<HelperFormValues, unknown, HelperInput>,
): Resolver<HelperFormValues, unknown, HelperInput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: onTheirFields(result.errors) } as typeof result;
  };
}
