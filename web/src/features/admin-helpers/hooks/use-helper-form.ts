import { zodResolver } from "@hookform/resolvers/zod";
import type {
  createHelperInputSchema,
  HelperInput,
  updateHelperInputSchema,
} from "@maids/contract/helper-input.ts";
import { useState } from "react";
import { get, type Resolver, useForm } from "react-hook-form";
import { placeServerErrors } from "@/shared/forms/apply-server-errors.ts";
import { useClearErrorOnEdit } from "@/shared/forms/use-clear-error-on-edit.ts";
import { type HelperFormValues, RATED_LANGUAGES } from "../utils/helper-form-values.ts";
import { formFieldOf, withListMessagesOnTheirFields } from "../utils/list-field-errors.ts";
import { photoProblem } from "../utils/photo-rules.ts";

/**
 * The add or edit form over a contract schema: checked on submit, a message goes when its field
 * is edited; what passes is the helper as the API takes it.
 */
export function useHelperForm(
  initial: () => HelperFormValues,
  schema: typeof createHelperInputSchema | typeof updateHelperInputSchema,
) {
  const [defaultValues] = useState(initial);
  const form = useForm<HelperFormValues, unknown, HelperInput>({
    // The schema reads numbers from text and fills defaults; the form holds what was typed.
    resolver: withListMessagesOnTheirFields(
      zodResolver(schema) as Resolver<HelperFormValues, unknown, HelperInput>,
    ),
    defaultValues,
    reValidateMode: "onSubmit",
  });
  useClearErrorOnEdit(form);
  const { setError, clearErrors, setValue, getValues } = form;

  /** Keeps an acceptable photo; refuses others with the spec's message. */
  function choosePhoto(file: File | null) {
    const problem = file && photoProblem(file);
    if (problem) return setError("image", { type: "photo", message: problem });
    clearErrors("image");
    setValue("image", file);
  }

  /** Taking English, Chinese or Dialect off the languages resets its rating to 0. */
  function resetUnspokenRatings(languages: readonly string[]) {
    for (const { language, key } of RATED_LANGUAGES) {
      if (!languages.includes(language)) setValue(`maidDetails.${key}`, 0);
    }
  }

  /** The server's per-field refusals on the fields they name; answers those fields. */
  const showServerErrors = (error: unknown) =>
    placeServerErrors(
      error,
      (field) => get(getValues(), field) !== undefined,
      setError,
      formFieldOf,
    );

  return { ...form, choosePhoto, resetUnspokenRatings, showServerErrors };
}

export type HelperForm = ReturnType<typeof useHelperForm>;
