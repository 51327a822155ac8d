import { z } from "zod";
import {
  type AdminBiodata,
  BIODATA_LABELS,
  BIODATA_LIMITS,
  BIODATA_MESSAGES,
  EA_PERSONNEL_NUMBER_PATTERN,
  FOOD_HANDLING,
  ILLNESSES,
  INTERVIEW_MODES,
  objectOfKeys,
  SKILL_AREAS,
  type SkillArea,
} from "./biodata.ts";
import { isBlank } from "./form-values.ts";

/**
 * What the admin form sends as a helper's biodata, read into the admin's shape
 * (`AdminBiodata`, biodata.ts): numbers may be text, blanks are allowed everywhere.
 */

/** A missing object reads as an empty one, so each field takes its own default. */
const orEmpty = (value: unknown) => (value === undefined || value === null ? {} : value);

function text(label: string, max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? "" : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` }),
  );
}

/** A whole number in a range, or null when left blank. */
function optionalWholeNumber(label: string, range: { min: number; max: number }) {
  return z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(range.min, { error: `${label} must be between ${range.min} and ${range.max}` })
      .max(range.max, { error: `${label} must be between ${range.min} and ${range.max}` })
      .nullable(),
  );
}

/** Yes/no; blank reads as `whenBlank` (false for a checkbox, null for an unanswered question). */
function yesNo(label: string, whenBlank: boolean | null) {
  return z.preprocess(
    (value) =>
      isBlank(value) ? whenBlank : value === "true" ? true : value === "false" ? false : value,
    z.boolean({ error: `${label} must be yes or no` }).nullable(),
  );
}

function choices<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return z.preprocess(
    (value) => (isBlank(value) ? [] : Array.isArray(value) ? [...new Set(value)] : value),
    z.array(z.enum(options, { error: `${label} must be among: ${options.join(", ")}` }), {
      error: `${label} must be a list`,
    }),
  );
}

const contactNumber = text(
  BIODATA_LABELS.personal.homeContactNumber,
  BIODATA_LIMITS.contactNumber,
).refine((value) => /^[0-9+()\- ]*$/.test(value), { error: BIODATA_MESSAGES.contactNumber });

/** "3, 7" from a text field, or [3, 7] from a client that sends a list. */
const childrenAges = z.preprocess(
  (value) => {
    if (isBlank(value)) return [];
    if (typeof value !== "string") return value;
    return value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  },
  z
    .array(
      z
        .number({ error: BIODATA_MESSAGES.childrenAges })
        .int({ error: BIODATA_MESSAGES.childrenAges })
        .min(BIODATA_LIMITS.childAge.min, {
          error: `Ages of children must be between ${BIODATA_LIMITS.childAge.min} and ${BIODATA_LIMITS.childAge.max}`,
        })
        .max(BIODATA_LIMITS.childAge.max, {
          error: `Ages of children must be between ${BIODATA_LIMITS.childAge.min} and ${BIODATA_LIMITS.childAge.max}`,
        }),
      { error: BIODATA_MESSAGES.childrenAges },
    )
    .max(BIODATA_LIMITS.children, {
      error: `Ages of children may hold at most ${BIODATA_LIMITS.children} entries`,
    }),
);

const personalInputSchema = z.preprocess(
  orEmpty,
  z.object({
    placeOfBirth: text(BIODATA_LABELS.personal.placeOfBirth, BIODATA_LIMITS.shortText),
    homeAddress: text(BIODATA_LABELS.personal.homeAddress, BIODATA_LIMITS.homeAddress),
    repatriationPort: text(BIODATA_LABELS.personal.repatriationPort, BIODATA_LIMITS.shortText),
    homeContactNumber: contactNumber,
    siblings: optionalWholeNumber(BIODATA_LABELS.personal.siblings, BIODATA_LIMITS.siblings),
    childrenAges,
  }),
);

const illnessesInputSchema = z.preprocess(
  orEmpty,
  objectOfKeys(ILLNESSES, (illness) =>
    yesNo(BIODATA_LABELS.illnesses[illness], false).pipe(z.boolean()),
  ),
);

const medicalInputSchema = z.preprocess(
  orEmpty,
  z.object({
    allergies: text(BIODATA_LABELS.medical.allergies, BIODATA_LIMITS.longText),
    illnesses: illnessesInputSchema,
    otherIllnesses: text(BIODATA_LABELS.medical.otherIllnesses, BIODATA_LIMITS.longText),
    physicalDisabilities: text(
      BIODATA_LABELS.medical.physicalDisabilities,
      BIODATA_LIMITS.longText,
    ),
    dietaryRestrictions: text(BIODATA_LABELS.medical.dietaryRestrictions, BIODATA_LIMITS.longText),
    foodHandling: choices(BIODATA_LABELS.medical.foodHandling, FOOD_HANDLING),
    foodHandlingOther: text(BIODATA_LABELS.medical.foodHandlingOther, BIODATA_LIMITS.shortText),
  }),
);

/** 1 to 5 stars; blank, null or "N.A." is not assessed. */
const assessment = z.preprocess(
  (value) =>
    isBlank(value) || value === BIODATA_LABELS.notAssessed
      ? null
      : typeof value === "string"
        ? Number(value)
        : value,
  z
    .number({ error: BIODATA_MESSAGES.assessment })
    .int({ error: BIODATA_MESSAGES.assessment })
    .min(BIODATA_LIMITS.assessment.min, { error: BIODATA_MESSAGES.assessment })
    .max(BIODATA_LIMITS.assessment.max, { error: BIODATA_MESSAGES.assessment })
    .nullable(),
);

function skillRowInputSchema(area: SkillArea) {
  const label = BIODATA_LABELS.skillAreas[area];
  return z.preprocess(
    orEmpty,
    z
      .object({
        willing: yesNo(`${label}: willing`, null),
        experienced: yesNo(`${label}: experience`, null),
        experienceYears: optionalWholeNumber(
          `${label}: years of experience`,
          BIODATA_LIMITS.experienceYears,
        ),
        assessment,
        assessorNote: text(`${label}: assessor's note`, BIODATA_LIMITS.assessorNote),
      })
      .refine((row) => row.experienceYears === null || row.experienced === true, {
        error: BIODATA_MESSAGES.experienceWithoutYes,
        path: ["experienceYears"],
      }),
  );
}

const skillsInputSchema = z.preprocess(orEmpty, objectOfKeys(SKILL_AREAS, skillRowInputSchema));

const interviewInputSchema = choices(BIODATA_LABELS.sections.interview, INTERVIEW_MODES).refine(
  (modes) => !modes.includes("notAvailable") || modes.length === 1,
  {
    error: BIODATA_MESSAGES.interviewNotAvailable,
  },
);

const eaPersonnelNumber = z.preprocess(
  (value) => (isBlank(value) ? "" : typeof value === "string" ? value.trim().toUpperCase() : value),
  z
    .string({ error: BIODATA_MESSAGES.eaPersonnelNumber })
    .refine((value) => value === "" || EA_PERSONNEL_NUMBER_PATTERN.test(value), {
      error: BIODATA_MESSAGES.eaPersonnelNumber,
    }),
);

/**
 * The biodata as the admin form sends it; every field optional. Errors name their
 * path (e.g. `biodata.skills.cooking.assessment`), so a form can show each on its field.
 */
export const biodataInputSchema = z.preprocess(
  orEmpty,
  z.object({
    personal: personalInputSchema,
    medical: medicalInputSchema,
    skills: skillsInputSchema,
    interview: interviewInputSchema,
    eaPersonnelNumber,
  }),
);
export type BiodataFormValues = z.input<typeof biodataInputSchema>;

/** Checks at compile time that what the input schema produces is the admin's shape. */
const _outputIsAdminShape: (value: z.output<typeof biodataInputSchema>) => AdminBiodata = (v) => v;
void _outputIsAdminShape;
