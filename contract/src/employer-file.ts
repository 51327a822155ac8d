import { z } from "zod";
import { customerPhoneSchema } from "./auth.ts";
import { singaporeToday } from "./days.ts";
import { ageOn } from "./eligibility.ts";
import { nricFinProblem } from "./identity-numbers.ts";

/**
 * The family's file on a placement case (docs/product.md#the-familys-file): the consent the
 * family gives before the agency collects its particulars, and the employer's particulars the
 * work-permit application needs, kept in sections that each save on their own, so that a
 * family fills them as it goes and two people editing different sections never clash.
 */

export const PARTICULARS_SECTIONS = [
  "employer",
  "home",
  "spouse",
  "household",
  "sponsor",
  "helper",
] as const;
export type ParticularsSection = (typeof PARTICULARS_SECTIONS)[number];
/** The sections a family fills and sees; the helper's passport is the agency's alone. */
export const FAMILY_SECTIONS = ["employer", "home", "spouse", "household", "sponsor"] as const;
/** Sections that hold an identity number (sealed at rest, shown masked). */
export const PERSON_SECTIONS = ["employer", "spouse", "sponsor", "helper"] as const;
export type PersonSection = (typeof PERSON_SECTIONS)[number];

export const isPersonSection = (section: ParticularsSection): section is PersonSection =>
  (PERSON_SECTIONS as readonly ParticularsSection[]).includes(section);

/** Whether a viewer sees and changes a section: staff every one, a family its own. */
export const sectionOpenTo = (section: ParticularsSection, viewer: { staff: boolean }) =>
  viewer.staff || (FAMILY_SECTIONS as readonly ParticularsSection[]).includes(section);

export const SECTION_TITLES: Record<ParticularsSection, string> = {
  employer: "Employer",
  home: "Home and income",
  spouse: "Spouse",
  household: "Household members",
  sponsor: "Sponsor or joint applicant",
  helper: "Helper's passport",
};

/** MOM: an employer of a migrant domestic worker must be at least this old. */
export const MINIMUM_EMPLOYER_AGE = 21;
export const MAX_HOUSEHOLD_MEMBERS = 15;

export const RESIDENTIAL_STATUSES = [
  "citizen",
  "permanent_resident",
  "employment_pass",
  "s_pass",
  "dependant_pass",
  "long_term_visit_pass",
  "other",
] as const;
export const RESIDENTIAL_STATUS_LABELS: Record<(typeof RESIDENTIAL_STATUSES)[number], string> = {
  citizen: "Singapore citizen",
  permanent_resident: "Permanent resident",
  employment_pass: "Employment Pass holder",
  s_pass: "S Pass holder",
  dependant_pass: "Dependant's Pass holder",
  long_term_visit_pass: "Long-Term Visit Pass holder",
  other: "Other",
};

export const HOUSING_TYPES = [
  "hdb_1_2_room",
  "hdb_3_room",
  "hdb_4_room",
  "hdb_5_room_executive",
  "condominium",
  "landed",
  "other",
] as const;
export const HOUSING_TYPE_LABELS: Record<(typeof HOUSING_TYPES)[number], string> = {
  hdb_1_2_room: "HDB 1 or 2-room flat",
  hdb_3_room: "HDB 3-room flat",
  hdb_4_room: "HDB 4-room flat",
  hdb_5_room_executive: "HDB 5-room or executive flat",
  condominium: "Condominium or private apartment",
  landed: "Landed property",
  other: "Other",
};

export const EMPLOYER_FILE_TEXTS = {
  worksAtThisAddress:
    "My helper will live and work at this address, my NRIC-registered address, as MOM requires",
  firstTimeEmployerNotice:
    "As a first-time employer, you must complete MOM's Employer Orientation Programme (EOP) before we can apply for the work permit. It takes about 3 hours online; keep the certificate.",
  withdrawnNotice: (day: string) =>
    `Consent withdrawn on ${day}. The particulars are no longer used and are kept only as long as the law requires (records of a work-permit application must be kept for its duration and a year after); they can no longer be changed.`,
} as const;

export const EMPLOYER_FILE_MESSAGES = {
  notFound: "Placement case not found",
  consentRequired:
    "Please give your consent to the agency collecting your particulars before filling them in",
  consentWithdrawn: "Consent was withdrawn: the particulars can no longer be changed",
  consentAlreadyGiven: "Consent has already been given for this case",
  noConsentToWithdraw: "There is no consent to withdraw on this case",
  textChanged: "The consent text changed since you read it: please read it again",
  stale:
    "This section was changed by someone else meanwhile. It now shows their version: check it and save again.",
  nothingToReveal: "There is no identity number in this section",
  purposeRequired: "Say why you need to see the full number (at least 5 characters)",
  tooYoung: `The employer must be at least ${MINIMUM_EMPLOYER_AGE} years old (MOM)`,
  sponsorTooYoung: `A sponsor or joint applicant must be at least ${MINIMUM_EMPLOYER_AGE} years old`,
  bornInFuture: "Date of birth cannot be after today",
  postalCode: "Postal code must be 6 digits",
  income: "Monthly household income must be a whole number of dollars, 0 or more",
  age: "Age must be a whole number from 0 to 120",
  relationship: "Relationship is required",
  tooManyMembers: `At most ${MAX_HOUSEHOLD_MEMBERS} household members`,
  passport: "Passport number must be 6 to 12 letters and digits, as in her passport",
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .default("");

/** A date of birth, or null when not given yet; never after today. */
const dateOfBirth = z
  .union([z.iso.date({ error: "Date of birth must be a date" }), z.null()])
  .default(null)
  .refine((day) => day === null || day <= singaporeToday(), {
    error: EMPLOYER_FILE_MESSAGES.bornInFuture,
  });

/**
 * An NRIC/FIN as typed: absent keeps the one on file, "" clears it, anything else must be a
 * valid one (upper-cased). Identity numbers only ever travel towards the server.
 */
const idNumberInput = z
  .preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
    z.string({ error: "NRIC/FIN must be text" }).superRefine((value, context) => {
      const problem = value === "" ? null : nricFinProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  )
  .optional();

const phoneInput = customerPhoneSchema.default("");

const personFields = {
  fullName: text("Full name", 120),
  idNumber: idNumberInput,
  dateOfBirth,
  nationality: text("Nationality", 60),
  residentialStatus: z.enum(RESIDENTIAL_STATUSES).nullable().default(null),
};

/** An employer or sponsor born on `dateOfBirth` is old enough (or has not said yet). */
const oldEnoughToEmploy = (dateOfBirth: string | null) =>
  dateOfBirth === null || ageOn(dateOfBirth, singaporeToday()) >= MINIMUM_EMPLOYER_AGE;

function refineAge<T extends z.ZodType<{ dateOfBirth: string | null }>>(
  schema: T,
  message: string,
) {
  return schema.refine((value) => oldEnoughToEmploy(value.dateOfBirth), {
    error: message,
    path: ["dateOfBirth"],
  });
}

const employerData = refineAge(
  z.object({
    ...personFields,
    contactNumber: phoneInput,
    occupation: text("Occupation", 80),
    firstTimeEmployer: z.boolean().nullable().default(null),
  }),
  EMPLOYER_FILE_MESSAGES.tooYoung,
);

const homeData = z.object({
  addressLine: text("Block and street", 200),
  unitNumber: text("Unit number", 20),
  postalCode: z
    .string()
    .trim()
    .default("")
    .refine((code) => code === "" || /^\d{6}$/.test(code), {
      error: EMPLOYER_FILE_MESSAGES.postalCode,
    }),
  housingType: z.enum(HOUSING_TYPES).nullable().default(null),
  monthlyHouseholdIncome: z
    .number({ error: EMPLOYER_FILE_MESSAGES.income })
    .int({ error: EMPLOYER_FILE_MESSAGES.income })
    .min(0, { error: EMPLOYER_FILE_MESSAGES.income })
    .max(100_000_000, { error: EMPLOYER_FILE_MESSAGES.income })
    .nullable()
    .default(null),
  worksAtThisAddress: z.boolean().default(false),
});

const spouseData = z.object(personFields);

const householdData = z.object({
  members: z
    .array(
      z.object({
        relationship: z
          .string()
          .trim()
          .min(1, { error: EMPLOYER_FILE_MESSAGES.relationship })
          .max(40),
        age: z
          .number({ error: EMPLOYER_FILE_MESSAGES.age })
          .int({ error: EMPLOYER_FILE_MESSAGES.age })
          .min(0, { error: EMPLOYER_FILE_MESSAGES.age })
          .max(120, { error: EMPLOYER_FILE_MESSAGES.age }),
      }),
    )
    .max(MAX_HOUSEHOLD_MEMBERS, { error: EMPLOYER_FILE_MESSAGES.tooManyMembers })
    .default([]),
});

const sponsorData = refineAge(
  z.object({
    ...personFields,
    relationship: text("Relationship to the employer", 40),
    contactNumber: phoneInput,
  }),
  EMPLOYER_FILE_MESSAGES.sponsorTooYoung,
);

/** Her passport number as typed: absent keeps the one on file, "" clears it (upper-cased). */
const passportInput = z
  .preprocess(
    (value) => (typeof value === "string" ? value.replace(/\s/g, "").toUpperCase() : value),
    z
      .string({ error: EMPLOYER_FILE_MESSAGES.passport })
      .regex(/^([A-Z0-9]{6,12})?$/, { error: EMPLOYER_FILE_MESSAGES.passport }),
  )
  .optional();

const helperData = z.object({
  idNumber: passportInput,
  passportCountry: text("Passport country", 60),
});

/** What each section takes; every field may be left for later (the file lists what is missing). */
export const SECTION_INPUT_SCHEMAS = {
  employer: employerData,
  home: homeData,
  spouse: spouseData,
  household: householdData,
  sponsor: sponsorData,
  helper: helperData,
} as const;
export type SectionInput<S extends ParticularsSection> = z.infer<(typeof SECTION_INPUT_SCHEMAS)[S]>;

/** PUT …/particulars/:section: the section whole, and the version it was based on (0: new). */
export function sectionBodySchema<S extends ParticularsSection>(section: S) {
  return z.object({
    version: z.number().int().min(0).describe("The section's version as read; 0 when new."),
    data: SECTION_INPUT_SCHEMAS[section],
  });
}
export const sectionParamsSchema = z.object({ section: z.enum(PARTICULARS_SECTIONS) });

/** A person as shown: the identity number masked (`S****567D`), "" when not on file. */
const personView = z.object({
  fullName: z.string(),
  idNumberMasked: z.string(),
  dateOfBirth: z.iso.date().nullable(),
  nationality: z.string(),
  residentialStatus: z.enum(RESIDENTIAL_STATUSES).nullable(),
});

export const SECTION_VIEW_SCHEMAS = {
  employer: personView.extend({
    contactNumber: z.string(),
    occupation: z.string(),
    firstTimeEmployer: z.boolean().nullable(),
  }),
  home: homeData,
  spouse: personView,
  household: householdData,
  sponsor: personView.extend({ relationship: z.string(), contactNumber: z.string() }),
  helper: z.object({ idNumberMasked: z.string(), passportCountry: z.string() }),
} as const;

const sectionState = <T extends z.ZodType>(data: T) =>
  z
    .object({
      data,
      version: z.number().int(),
      updatedAt: z.iso.datetime({ offset: true }),
      updatedBy: z.string().describe("The family, or the staff member's name."),
    })
    .nullable();

export const consentSchema = z.object({
  textVersion: z.number().int(),
  givenAt: z.iso.datetime({ offset: true }),
  recordedAs: z.enum(["online", "paper"]),
  recordedBy: z.string(),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const LEGAL_TEXT_KINDS = ["terms", "privacy", "employer_consent"] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

export const legalTextSchema = z.object({
  kind: z.enum(LEGAL_TEXT_KINDS),
  version: z.number().int(),
  body: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type LegalText = z.infer<typeof legalTextSchema>;

export const employerFileSchema = z.object({
  reference: z.string(),
  consent: consentSchema.nullable().describe("The latest consent on the case, if any."),
  consentText: legalTextSchema.describe("The consent text in force, to read before consenting."),
  editable: z.boolean().describe("Consent given and not withdrawn: the particulars may change."),
  sections: z.object({
    employer: sectionState(SECTION_VIEW_SCHEMAS.employer),
    home: sectionState(SECTION_VIEW_SCHEMAS.home),
    spouse: sectionState(SECTION_VIEW_SCHEMAS.spouse),
    household: sectionState(SECTION_VIEW_SCHEMAS.household),
    sponsor: sectionState(SECTION_VIEW_SCHEMAS.sponsor),
    helper: sectionState(SECTION_VIEW_SCHEMAS.helper)
      .optional()
      .describe("Staff only: her passport, for the permit application and the contract."),
  }),
  missing: z.array(z.object({ field: z.string(), message: z.string() })),
  notices: z.array(z.string()),
  accepted: z
    .array(
      z.object({
        kind: z.enum(LEGAL_TEXT_KINDS),
        version: z.number().int(),
        acceptedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .optional()
    .describe("Staff only: the versions of the terms and privacy notice the family accepted."),
});
export type EmployerFile = z.infer<typeof employerFileSchema>;
export type SectionView<S extends ParticularsSection> = z.infer<(typeof SECTION_VIEW_SCHEMAS)[S]>;

export const giveConsentBodySchema = z.object({
  textVersion: z.number().int().min(1).describe("The version of the consent text read."),
});
export const revealBodySchema = z.object({
  purpose: z
    .string({ error: EMPLOYER_FILE_MESSAGES.purposeRequired })
    .trim()
    .min(5, { error: EMPLOYER_FILE_MESSAGES.purposeRequired })
    .max(200),
});
export const revealParamsSchema = z.object({ section: z.enum(PERSON_SECTIONS) });
export const revealedSchema = z.object({ idNumber: z.string() });

const PERSON_NEEDS = [
  ["fullName", "full name as in the NRIC"],
  ["idNumberMasked", "NRIC/FIN"],
  ["dateOfBirth", "date of birth"],
  ["nationality", "nationality"],
  ["residentialStatus", "residential status"],
] as const;

/** What the work-permit application still needs, in the order the form asks for it. */
export function missingParticulars(sections: EmployerFile["sections"]): EmployerFile["missing"] {
  const missing: EmployerFile["missing"] = [];
  const need = (section: string, field: string, what: string, present: boolean) => {
    if (!present) missing.push({ field: `${section}.${field}`, message: what });
  };
  const person = (section: PersonSection, title: string, data: Record<string, unknown> | null) => {
    for (const [field, what] of PERSON_NEEDS) {
      const value = data?.[field];
      need(
        section,
        field,
        `${title}: ${what}`,
        value !== null && value !== undefined && value !== "",
      );
    }
  };
  const employer = sections.employer?.data ?? null;
  person("employer", "Employer", employer);
  need("employer", "contactNumber", "Employer: contact number", Boolean(employer?.contactNumber));
  need("employer", "occupation", "Employer: occupation", Boolean(employer?.occupation));
  need(
    "employer",
    "firstTimeEmployer",
    "Employer: whether this is the first helper you employ",
    employer !== null && employer.firstTimeEmployer !== null,
  );
  const home = sections.home?.data ?? null;
  need("home", "addressLine", "Home: block and street", Boolean(home?.addressLine));
  need("home", "postalCode", "Home: postal code", Boolean(home?.postalCode));
  need("home", "housingType", "Home: housing type", Boolean(home?.housingType));
  need(
    "home",
    "monthlyHouseholdIncome",
    "Home: monthly household income",
    home !== null && home.monthlyHouseholdIncome !== null,
  );
  need(
    "home",
    "worksAtThisAddress",
    "Home: confirm your helper will work at your NRIC-registered address",
    home?.worksAtThisAddress === true,
  );
  if (sections.spouse) person("spouse", "Spouse", sections.spouse.data);
  if (sections.sponsor) person("sponsor", "Sponsor", sections.sponsor.data);
  return missing;
}
