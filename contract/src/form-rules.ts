import { z } from "zod";
import { isoDateSchema, singaporeToday } from "./days.ts";
import { ageOn, ELIGIBILITY_MESSAGES, MINIMUM_HELPER_AGE } from "./eligibility.ts";
import { HELPER_COUNTRIES } from "./enums.ts";
import { isBlank } from "./form-values.ts";
import { ADD_HELPER_RANGES } from "./limits.ts";

/**
 * The rules of a helper form's fields (docs/product.md#helper-forms), each with the messages the
 * form shows. Numbers may arrive as text from form fields; a blank number is 0 unless a default
 * applies on create.
 */

export type Range = { min: number; max: number };

/** `whenBlank`: the value of an empty field, or "required". */
export function wholeNumber(label: string, range: Range, whenBlank: number | "required" = 0) {
  const blank = whenBlank === "required" ? undefined : whenBlank;
  return z.preprocess(
    (value) => (isBlank(value) ? blank : typeof value === "string" ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required` : `${label} must be a number`,
      })
      .int({ error: `${label} must be a whole number` })
      .min(range.min, { error: `${label} must be between ${range.min} and ${range.max}` })
      .max(range.max, { error: `${label} must be between ${range.min} and ${range.max}` }),
  );
}

export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

export function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? "" : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` }),
  );
}

/** Text with a default when left empty (create only). */
export function textWithDefault(label: string, fallback: string | undefined) {
  return z.preprocess((value) => (isBlank(value) ? fallback : value), requiredText(label));
}

/** A list of short texts: blanks and repeats dropped, and a default when nothing is left. */
export function textList(label: string, fallback: readonly string[] | undefined) {
  return z.preprocess(
    (input) => {
      const value = input === undefined || input === null ? [] : input;
      const items = Array.isArray(value)
        ? [...new Set(value.map((item) => (typeof item === "string" ? item.trim() : item)))]
        : value;
      const kept = Array.isArray(items) ? items.filter((item) => item !== "") : items;
      return Array.isArray(kept) && kept.length === 0 && fallback ? [...fallback] : kept;
    },
    z
      .array(z.string().max(60, { error: `${label} entries must be at most 60 characters` }), {
        error: `${label} must be a list`,
      })
      .max(30, { error: `${label} may hold at most 30 entries` }),
  );
}

/** A field that may be left out: undefined then means "keep the stored value". */
export function keptWhenMissing<T extends z.ZodType>(schema: T) {
  return z.union([z.undefined(), schema]);
}

const pastDate = (label: string) =>
  isoDateSchema
    .refine((date) => !Number.isNaN(Date.parse(date)), { error: `${label} is not a valid date` })
    .refine((date) => date <= singaporeToday(), {
      error: `${label} cannot be in the future`,
    });

export function dateField(label: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.string({ error: `${label} is required` }).pipe(pastDate(label)),
  );
}

/** The date of birth: a past date, and at least `MINIMUM_HELPER_AGE` years ago today (in Singapore). */
export const dateOfBirth = dateField("Date of birth").refine(
  (date) => {
    const today = singaporeToday();
    // An invalid or future date has its own message.
    if (Number.isNaN(Date.parse(date)) || date > today) return true;
    return ageOn(date, today) >= MINIMUM_HELPER_AGE;
  },
  { error: ELIGIBILITY_MESSAGES.tooYoung },
);

/**
 * An optional date (past or future): blank stores none. Left out, as clients written before
 * the field do, it keeps what is stored (none on create).
 */
export function optionalDate(label: string) {
  const error = `${label} is not a valid date`;
  return z.union(
    [
      z.undefined(),
      z.preprocess(
        (value) => (isBlank(value) ? null : value),
        z.union([z.null(), z.string().pipe(z.iso.date({ error }))], { error }),
      ),
    ],
    { error },
  );
}

export const rating = (label: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? 0 : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(ADD_HELPER_RANGES.languageRating.min, { error: `${label} must be between 0 and 5` })
      .max(ADD_HELPER_RANGES.languageRating.max, { error: `${label} must be between 0 and 5` }),
  );

export const flag = (label: string, fallback: boolean) =>
  z.preprocess(
    (value) =>
      isBlank(value) ? fallback : value === "true" ? true : value === "false" ? false : value,
    z.boolean({ error: `${label} must be true or false` }),
  );

export const country = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z.enum(HELPER_COUNTRIES, {
    error: (issue) =>
      issue.input === undefined
        ? "Country is required"
        : `Country must be one of: ${HELPER_COUNTRIES.join(", ")}`,
  }),
);
