import { z } from "zod";

/**
 * A helper's biodata: the sections of the standard Singapore biodata form that an
 * agency keeps beyond the catalogue's fields (docs/product.md#biodata). One shape serves the admin
 * form, the server, the profile page and the PDF:
 * - `biodataInputSchema` reads what the form sends (numbers may be text, blanks are
 *   allowed everywhere) and its output is the admin's shape, `AdminBiodata`;
 * - customers get `CustomerBiodata`: everything but the home address and the home
 *   contact number (`toCustomerBiodata`); anonymous visitors get none of it.
 * A helper saved before biodata existed reads as `emptyBiodata()`.
 */

export const ILLNESSES = [
  "mentalIllness",
  "epilepsy",
  "asthma",
  "diabetes",
  "hypertension",
  "tuberculosis",
  "heartDisease",
  "malaria",
  "operations",
] as const;
export type Illness = (typeof ILLNESSES)[number];

export const SKILL_AREAS = [
  "infantChildCare",
  "elderlyCare",
  "disabledCare",
  "generalHousework",
  "cooking",
  "languageAbilities",
  "otherSkills",
] as const;
export type SkillArea = (typeof SKILL_AREAS)[number];

export const FOOD_HANDLING = ["noPork", "noBeef"] as const;
export type FoodHandling = (typeof FOOD_HANDLING)[number];

export const INTERVIEW_MODES = ["notAvailable", "phone", "video", "inPerson"] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** Labels shared by the form, the profile page and the PDF. */
export const BIODATA_LABELS = {
  sections: {
    personal: "Personal",
    medical: "Medical history and dietary restrictions",
    skills: "Skills, willingness and experience",
    employment: "Employment history",
    interview: "Availability for interview",
    agency: "Agency",
  },
  personal: {
    placeOfBirth: "Place of birth",
    homeAddress: "Address in home country",
    repatriationPort: "Port/airport of repatriation",
    homeContactNumber: "Contact number in home country",
    siblings: "Number of siblings",
    childrenAges: "Ages of children",
  },
  medical: {
    allergies: "Allergies",
    illnesses: "Past and existing illnesses",
    otherIllnesses: "Other illnesses",
    physicalDisabilities: "Physical disabilities",
    dietaryRestrictions: "Dietary restrictions",
    foodHandling: "Food handling preferences",
    foodHandlingOther: "Other food handling preferences",
  },
  illnesses: {
    mentalIllness: "Mental illness",
    epilepsy: "Epilepsy",
    asthma: "Asthma",
    diabetes: "Diabetes",
    hypertension: "Hypertension",
    tuberculosis: "Tuberculosis",
    heartDisease: "Heart disease",
    malaria: "Malaria",
    operations: "Operations",
  } satisfies Record<Illness, string>,
  skillAreas: {
    infantChildCare: "Care of infants/children",
    elderlyCare: "Care of elderly",
    disabledCare: "Care of disabled",
    generalHousework: "General housework",
    cooking: "Cooking",
    languageAbilities: "Language abilities (spoken)",
    otherSkills: "Other skills",
  } satisfies Record<SkillArea, string>,
  skillColumns: {
    willing: "Willing",
    experienced: "Experience",
    experienceYears: "Years",
    assessment: "Assessment",
    assessorNote: "Assessor's note",
  },
  foodHandling: { noPork: "No pork", noBeef: "No beef" } satisfies Record<FoodHandling, string>,
  interviewModes: {
    notAvailable: "Not available for interview",
    phone: "By phone",
    video: "By video",
    inPerson: "In person",
  } satisfies Record<InterviewMode, string>,
  eaPersonnelNumber: "EA personnel registration number",
  notAssessed: "N.A.",
  yes: "Yes",
  no: "No",
} as const;

export const BIODATA_LIMITS = {
  shortText: 100,
  homeAddress: 300,
  contactNumber: 30,
  longText: 500,
  assessorNote: 300,
  siblings: { min: 0, max: 20 },
  childAge: { min: 0, max: 60 },
  children: 20,
  experienceYears: { min: 0, max: 50 },
  assessment: { min: 1, max: 5 },
} as const;

/** MOM's registration number of an employment agency's personnel: R and 7 or 8 digits. */
export const EA_PERSONNEL_NUMBER_PATTERN = /^R\d{7,8}$/;

export const BIODATA_MESSAGES = {
  contactNumber: "Contact number may contain only digits, spaces and + ( ) -",
  childrenAges: "Ages of children must be whole numbers separated by commas",
  experienceWithoutYes: "Years of experience need Experience set to Yes",
  assessment: "Assessment must be 1 to 5 stars or N.A.",
  interviewNotAvailable: "'Not available for interview' cannot be combined with other ways",
  eaPersonnelNumber: "EA personnel registration number must look like R1234567",
} as const;

// ---- the admin's shape (output of the input schema) and the customer's ----

const skillRowSchema = z.object({
  willing: z.boolean().nullable(),
  experienced: z.boolean().nullable(),
  experienceYears: z.number().int().nullable(),
  /** 1 to 5 stars; null is N.A. */
  assessment: z.number().int().nullable(),
  assessorNote: z.string(),
});
export type SkillRow = z.infer<typeof skillRowSchema>;

/** An object with one field per key, each read by the schema `schemaOf(key)` gives. */
function objectOfKeys<K extends string, S extends z.ZodType>(
  keys: readonly K[],
  schemaOf: (key: K) => S,
) {
  return z.object(Object.fromEntries(keys.map((key) => [key, schemaOf(key)])) as Record<K, S>);
}

const customerPersonalSchema = z.object({
  placeOfBirth: z.string(),
  repatriationPort: z.string(),
  siblings: z.number().int().nullable(),
  childrenAges: z.array(z.number().int()),
});

const adminPersonalSchema = customerPersonalSchema.extend({
  homeAddress: z.string(),
  homeContactNumber: z.string(),
});

const medicalSchema = z.object({
  allergies: z.string(),
  illnesses: objectOfKeys(ILLNESSES, () => z.boolean()),
  otherIllnesses: z.string(),
  physicalDisabilities: z.string(),
  dietaryRestrictions: z.string(),
  foodHandling: z.array(z.enum(FOOD_HANDLING)),
  foodHandlingOther: z.string(),
});

const biodataCommon = {
  medical: medicalSchema,
  skills: objectOfKeys(SKILL_AREAS, () => skillRowSchema),
  interview: z.array(z.enum(INTERVIEW_MODES)),
  eaPersonnelNumber: z.string(),
};

/** What signed-in customers see: no home address, no home contact number. */
export const customerBiodataSchema = z.object({
  personal: customerPersonalSchema,
  ...biodataCommon,
});
export type CustomerBiodata = z.infer<typeof customerBiodataSchema>;

/** Everything, for administrators. */
export const adminBiodataSchema = z.object({ personal: adminPersonalSchema, ...biodataCommon });
export type AdminBiodata = z.infer<typeof adminBiodataSchema>;

const emptySkillRow = (): SkillRow => ({
  willing: null,
  experienced: null,
  experienceYears: null,
  assessment: null,
  assessorNote: "",
});

const allKeys = <K extends string, V>(keys: readonly K[], value: () => V) =>
  Object.fromEntries(keys.map((key) => [key, value()])) as Record<K, V>;

export function emptyBiodata(): AdminBiodata {
  return {
    personal: {
      placeOfBirth: "",
      homeAddress: "",
      repatriationPort: "",
      homeContactNumber: "",
      siblings: null,
      childrenAges: [],
    },
    medical: {
      allergies: "",
      illnesses: allKeys(ILLNESSES, () => false),
      otherIllnesses: "",
      physicalDisabilities: "",
      dietaryRestrictions: "",
      foodHandling: [],
      foodHandlingOther: "",
    },
    skills: allKeys(SKILL_AREAS, emptySkillRow),
    interview: [],
    eaPersonnelNumber: "",
  };
}

export function toCustomerBiodata(biodata: AdminBiodata): CustomerBiodata {
  const { homeAddress: _address, homeContactNumber: _contact, ...personal } = biodata.personal;
  return { ...biodata, personal };
}

// ---- what the form sends ----

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

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
