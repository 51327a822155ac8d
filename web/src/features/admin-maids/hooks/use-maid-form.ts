import type { MaidInput } from "@maids/contract/maid-input.ts";
import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, issuesToFieldErrors } from "../utils/field-errors.ts";
import {
  type EmploymentFormEntry,
  emptyEmploymentEntry,
  type ListKey,
  type MaidFormState,
  withLanguages,
} from "../utils/maid-form-state.ts";
import { photoProblem } from "../utils/photo-rules.ts";

type TextKey =
  | "name"
  | "country"
  | "DOB"
  | "maritalStatus"
  | "Religion"
  | "supplier"
  | "salary"
  | "loan"
  | "height"
  | "weight"
  | "NumChildren";
type DetailKey = keyof MaidFormState["maidDetails"];
type EntryKey = Exclude<keyof EmploymentFormEntry, "key">;

type Validation =
  | { values: MaidInput; errors: FieldErrors }
  | { values: null; errors: FieldErrors };

/** Drops the messages of a field and of everything under it. */
function withoutErrors(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(
    ([key]) => key !== path && !key.startsWith(`${path}.`),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** The state of the add or edit form; both validate with a contract schema before sending. */
export function useMaidForm(initial: () => MaidFormState) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);

  function change(path: string, next: (current: MaidFormState) => MaidFormState) {
    setValues(next);
    setErrors((current) => withoutErrors(current, path));
  }

  const setText = (key: TextKey, value: string) =>
    change(key, (current) => ({ ...current, [key]: value }));
  const setFlag = (key: "isActive" | "isEmployed", value: boolean) =>
    change(key, (current) => ({ ...current, [key]: value }));
  const setList = (key: ListKey, items: string[]) =>
    change(key, (current) =>
      key === "languages" ? withLanguages(current, items) : { ...current, [key]: items },
    );
  const setDetail = <K extends DetailKey>(key: K, value: MaidFormState["maidDetails"][K]) =>
    change(`maidDetails.${key}`, (current) => ({
      ...current,
      maidDetails: { ...current.maidDetails, [key]: value },
    }));

  function setEntry(index: number, key: EntryKey, value: string) {
    change(`employmentDetails.${index}.${key}`, (current) => ({
      ...current,
      employmentDetails: current.employmentDetails.map((entry, at) =>
        at === index ? { ...entry, [key]: value } : entry,
      ),
    }));
  }

  const addEntry = () =>
    change("employmentDetails", (current) => ({
      ...current,
      employmentDetails: [...current.employmentDetails, emptyEmploymentEntry()],
    }));
  // Messages of later rows would point at the wrong row once the rows shift.
  const removeEntry = (index: number) =>
    change("employmentDetails", (current) => ({
      ...current,
      employmentDetails: current.employmentDetails.filter((_, at) => at !== index),
    }));

  /** Keeps an acceptable photo; refuses others with the spec's message. */
  function choosePhoto(file: File | null) {
    const problem = file && photoProblem(file);
    setErrors((current) => {
      const rest = withoutErrors(current, "image");
      return problem ? { ...rest, image: problem } : rest;
    });
    if (!problem) setPhoto(file);
  }

  /** The values as the schema reads them; when refused, every message is shown and returned. */
  function validate(schema: z.ZodType<MaidInput>): Validation {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const found = issuesToFieldErrors(result.error.issues);
    setErrors(found);
    return { values: null, errors: found };
  }

  function reset() {
    setValues(initial());
    setErrors({});
    setPhoto(null);
  }

  return {
    values,
    errors,
    photo,
    setText,
    setFlag,
    setList,
    setDetail,
    setEntry,
    addEntry,
    removeEntry,
    choosePhoto,
    validate,
    showErrors: (next: FieldErrors) => setErrors((current) => ({ ...current, ...next })),
    reset,
  };
}

export type MaidForm = ReturnType<typeof useMaidForm>;
export type { DetailKey, EntryKey, TextKey };
