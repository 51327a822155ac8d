import { z } from "zod";
import { BIODATA_LIMITS } from "./biodata.ts";
import { biodataInputSchema } from "./biodata-input.ts";
import { singaporeToday } from "./days.ts";
import { ageOn, ELIGIBILITY_MESSAGES, MINIMUM_HELPER_AGE } from "./eligibility.ts";
import { HELPER_COUNTRIES } from "./enums.ts";
import { isBlank } from "./form-values.ts";
import { isoDateSchema } from "./helper.ts";
import {
  ADD_HELPER_RANGES,
  EDIT_HELPER_RANGES,
  NEW_HELPER_DEFAULTS,
  TEXT_LIMITS,
} from "./limits.ts";

/**
 * What an administrator sends to create or update a helper (docs/product.md#helper-forms),
 * shared by the forms and the server so that both enforce the same rules.
 * Numbers may arrive as text from form fields; a blank number is 0 unless a
 * default applies on create.
 */

type Range = { min: number; max: number };

/** `whenBlank`: the value of an empty field, or "required". */
function wholeNumber(label: string, range: Range, whenBlank: number | "required" = 0) {
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

function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? "" : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` }),
  );
}

/** Text with a default when left empty (create only). */
function textWithDefault(label: string, fallback: string | undefined) {
  return z.preprocess((value) => (isBlank(value) ? fallback : value), requiredText(label));
}

/** A list of short texts: blanks and repeats dropped, and a default when nothing is left. */
function textList(label: string, fallback: readonly string[] | undefined) {
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
function keptWhenMissing<T extends z.ZodType>(schema: T) {
  return z.union([z.undefined(), schema]);
}

const pastDate = (label: string) =>
  isoDateSchema
    .refine((date) => !Number.isNaN(Date.parse(date)), { error: `${label} is not a valid date` })
    .refine((date) => date <= singaporeToday(), {
      error: `${label} cannot be in the future`,
    });

function dateField(label: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.string({ error: `${label} is required` }).pipe(pastDate(label)),
  );
}

/** The date of birth: a past date, and at least `MINIMUM_HELPER_AGE` years ago today (in Singapore). */
const dateOfBirth = dateField("Date of birth").refine(
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
function optionalDate(label: string) {
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

const rating = (label: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? 0 : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(ADD_HELPER_RANGES.languageRating.min, { error: `${label} must be between 0 and 5` })
      .max(ADD_HELPER_RANGES.languageRating.max, { error: `${label} must be between 0 and 5` }),
  );

function employmentEntrySchema(withDefaults: boolean) {
  const fallback = withDefaults ? NEW_HELPER_DEFAULTS.employment : undefined;
  return z
    .object({
      country: textWithDefault("Employment country", fallback?.country),
      startDate: dateField("Start date"),
      endDate: dateField("End date"),
      noOfFamilyMember: wholeNumber(
        "Family members",
        ADD_HELPER_RANGES.familyMembers,
        fallback?.noOfFamilyMember ?? "required",
      ),
      mainJobScope: textWithDefault("Main job scope", fallback?.mainJobScope),
      employerDescription: z.preprocess(
        (value) => (isBlank(value) ? fallback?.employerDescription : value),
        requiredText("Employer description", TEXT_LIMITS.employerDescription),
      ),
      reasonOfLeaving: textWithDefault("Reason for leaving", fallback?.reasonOfLeaving),
      // Biodata fields. Left out (clients written before biodata) they keep what is stored.
      employerType: keptWhenMissing(optionalText("Employer type", BIODATA_LIMITS.shortText)),
      feedback: keptWhenMissing(optionalText("Feedback from employer", BIODATA_LIMITS.longText)),
    })
    .refine(({ startDate, endDate }) => startDate <= endDate, {
      error: "End date must not be before the start date",
      path: ["endDate"],
    });
}

function helperDetailsInputSchema(restDays: Range) {
  const details = z.object({
    description: optionalText("Description", TEXT_LIMITS.description),
    restDay: wholeNumber("Rest days", restDays),
    highestEducation: optionalText("Highest education", TEXT_LIMITS.highestEducation),
    englishRating: rating("English rating"),
    chineseRating: rating("Chinese rating"),
    dialectRating: rating("Dialect rating"),
    employmentHistory: optionalText("Employment history", TEXT_LIMITS.employmentHistory),
  });
  return z.preprocess((value) => value ?? {}, details);
}

const flag = (label: string, fallback: boolean) =>
  z.preprocess(
    (value) =>
      isBlank(value) ? fallback : value === "true" ? true : value === "false" ? false : value,
    z.boolean({ error: `${label} must be true or false` }),
  );

const country = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z.enum(HELPER_COUNTRIES, {
    error: (issue) =>
      issue.input === undefined
        ? "Country is required"
        : `Country must be one of: ${HELPER_COUNTRIES.join(", ")}`,
  }),
);

/** The add form: its ranges, with the create defaults (docs/product.md#helper-forms) applied to empty fields. */
export const createHelperInputSchema = z.object({
  name: requiredText("Name"),
  country,
  DOB: dateOfBirth,
  passportExpiry: optionalDate("Passport expiry"),
  /** The first day she can start work; blank (or a day past) means she can start now. */
  availableFrom: optionalDate("Available from"),
  height: wholeNumber("Height", ADD_HELPER_RANGES.height, NEW_HELPER_DEFAULTS.height),
  weight: wholeNumber("Weight", ADD_HELPER_RANGES.weight, NEW_HELPER_DEFAULTS.weight),
  salary: wholeNumber("Salary", ADD_HELPER_RANGES.salary, NEW_HELPER_DEFAULTS.salary),
  loan: wholeNumber("Loan", ADD_HELPER_RANGES.loan),
  skills: textList("Skills", NEW_HELPER_DEFAULTS.skills),
  languages: textList("Languages", NEW_HELPER_DEFAULTS.languages),
  type: textList("Type", NEW_HELPER_DEFAULTS.type),
  isActive: flag("Active", true),
  isEmployed: flag("Currently employed", false),
  supplier: textWithDefault("Supplier", NEW_HELPER_DEFAULTS.supplier),
  maritalStatus: textWithDefault("Marital status", NEW_HELPER_DEFAULTS.maritalStatus),
  NumChildren: wholeNumber("Number of children", ADD_HELPER_RANGES.children),
  Religion: requiredText("Religion"),
  maidDetails: helperDetailsInputSchema(ADD_HELPER_RANGES.restDays),
  employmentDetails: z
    .array(employmentEntrySchema(true), { error: "Employment history must be a list" })
    .max(20, { error: "Employment history may hold at most 20 entries" })
    .default([]),
  /** Left out (clients written before biodata), the stored biodata is kept; an empty one on create. */
  biodata: biodataInputSchema.optional(),
});
export type HelperInput = z.output<typeof createHelperInputSchema>;
export type HelperFormValues = z.input<typeof createHelperInputSchema>;

/**
 * The edit form: name, country, date of birth, salary and loan required, its own
 * ranges, no defaults. Lists keep at least one entry (blanks are dropped).
 */
export const updateHelperInputSchema = createHelperInputSchema.extend({
  height: wholeNumber("Height", EDIT_HELPER_RANGES.height, "required"),
  weight: wholeNumber("Weight", EDIT_HELPER_RANGES.weight, "required"),
  salary: wholeNumber("Salary", ADD_HELPER_RANGES.salary, "required"),
  loan: wholeNumber("Loan", ADD_HELPER_RANGES.loan, "required"),
  NumChildren: wholeNumber("Number of children", EDIT_HELPER_RANGES.children),
  skills: textList("Skills", undefined).pipe(z.array(z.string()).min(1, "Add at least one skill")),
  languages: textList("Languages", undefined).pipe(
    z.array(z.string()).min(1, "Add at least one language"),
  ),
  type: textList("Type", undefined).pipe(z.array(z.string()).min(1, "Add at least one type")),
  supplier: requiredText("Supplier"),
  maritalStatus: requiredText("Marital status"),
  maidDetails: helperDetailsInputSchema(EDIT_HELPER_RANGES.restDays),
  employmentDetails: z
    .array(employmentEntrySchema(false), { error: "Employment history must be a list" })
    .max(20, { error: "Employment history may hold at most 20 entries" })
    .default([]),
  /**
   * The record's `version` the edit was made on. Without it the edit overwrites whatever is
   * stored: last write wins, as the original front end expects (it sends back the record it
   * read, `version` included, which is why this field has a name of its own).
   */
  expectedVersion: z
    .number({ error: "expectedVersion must be a whole number" })
    .int({ error: "expectedVersion must be a whole number" })
    .positive({ error: "expectedVersion must be a whole number" })
    .optional(),
});

export type HelperUpdateInput = z.output<typeof updateHelperInputSchema>;
