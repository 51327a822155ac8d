import { z } from "zod";

/**
 * A helper's biodata: the sections of the standard Singapore biodata form that an
 * agency keeps beyond the catalogue's fields (docs/product.md#biodata). One shape serves the admin
 * form, the server, the profile page and the PDF:
 * - `biodataInputSchema` (biodata-input.ts) reads what the form sends (numbers may be
 *   text, blanks are allowed everywhere) and its output is the admin's shape, `AdminBiodata`;
 * - customers get `CustomerBiodata`: everything but the home address and the home
 *   contact number, and her medical history (`MEDICAL_HISTORY_FIELDS`) only when the agency has
 *   engaged with that family about her (`toCustomerBiodata`); anonymous visitors get none of it.
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
  /** In place of the medical history for a family the agency has not engaged with about her. */
  medicalHistoryWithheld: {
    label: "Medical history",
    text: "Shared with families the agency is working with about her: ask us for an interview or a recommendation.",
  },
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
export function objectOfKeys<K extends string, S extends z.ZodType>(
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

/**
 * The medical history within the medical section: a signed-in customer gets it only when the
 * agency has engaged with that family about the helper (she is among their recommendations,
 * they asked to interview her, or she is a candidate or the helper of a placement case of
 * theirs; docs/product.md#biodata). The dietary restrictions and food handling go to every
 * signed-in customer.
 */
export const MEDICAL_HISTORY_FIELDS = [
  "allergies",
  "illnesses",
  "otherIllnesses",
  "physicalDisabilities",
] as const;
type MedicalHistoryField = (typeof MEDICAL_HISTORY_FIELDS)[number];

/** A customer's medical section: the medical history's fields are left out unless shared. */
const customerMedicalSchema = medicalSchema.partial(
  Object.fromEntries(MEDICAL_HISTORY_FIELDS.map((field) => [field, true])) as Record<
    MedicalHistoryField,
    true
  >,
);

/** The skills section as stored (the input schema's output). */
export const biodataSkillsSchema = objectOfKeys(SKILL_AREAS, () => skillRowSchema);

const biodataCommon = {
  skills: biodataSkillsSchema,
  interview: z.array(z.enum(INTERVIEW_MODES)),
  eaPersonnelNumber: z.string(),
};

/**
 * What signed-in customers see: no home address, no home contact number, and the medical
 * history only for families the agency engaged with about her (`MEDICAL_HISTORY_FIELDS`).
 */
export const customerBiodataSchema = z.object({
  personal: customerPersonalSchema,
  medical: customerMedicalSchema,
  ...biodataCommon,
});
export type CustomerBiodata = z.infer<typeof customerBiodataSchema>;

/** Everything, for administrators. */
export const adminBiodataSchema = z.object({
  personal: adminPersonalSchema,
  medical: medicalSchema,
  ...biodataCommon,
});
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

/** Whether a customer's biodata carries the medical history (`MEDICAL_HISTORY_FIELDS`). */
export function hasMedicalHistory(biodata: CustomerBiodata): boolean {
  return biodata.medical.illnesses !== undefined;
}

/**
 * The customer's version: without the home address and contact number, and without the
 * medical history unless `medicalHistory` (the agency engaged with this family about her).
 */
export function toCustomerBiodata(
  biodata: AdminBiodata,
  { medicalHistory }: { medicalHistory: boolean },
): CustomerBiodata {
  const { homeAddress: _address, homeContactNumber: _contact, ...personal } = biodata.personal;
  const { allergies, illnesses, otherIllnesses, physicalDisabilities, ...diet } = biodata.medical;
  const medical = medicalHistory
    ? { ...diet, allergies, illnesses, otherIllnesses, physicalDisabilities }
    : diet;
  return { ...biodata, personal, medical };
}
