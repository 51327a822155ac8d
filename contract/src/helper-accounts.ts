import { z } from "zod";
import { singaporeToday } from "./days.ts";
import {
  EDUCATION_LEVELS,
  HELPER_COUNTRIES,
  HELPER_LANGUAGES,
  MARITAL_STATUSES,
  RELIGIONS,
  SKILL_SUGGESTIONS,
} from "./enums.ts";

/**
 * A helper's own account (docs/product.md#helpers-own-accounts): the profile she fills herself,
 * saved as she goes and submitted for the agency's review; her consent to be shown to families;
 * her answers to interview requests; her requests about her personal data (PDPA). Her pages are
 * in her language; the keys of their texts are the web app's, the rules' messages are here in
 * English and the web app shows their translation by key (`HELPER_PROFILE_MESSAGES`).
 */

export const HELPER_LANGUAGES_OF_PAGES = ["en", "id", "tl"] as const;
export type HelperPageLanguage = (typeof HELPER_LANGUAGES_OF_PAGES)[number];

export const HELPER_PROFILE_STATUSES = [
  "draft",
  "submitted",
  "changes_requested",
  "accepted",
  "declined",
] as const;
export type HelperProfileStatus = (typeof HELPER_PROFILE_STATUSES)[number];

export const HELPER_PROFILE_LIMITS = {
  aboutMe: 1000,
  duties: 300,
  note: 1000,
  jobs: 10,
  heightCm: { min: 120, max: 210 },
  weightKg: { min: 30, max: 150 },
  children: { min: 0, max: 15 },
  restDays: { min: 0, max: 8 },
  age: { min: 18, max: 70 },
} as const;

/** The rules' messages, by key; the web app shows each in her language. */
export const HELPER_PROFILE_MESSAGES = {
  option: "Choose one of the options shown",
  date: "Write a real date",
  dateOfBirth: `You must be ${HELPER_PROFILE_LIMITS.age.min} to ${HELPER_PROFILE_LIMITS.age.max} years old`,
  heightCm: `Height must be ${HELPER_PROFILE_LIMITS.heightCm.min} to ${HELPER_PROFILE_LIMITS.heightCm.max} cm`,
  weightKg: `Weight must be ${HELPER_PROFILE_LIMITS.weightKg.min} to ${HELPER_PROFILE_LIMITS.weightKg.max} kg`,
  children: `Number of children must be ${HELPER_PROFILE_LIMITS.children.min} to ${HELPER_PROFILE_LIMITS.children.max}`,
  restDays: `Rest days must be ${HELPER_PROFILE_LIMITS.restDays.min} to ${HELPER_PROFILE_LIMITS.restDays.max} a month`,
  aboutMe: `At most ${HELPER_PROFILE_LIMITS.aboutMe} characters`,
  duties: `At most ${HELPER_PROFILE_LIMITS.duties} characters`,
  jobs: `At most ${HELPER_PROFILE_LIMITS.jobs} jobs`,
  jobDates: "The end must not be before the start",
  jobInFuture: "A past job cannot end after today",
  availableFrom: "The day you can start cannot be in the past",
  required: "Please fill this in before you send your profile",
  photoRequired: "Please add your photo before you send your profile",
  consentRequired: "Please agree to be shown to families before you send your profile",
} as const;
export type HelperProfileMessageKey = keyof typeof HELPER_PROFILE_MESSAGES;

const M = HELPER_PROFILE_MESSAGES;
const day = z.iso.date({ error: M.date });
const whole = (limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message });
const oneOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, { error: M.option });
const someOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z
    .array(oneOf(options))
    .max(options.length)
    .refine((items) => new Set(items).size === items.length, M.option)
    .default([]);

const jobShape = {
  country: z.string({ error: M.required }).trim().min(1, M.required).max(60, M.required),
  startDate: day,
  endDate: day,
  duties: z.string().trim().max(HELPER_PROFILE_LIMITS.duties, M.duties).default(""),
  family: z.string().trim().max(HELPER_PROFILE_LIMITS.duties, M.duties).default(""),
  reasonForLeaving: z.string().trim().max(HELPER_PROFILE_LIMITS.duties, M.duties).default(""),
};

const endsAfterStart = (job: { startDate: string; endDate: string }, context: z.RefinementCtx) => {
  if (job.endDate < job.startDate) {
    context.addIssue({ code: "custom", message: M.jobDates, path: ["endDate"] });
  }
};

/** A past job: where, when, what she did, the family she worked for and why she left. */
export const pastJobSchema = z.object(jobShape).superRefine(endsAfterStart);
export type PastJobInput = z.infer<typeof pastJobSchema>;

function ageOnDay(dateOfBirth: string, today: string): number {
  const [year, month, date] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [nowYear, nowMonth, nowDate] = today.split("-").map(Number) as [number, number, number];
  const beforeBirthday = nowMonth < month || (nowMonth === month && nowDate < date);
  return nowYear - year - (beforeBirthday ? 1 : 0);
}

const ofAge = (dateOfBirth: string) => {
  const age = ageOnDay(dateOfBirth, singaporeToday());
  return age >= HELPER_PROFILE_LIMITS.age.min && age <= HELPER_PROFILE_LIMITS.age.max;
};
const notPast = (value: string) => value >= singaporeToday();
const notFuture = (value: string) => value <= singaporeToday();

/**
 * The data's fields; `sent` adds the rules that depend on today (her age, a start not past, a past
 * job not ending in the future), which what is stored keeps meeting only on the day it was saved.
 * Each rule is on its field, so a form hears of every broken one at once.
 */
function dataShape(sent: boolean) {
  const job = sent
    ? z
        .object({ ...jobShape, endDate: day.refine(notFuture, M.jobInFuture) })
        .superRefine(endsAfterStart)
    : pastJobSchema;
  return {
    country: oneOf(HELPER_COUNTRIES).nullable().default(null),
    dateOfBirth: (sent ? day.refine(ofAge, M.dateOfBirth) : day).nullable().default(null),
    heightCm: whole(HELPER_PROFILE_LIMITS.heightCm, M.heightCm).nullable().default(null),
    weightKg: whole(HELPER_PROFILE_LIMITS.weightKg, M.weightKg).nullable().default(null),
    maritalStatus: oneOf(MARITAL_STATUSES).nullable().default(null),
    children: whole(HELPER_PROFILE_LIMITS.children, M.children).nullable().default(null),
    religion: oneOf(RELIGIONS).nullable().default(null),
    education: oneOf(EDUCATION_LEVELS).nullable().default(null),
    languages: someOf(HELPER_LANGUAGES),
    skills: someOf(SKILL_SUGGESTIONS),
    restDays: whole(HELPER_PROFILE_LIMITS.restDays, M.restDays).nullable().default(null),
    availableFrom: (sent ? day.refine(notPast, M.availableFrom) : day).nullable().default(null),
    aboutMe: z.string().trim().max(HELPER_PROFILE_LIMITS.aboutMe, M.aboutMe).default(""),
    jobs: z.array(job).max(HELPER_PROFILE_LIMITS.jobs, M.jobs).default([]),
  };
}

/** What she writes about herself, as stored; every field may wait while she drafts. */
export const helperProfileDataSchema = z.object(dataShape(false));
export type HelperProfileData = z.infer<typeof helperProfileDataSchema>;

/** What she sends while drafting: the data's rules, and those that depend on today. */
export const helperProfileInputSchema = z.object({ data: z.object(dataShape(true)) });

/** What her record says where her profile left a job's family or reason for leaving blank. */
export const NOT_STATED = "Not stated";

/** The fields her profile needs before she may send it for review. */
export const REQUIRED_FOR_REVIEW = [
  "country",
  "dateOfBirth",
  "maritalStatus",
  "religion",
  "education",
  "languages",
  "skills",
] as const satisfies readonly (keyof HelperProfileData)[];

/** The fields still missing for review, with the message each shows. */
export function missingForReview(
  data: HelperProfileData,
  extras: { hasPhoto: boolean; consents: boolean },
): { field: string; message: string }[] {
  const missing: { field: string; message: string }[] = REQUIRED_FOR_REVIEW.filter((field) => {
    const value = data[field];
    return value === null || (Array.isArray(value) && value.length === 0);
  }).map((field) => ({ field: `data.${field}`, message: M.required }));
  if (!extras.hasPhoto) missing.push({ field: "photo", message: M.photoRequired });
  if (!extras.consents) missing.push({ field: "consent", message: M.consentRequired });
  return missing;
}

export const helperConsentSchema = z.object({
  shown: z.boolean().describe("Whether she agrees to be shown to families."),
  givenAt: z.iso.datetime({ offset: true }).nullable(),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
});

/** GET /api/user/helper/profile: her profile as she sees it. */
export const ownHelperProfileSchema = z.object({
  data: helperProfileDataSchema,
  photoUrl: z.string().nullable().describe("Her photo, clear, for her and staff only."),
  status: z.enum(HELPER_PROFILE_STATUSES),
  staffNote: z
    .string()
    .describe("The agency's note: what to change, or why it declined. Empty otherwise."),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  helperId: z.number().int().nullable().describe("Her record in the catalogue, once accepted."),
  published: z.boolean().describe("Families can see her (her record is active)."),
  consent: helperConsentSchema,
  language: z.enum(HELPER_LANGUAGES_OF_PAGES),
});
export type OwnHelperProfile = z.infer<typeof ownHelperProfileSchema>;

export const helperLanguageBodySchema = z.object({
  language: z.enum(HELPER_LANGUAGES_OF_PAGES, { error: M.option }),
});
export const helperConsentBodySchema = z.object({
  shown: z.boolean({ error: M.option }),
});

export const INTERVIEW_ANSWERS = ["agreed", "declined"] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];

/** An interview request for her, as she sees it: never the family's contacts. */
export const helperInterviewSchema = z.object({
  id: z.number().int(),
  familyFirstName: z.string(),
  district: z
    .string()
    .nullable()
    .describe("Where the family lives, by postal district; null until the family gives it."),
  requestedAt: z.iso.datetime({ offset: true }),
  answer: z.enum(INTERVIEW_ANSWERS).nullable(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type HelperInterview = z.infer<typeof helperInterviewSchema>;
export const helperInterviewsSchema = z.array(helperInterviewSchema);
export const interviewAnswerBodySchema = z.object({
  answer: z.enum(INTERVIEW_ANSWERS, { error: M.option }),
});

export const DATA_REQUEST_KINDS = ["copy", "deletion"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const dataRequestBodySchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: M.option }),
});
export const dataRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  requestedAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
});
export const dataRequestsSchema = z.array(dataRequestSchema);

// ---- staff's side ----

export const staffNoteBodySchema = z.object({
  note: z
    .string({ error: "Write a note for her" })
    .trim()
    .min(1, "Write a note for her")
    .max(HELPER_PROFILE_LIMITS.note, `At most ${HELPER_PROFILE_LIMITS.note} characters`),
});

export const helperProfileSummarySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(HELPER_PROFILE_STATUSES),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  helperId: z.number().int().nullable(),
  consentShown: z.boolean(),
});
export const helperProfileListSchema = z.array(helperProfileSummarySchema);

/** One helper account's profile, for staff reviewing it. */
export const staffHelperProfileSchema = ownHelperProfileSchema.extend({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  missing: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .describe("What her profile still lacks for review."),
});
export type StaffHelperProfile = z.infer<typeof staffHelperProfileSchema>;

export const acceptHelperProfileAnswerSchema = z.object({
  helperId: z.number().int().describe("Her record, new and unpublished, or the one it updated."),
});

export const staffDataRequestSchema = dataRequestSchema.extend({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["customer", "helper"]),
});
export const staffDataRequestsSchema = z.array(staffDataRequestSchema);

/**
 * Singapore's postal districts by the postal code's first two digits (its sector), named by
 * their best-known places: what a helper learns of where a family lives.
 */
const POSTAL_DISTRICTS: [sectors: string, name: string][] = [
  ["01 02 03 04 05 06", "Raffles Place, Marina"],
  ["07 08", "Tanjong Pagar"],
  ["14 15 16", "Queenstown, Tiong Bahru"],
  ["09 10", "Telok Blangah, HarbourFront"],
  ["11 12 13", "Pasir Panjang, Clementi"],
  ["17", "Beach Road"],
  ["18 19", "Golden Mile"],
  ["20 21", "Little India"],
  ["22 23", "Orchard, River Valley"],
  ["24 25 26 27", "Bukit Timah, Holland, Tanglin"],
  ["28 29 30", "Novena, Thomson"],
  ["31 32 33", "Balestier, Toa Payoh"],
  ["34 35 36 37", "MacPherson, Braddell"],
  ["38 39 40 41", "Geylang, Eunos"],
  ["42 43 44 45", "Katong, Joo Chiat"],
  ["46 47 48", "Bedok, Upper East Coast"],
  ["49 50 81", "Changi, Loyang"],
  ["51 52", "Tampines, Pasir Ris"],
  ["53 54 55 82", "Hougang, Punggol, Sengkang"],
  ["56 57", "Ang Mo Kio, Bishan"],
  ["58 59", "Upper Bukit Timah, Clementi Park"],
  ["60 61 62 63 64", "Jurong"],
  ["65 66 67 68", "Bukit Batok, Bukit Panjang, Choa Chu Kang"],
  ["69 70 71", "Lim Chu Kang, Tengah"],
  ["72 73", "Kranji, Woodlands"],
  ["77 78", "Upper Thomson, Springleaf"],
  ["75 76", "Yishun, Sembawang"],
  ["79 80", "Seletar"],
];

/** The district of a Singapore postal code (6 digits), or null when it names none. */
export function postalDistrict(postalCode: string | null | undefined): string | null {
  const sector = /^\d{6}$/.test(postalCode ?? "") ? (postalCode as string).slice(0, 2) : null;
  if (!sector) return null;
  return POSTAL_DISTRICTS.find(([sectors]) => sectors.split(" ").includes(sector))?.[1] ?? null;
}
