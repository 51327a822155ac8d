import { z } from "zod";
import { BIODATA_LIMITS } from "./biodata.ts";
import { biodataInputSchema } from "./biodata-input.ts";
import {
  dateField,
  keptWhenMissing,
  optionalText,
  type Range,
  rating,
  requiredText,
  textWithDefault,
  wholeNumber,
} from "./form-rules.ts";
import { isBlank } from "./form-values.ts";
import { helperRuleShape } from "./helper-fields.ts";
import {
  ADD_HELPER_RANGES,
  EDIT_HELPER_RANGES,
  NEW_HELPER_DEFAULTS,
  TEXT_LIMITS,
} from "./limits.ts";

/**
 * What an administrator sends to create or update a helper (docs/product.md#helper-forms),
 * shared by the forms and the server so that both enforce the same rules: her own fields'
 * rules come from helper-fields.ts, her details', employment entries' and biodata's are here.
 */

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

/** The add form: its ranges, with the create defaults (docs/product.md#helper-forms) applied to empty fields. */
export const createHelperInputSchema = z.object({
  ...helperRuleShape("add"),
  supplier: textWithDefault("Supplier", NEW_HELPER_DEFAULTS.supplier),
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
  ...helperRuleShape("edit"),
  supplier: requiredText("Supplier"),
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
