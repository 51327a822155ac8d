/**
 * A helper's eligibility for a first work permit as a foreign domestic worker in Singapore
 * (the Ministry of Manpower's rules; docs/product.md#helper-forms).
 *
 * - Younger than `MINIMUM_HELPER_AGE` on the day she is saved: the helper forms and the API
 *   refuse her (`ELIGIBILITY_MESSAGES.tooYoung`, checked by contract/src/helper-input.ts).
 * - Outside the first application's rules (aged `FIRST_PERMIT_AGE.min` to under
 *   `FIRST_PERMIT_AGE.below`, at least `MINIMUM_SCHOOLING_YEARS` years of formal schooling)
 *   she is saved, with warnings: `eligibilityWarnings`. A helper who has worked in Singapore
 *   before may still be eligible (a renewal or a transfer), so these are warnings, not refusals.
 *
 * - At "work permit applied", what was a warning is a gate: a new arrival's case is refused,
 *   with every reason, when she is outside the first application's age or schooling, or comes
 *   from a country or region MOM does not approve as a source (`APPROVED_SOURCE_COUNTRIES`);
 *   any case is refused for a helper aged `RENEWAL_AGE_BELOW` or more (`permitRefusals`).
 *
 * Schooling is read from `highestEducation` (maid_details.highest_education), the form's
 * choice among `EDUCATION_LEVELS` or free text. A blank or unrecognised value cannot prove the
 * 8 years MOM asks for, so it gives the warning `schoolingUnknown` rather than nothing.
 */
import { ageFromDob } from "./derived.ts";
import { EDUCATION_LEVELS } from "./enums.ts";

export const MINIMUM_HELPER_AGE = 18;
/** A first work permit: from the 23rd birthday to the day before the 50th. */
export const FIRST_PERMIT_AGE = { min: 23, below: 50 } as const;
export const MINIMUM_SCHOOLING_YEARS = 8;
/** Helpers from 50 may have their permits renewed (or transfer) only until they are 60. */
export const RENEWAL_AGE_BELOW = 60;
/**
 * Since 2023 MOM requires at least one rest day a month that cannot be compensated away. The
 * helper form still takes 0 to 31 (the range of the record), with this as a warning, and
 * "work permit applied" refuses a case until her record says at least this many.
 */
export const MINIMUM_REST_DAYS = 1;

/**
 * The countries and regions the Ministry of Manpower approves as sources of foreign domestic
 * workers (MOM, "Work Permit for migrant domestic worker: eligibility", approved source
 * countries/regions, as listed in November 2026). Keep this list as MOM publishes it: it is
 * the one place the app reads it from.
 */
export const APPROVED_SOURCE_COUNTRIES = [
  "Bangladesh",
  "Cambodia",
  "Hong Kong",
  "India",
  "Indonesia",
  "Macau",
  "Malaysia",
  "Myanmar",
  "Philippines",
  "South Korea",
  "Sri Lanka",
  "Taiwan",
  "Thailand",
] as const;

type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * Years of formal schooling each level of the form stands for: primary 6; lower secondary 9
 * (the 9 years of basic education in the helpers' countries); upper secondary 12; a diploma 14;
 * a bachelor's degree 16.
 */
export const SCHOOLING_YEARS: Record<EducationLevel, number> = {
  "Primary School": 6,
  "Secondary School": 9,
  "High School": 12,
  Diploma: 14,
  "Bachelor's Degree": 16,
};

export const ELIGIBILITY_MESSAGES = {
  tooYoung: `A helper must be at least ${MINIMUM_HELPER_AGE} years old`,
  youngerThanFirstPermit: `Younger than ${FIRST_PERMIT_AGE.min}: a first work permit needs her to be at least ${FIRST_PERMIT_AGE.min}`,
  olderThanFirstPermit: `Aged ${FIRST_PERMIT_AGE.below} or more: a first work permit needs her to be under ${FIRST_PERMIT_AGE.below}`,
  tooLittleSchooling: `Less than ${MINIMUM_SCHOOLING_YEARS} years of schooling: a first work permit needs at least ${MINIMUM_SCHOOLING_YEARS}`,
  schoolingUnknown: `Schooling not recorded: a first work permit needs at least ${MINIMUM_SCHOOLING_YEARS} years`,
  notApprovedSource: (country: string) =>
    `${country} is not a source MOM approves for domestic workers: she cannot get a work permit`,
  tooOldToRenew: `Aged ${RENEWAL_AGE_BELOW} or more: a work permit is renewed, or a transfer allowed, only until ${RENEWAL_AGE_BELOW}`,
  tooFewRestDays: `Fewer than ${MINIMUM_REST_DAYS} rest day a month: MOM requires at least ${MINIMUM_REST_DAYS} a month that cannot be compensated away`,
} as const;

/** Full years on `today` (YYYY-MM-DD). Born on 29 February: a year older on 1 March in other years. */
export function ageOn(dateOfBirth: string, today: string): number {
  return ageFromDob(dateOfBirth, today);
}

/** The years of schooling `highestEducation` stands for, or null when it names no known level. */
export function schoolingYears(highestEducation: string): number | null {
  const text = highestEducation.trim().toLowerCase();
  const level = EDUCATION_LEVELS.find((known) => known.toLowerCase() === text);
  return level ? SCHOOLING_YEARS[level] : null;
}

export function isApprovedSource(country: string): boolean {
  return (APPROVED_SOURCE_COUNTRIES as readonly string[]).includes(country);
}

/** What the rules look at; no highest education recorded reads as none. */
export interface EligibilityFacts {
  dateOfBirth: string;
  highestEducation: string | null;
  country: string;
  /** Rest days a month on her record; null when her details are not recorded at all. */
  restDays: number | null;
}

function restDayWarnings(helper: EligibilityFacts): string[] {
  return helper.restDays !== null && helper.restDays < MINIMUM_REST_DAYS
    ? [ELIGIBILITY_MESSAGES.tooFewRestDays]
    : [];
}

/**
 * What stands between the helper and a first work permit on `today` (YYYY-MM-DD), as texts of
 * `ELIGIBILITY_MESSAGES`: age first, then schooling, then her country; empty when nothing does.
 */
export function eligibilityWarnings(helper: EligibilityFacts, today: string): string[] {
  const warnings: string[] = [];
  const age = ageOn(helper.dateOfBirth, today);
  if (age < FIRST_PERMIT_AGE.min) warnings.push(ELIGIBILITY_MESSAGES.youngerThanFirstPermit);
  if (age >= FIRST_PERMIT_AGE.below) warnings.push(ELIGIBILITY_MESSAGES.olderThanFirstPermit);
  const years = schoolingYears(helper.highestEducation ?? "");
  if (years === null) warnings.push(ELIGIBILITY_MESSAGES.schoolingUnknown);
  else if (years < MINIMUM_SCHOOLING_YEARS) warnings.push(ELIGIBILITY_MESSAGES.tooLittleSchooling);
  if (!isApprovedSource(helper.country))
    warnings.push(ELIGIBILITY_MESSAGES.notApprovedSource(helper.country));
  return [...warnings, ...restDayWarnings(helper)];
}

/**
 * Why a work permit cannot be applied for on `onDate`: for a first permit (a new arrival),
 * every first-application rule she fails; for a renewal or a transfer, her age from 60. Empty
 * when nothing stands in the way.
 */
export function permitRefusals(
  helper: EligibilityFacts,
  onDate: string,
  firstPermit: boolean,
): string[] {
  if (firstPermit) return eligibilityWarnings(helper, onDate);
  const age =
    ageOn(helper.dateOfBirth, onDate) >= RENEWAL_AGE_BELOW
      ? [ELIGIBILITY_MESSAGES.tooOldToRenew]
      : [];
  return [...age, ...restDayWarnings(helper)];
}
