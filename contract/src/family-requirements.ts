import { z } from "zod";
import { formatDay, singaporeToday } from "./days.ts";
import { SKILLS } from "./enums.ts";

/**
 * A family's requirements, the job order (docs/product.md#a-familys-requirements): its
 * household, the work, the languages it needs, its budget and its preferences. Every field is
 * optional, the family fills them as it goes, and the ranking (matching.ts) compares each one it
 * filled with a helper's record. A requirement the family marks as a must-have excludes the
 * helpers who do not meet it.
 */

export const ELDERLY_NEEDS = ["mobility", "dementia", "bedridden"] as const;
export type ElderlyNeed = (typeof ELDERLY_NEEDS)[number];
export const PETS = ["dogs", "cats", "other"] as const;
export const CUISINES = ["Chinese", "Malay", "Indian", "Western", "Vegetarian"] as const;
/** The languages a family may need: her rated ones (English, Mandarin, Dialect) and two more. */
export const NEEDED_LANGUAGES = ["English", "Mandarin", "Dialect", "Malay", "Tamil"] as const;
export const EXPERIENCE_WANTED = ["any", "singapore", "abroad"] as const;
export const HIRING_WANTED = ["any", "transfer", "new"] as const;

/**
 * What the ranking compares, in the order a card shows its reasons (the care the household needs
 * first); each applies only when the family filled what it needs.
 */
export const CRITERIA = [
  "childcare",
  "infantCare",
  "elderlyCare",
  "salary",
  "startDate",
  "languages",
  "experience",
  "cooking",
  "pets",
  "housework",
  "restDays",
  "hiring",
  "age",
] as const;
export type Criterion = (typeof CRITERIA)[number];

export const REQUIREMENT_LIMITS = {
  adults: { min: 1, max: 20 },
  childAge: { min: 0, max: 17 },
  children: 10,
  elderly: 6,
  budget: { min: 0, max: 10_000 },
  restDays: { min: 0, max: 8 },
  age: { min: 18, max: 70 },
} as const;

export const REQUIREMENT_MESSAGES = {
  adults: `Adults must be a whole number from ${REQUIREMENT_LIMITS.adults.min} to ${REQUIREMENT_LIMITS.adults.max}`,
  childAge: `A child's age must be a whole number of years from ${REQUIREMENT_LIMITS.childAge.min} to ${REQUIREMENT_LIMITS.childAge.max} (0 for a baby under one)`,
  children: `At most ${REQUIREMENT_LIMITS.children} children`,
  elderly: `At most ${REQUIREMENT_LIMITS.elderly} elderly people`,
  budget: `The budget must be a whole number of dollars from ${REQUIREMENT_LIMITS.budget.min} to ${REQUIREMENT_LIMITS.budget.max}`,
  budgetOrder: "The lowest salary must not be above the highest",
  restDays: `Rest days must be a whole number from ${REQUIREMENT_LIMITS.restDays.min} to ${REQUIREMENT_LIMITS.restDays.max} a month`,
  age: `Ages must be whole numbers from ${REQUIREMENT_LIMITS.age.min} to ${REQUIREMENT_LIMITS.age.max}`,
  ageOrder: "The youngest age must not be above the oldest",
  startDate: "The start date cannot be in the past",
  option: "Choose one of the options shown",
} as const;

const whole = (limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message });

const optionList = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z
    .array(z.enum(options, { error: REQUIREMENT_MESSAGES.option }))
    .max(options.length)
    .refine((items) => new Set(items).size === items.length, REQUIREMENT_MESSAGES.option)
    .default([]);

const budget = whole(REQUIREMENT_LIMITS.budget, REQUIREMENT_MESSAGES.budget).nullable();
const age = whole(REQUIREMENT_LIMITS.age, REQUIREMENT_MESSAGES.age).nullable();

/** The requirements as stored and answered. */
export const familyRequirementsSchema = z
  .object({
    adults: whole(REQUIREMENT_LIMITS.adults, REQUIREMENT_MESSAGES.adults).nullable().default(null),
    children: z
      .array(whole(REQUIREMENT_LIMITS.childAge, REQUIREMENT_MESSAGES.childAge))
      .max(REQUIREMENT_LIMITS.children, { error: REQUIREMENT_MESSAGES.children })
      .default([])
      .describe("Each child's age in whole years; 0 for a baby under one."),
    elderly: z
      .array(z.object({ needs: optionList(ELDERLY_NEEDS) }))
      .max(REQUIREMENT_LIMITS.elderly, { error: REQUIREMENT_MESSAGES.elderly })
      .default([])
      .describe("One entry per elderly person, with what they need help with."),
    pets: optionList(PETS),
    duties: optionList(SKILLS).describe("The work, from the helpers' skills list."),
    cuisines: optionList(CUISINES),
    infantCare: z.boolean({ error: REQUIREMENT_MESSAGES.option }).default(false),
    languages: optionList(NEEDED_LANGUAGES),
    budgetMin: budget.default(null).describe("Lowest monthly salary in dollars."),
    budgetMax: budget.default(null).describe("Highest monthly salary in dollars."),
    restDaysOffered: whole(REQUIREMENT_LIMITS.restDays, REQUIREMENT_MESSAGES.restDays)
      .nullable()
      .default(null)
      .describe("Rest days a month the family offers."),
    ownRoom: z
      .boolean({ error: REQUIREMENT_MESSAGES.option })
      .nullable()
      .default(null)
      .describe("Whether she will have her own room; not ranked, shown to staff and helpers."),
    startDate: z.iso
      .date({ error: "The start date must be a date" })
      .nullable()
      .default(null)
      .describe("The day the family needs her to start (YYYY-MM-DD)."),
    experience: z.enum(EXPERIENCE_WANTED, { error: REQUIREMENT_MESSAGES.option }).default("any"),
    hiring: z.enum(HIRING_WANTED, { error: REQUIREMENT_MESSAGES.option }).default("any"),
    ageMin: age.default(null),
    ageMax: age.default(null),
    mustHaves: optionList(CRITERIA).describe(
      "Criteria a helper must meet (not merely partly) to be ranked at all.",
    ),
  })
  .superRefine((values, context) => {
    const ordered = [
      ["budgetMin", "budgetMax", REQUIREMENT_MESSAGES.budgetOrder],
      ["ageMin", "ageMax", REQUIREMENT_MESSAGES.ageOrder],
    ] as const;
    for (const [low, high, message] of ordered) {
      const [lowValue, highValue] = [values[low], values[high]];
      if (lowValue !== null && highValue !== null && lowValue > highValue) {
        context.addIssue({ code: "custom", message, path: [low] });
      }
    }
  });
export type FamilyRequirements = z.infer<typeof familyRequirementsSchema>;

/** What a family sends: the same, and a start date that is not already past in Singapore. */
export const familyRequirementsInputSchema = familyRequirementsSchema.superRefine(
  (values, context) => {
    if (values.startDate !== null && values.startDate < singaporeToday()) {
      context.addIssue({
        code: "custom",
        message: REQUIREMENT_MESSAGES.startDate,
        path: ["startDate"],
      });
    }
  },
);

export const EMPTY_REQUIREMENTS: FamilyRequirements = familyRequirementsSchema.parse({});

/** Whether the family filled anything the ranking compares. */
export function hasRequirements(requirements: FamilyRequirements): boolean {
  return JSON.stringify({ ...requirements, mustHaves: [] }) !== JSON.stringify(EMPTY_REQUIREMENTS);
}

/** GET and PUT /api/user/requirements answer this. */
export const requirementsAnswerSchema = z.object({
  requirements: familyRequirementsSchema,
  updatedAt: z.iso.datetime({ offset: true }).nullable().describe("Null before the first save."),
});
export type RequirementsAnswer = z.infer<typeof requirementsAnswerSchema>;

export const REQUIREMENT_LABELS = {
  elderlyNeeds: {
    mobility: "Help moving about",
    dementia: "Dementia",
    bedridden: "Bedridden",
  } satisfies Record<ElderlyNeed, string>,
  pets: { dogs: "Dogs", cats: "Cats", other: "Other pets" } satisfies Record<
    (typeof PETS)[number],
    string
  >,
  experience: {
    any: "No preference",
    singapore: "Has worked in Singapore",
    abroad: "Has worked abroad",
  } satisfies Record<(typeof EXPERIENCE_WANTED)[number], string>,
  hiring: {
    any: "No preference",
    transfer: "A transfer (already in Singapore)",
    new: "New to working abroad",
  } satisfies Record<(typeof HIRING_WANTED)[number], string>,
  criteria: {
    salary: "Salary",
    startDate: "Start date",
    languages: "Languages",
    childcare: "Childcare",
    infantCare: "Infant care",
    elderlyCare: "Elderly care",
    cooking: "Cooking",
    pets: "Pets",
    housework: "Housework",
    restDays: "Rest days",
    experience: "Experience",
    hiring: "Transfer or new",
    age: "Age",
  } satisfies Record<Criterion, string>,
} as const;

const listOf = (items: readonly string[]) => items.join(", ");

function budgetText(min: number | null, max: number | null): string | false {
  if (min !== null && max !== null) return `Salary $${min} to $${max}`;
  if (max !== null) return `Salary up to $${max}`;
  return min !== null && `Salary from $${min}`;
}

/** The requirements in short lines, as staff read them beside a ranking; empty when none. */
export function describeRequirements(requirements: FamilyRequirements): string[] {
  const r = requirements;
  const labels = REQUIREMENT_LABELS;
  const lines: (string | false)[] = [
    r.adults !== null && `${r.adults} ${r.adults === 1 ? "adult" : "adults"}`,
    r.children.length > 0 && `Children aged ${listOf(r.children.map(String))}`,
    ...r.elderly.map(
      ({ needs }, index) =>
        `Elderly person ${index + 1}${needs.length ? `: ${listOf(needs.map((need) => labels.elderlyNeeds[need]))}` : ""}`,
    ),
    r.pets.length > 0 && `Pets: ${listOf(r.pets.map((pet) => labels.pets[pet]))}`,
    r.duties.length > 0 && `Duties: ${listOf(r.duties)}`,
    r.cuisines.length > 0 && `Cooking: ${listOf(r.cuisines)}`,
    r.infantCare && "Care of a baby under one",
    r.languages.length > 0 && `Languages: ${listOf(r.languages)}`,
    budgetText(r.budgetMin, r.budgetMax),
    r.restDaysOffered !== null && `${r.restDaysOffered} rest days a month offered`,
    r.ownRoom !== null && (r.ownRoom ? "Her own room" : "No room of her own"),
    r.startDate !== null && `Start on ${formatDay(r.startDate)}`,
    r.experience !== "any" && labels.experience[r.experience],
    r.hiring !== "any" && labels.hiring[r.hiring],
    (r.ageMin !== null || r.ageMax !== null) &&
      `Her age ${r.ageMin ?? "any"} to ${r.ageMax ?? "any"}`,
    r.mustHaves.length > 0 &&
      `Must-haves: ${listOf(r.mustHaves.map((criterion) => labels.criteria[criterion]))}`,
  ];
  return lines.filter((line): line is string => typeof line === "string");
}
