import { z } from "zod";
import { isoDateSchema } from "./days.ts";
import { MINIMUM_HELPER_AGE } from "./eligibility.ts";
import { HELPER_COUNTRIES, MARITAL_STATUSES, RELIGIONS } from "./enums.ts";
import {
  country,
  dateOfBirth,
  flag,
  optionalDate,
  requiredText,
  textList,
  textWithDefault,
  wholeNumber,
} from "./form-rules.ts";
import { ADD_HELPER_RANGES, EDIT_HELPER_RANGES, NEW_HELPER_DEFAULTS } from "./limits.ts";
import { ADD_HELPER_SECTIONS } from "./messages.ts";

/**
 * A helper's own fields (one column each of the `maids` table), declared once: the answers'
 * shapes (helper.ts), the forms' rules (helper-input.ts), the spreadsheet's columns
 * (helper-columns.ts), the server's reads and writes, the web form's values, labels and tabs,
 * and the test fixtures are all made from this list (docs/how-to.md#a-new-helper-column).
 * Her details, employment entries, biodata, photo and supplier have shapes of their own.
 */

/** Who may read a field: anyone (cards, the top of the profile), signed-in viewers, or staff. */
const HELPER_FIELD_AUDIENCES = ["everyone", "signedIn", "staff"] as const;
export type HelperFieldAudience = (typeof HELPER_FIELD_AUDIENCES)[number];

/**
 * How a field is typed in the form and written in a spreadsheet: free text, one of `options`,
 * a whole number, a date (YYYY-MM-DD), a list of short texts, or a yes/no.
 */
export type HelperFieldKind = "text" | "choice" | "number" | "date" | "list" | "flag";

/** The edit dialog's tab that holds the field (web/src/features/admin-helpers/utils/edit-tabs.ts). */
export type HelperFieldTab = "basic" | "skillsLanguages";

/** The ranges of admin-helpers' number inputs (`FormMode.ranges`) a number field shows. */
type RangeName = "height" | "weight" | "salary" | "loan" | "children";

export interface HelperFieldSpec {
  /** Its property on the `maids` table (server/src/db/schema.ts); the server checks the types. */
  column: string;
  seenBy: HelperFieldAudience;
  kind: HelperFieldKind;
  /** The form's label. */
  label: string;
  /** Under the form's input. */
  hint?: string;
  /** `choice` fields: what the form offers. */
  options?: readonly string[];
  /** `number` fields: the form's range. */
  range?: RangeName;
  tab: HelperFieldTab;
  /** Its value in answers. */
  wire: z.ZodType;
  /** Its rule in the add form and in the edit form. */
  add: z.ZodType;
  edit: z.ZodType;
  /** Its column in the import template and the export (helper-columns.ts). */
  sheet: {
    key: string;
    /** When it differs from the form's label. */
    label?: string;
    explanation: string;
    sample: string;
    required?: boolean;
  };
  /**
   * Two different values as answers hold them, for fixtures and the write-through test; a field
   * the forms may leave blank has null first.
   */
  examples: readonly [unknown, unknown];
}

/** What a spreadsheet's explanation says of a range, a yes/no and a list. */
export const SHEET_TEXTS = {
  range: (r: { min: number; max: number }) => `A whole number from ${r.min} to ${r.max}.`,
  yesNo: "yes or no.",
  list: "Separate entries with ; or ,",
};
const { range, yesNo, list } = SHEET_TEXTS;

const field = <const Spec extends HelperFieldSpec>(spec: Spec) => spec;
const sameRule = <Rule extends z.ZodType>(rule: Rule) => ({ add: rule, edit: rule });

/** A list the edit form keeps at least one entry of. */
const editList = (label: string, atLeastOne: string) =>
  textList(label, undefined).pipe(z.array(z.string()).min(1, atLeastOne));

/** In the order of the spreadsheet's columns. */
export const HELPER_FIELDS = {
  name: field({
    column: "name",
    seenBy: "everyone",
    kind: "text",
    label: "Name",
    tab: "basic",
    wire: z.string(),
    ...sameRule(requiredText("Name")),
    sheet: {
      key: "name",
      explanation: "Her full name, at most 200 characters.",
      sample: "Ana Santos",
      required: true,
    },
    examples: ["Ana Santos", "Siti Rahayu"],
  }),
  country: field({
    column: "country",
    seenBy: "everyone",
    kind: "choice",
    label: "Country",
    options: HELPER_COUNTRIES,
    tab: "basic",
    wire: z.string(),
    ...sameRule(country),
    sheet: {
      key: "country",
      explanation: `One of: ${HELPER_COUNTRIES.join(", ")}.`,
      sample: HELPER_COUNTRIES[0],
      required: true,
    },
    examples: ["Philippines", "Indonesia"],
  }),
  DOB: field({
    column: "dateOfBirth",
    seenBy: "everyone",
    kind: "date",
    label: "Date of birth",
    tab: "basic",
    wire: isoDateSchema.describe(
      "Date of birth for signed-in viewers. Anonymous viewers get a stand-in made from `age` and " +
        "the day alone (about six months past her last birthday), never her real date: clients " +
        "written for the original front end compute ages from it.",
    ),
    ...sameRule(dateOfBirth),
    sheet: {
      key: "date_of_birth",
      explanation: `YYYY-MM-DD; she must be at least ${MINIMUM_HELPER_AGE}.`,
      sample: "1994-05-17",
      required: true,
    },
    examples: ["1990-05-17", "1988-11-02"],
  }),
  passportExpiry: field({
    column: "passportExpiry",
    seenBy: "staff",
    kind: "date",
    label: "Passport expiry",
    tab: "basic",
    wire: isoDateSchema
      .nullable()
      .describe("The day her passport expires, or null when not recorded. Administrators only."),
    ...sameRule(optionalDate("Passport expiry")),
    sheet: {
      key: "passport_expiry",
      explanation: "YYYY-MM-DD, or blank.",
      sample: "2031-02-28",
    },
    examples: [null, "2031-02-28"],
  }),
  availableFrom: field({
    column: "availableFrom",
    seenBy: "everyone",
    kind: "date",
    label: "Available from",
    hint: "Leave empty if she can start now",
    tab: "basic",
    wire: isoDateSchema
      .nullable()
      .describe(
        "The first day she can start work (Singapore's calendar), or null when she can start now. " +
          "A day already past means now too. Everyone sees it.",
      ),
    /** Blank (or a day past) means she can start now. */
    ...sameRule(optionalDate("Available from")),
    sheet: {
      key: "available_from",
      explanation: "YYYY-MM-DD: the first day she can start work. Blank: she can start now.",
      sample: "",
    },
    examples: [null, "2027-01-15"],
  }),
  height: field({
    column: "heightCm",
    seenBy: "signedIn",
    kind: "number",
    label: "Height (cm)",
    range: "height",
    tab: "basic",
    wire: z.number().int(),
    add: wholeNumber("Height", ADD_HELPER_RANGES.height, NEW_HELPER_DEFAULTS.height),
    edit: wholeNumber("Height", EDIT_HELPER_RANGES.height, "required"),
    sheet: {
      key: "height_cm",
      explanation: `${range(ADD_HELPER_RANGES.height)} Blank: ${NEW_HELPER_DEFAULTS.height}.`,
      sample: "155",
    },
    examples: [158, 150],
  }),
  weight: field({
    column: "weightKg",
    seenBy: "signedIn",
    kind: "number",
    label: "Weight (kg)",
    range: "weight",
    tab: "basic",
    wire: z.number().int(),
    add: wholeNumber("Weight", ADD_HELPER_RANGES.weight, NEW_HELPER_DEFAULTS.weight),
    edit: wholeNumber("Weight", EDIT_HELPER_RANGES.weight, "required"),
    sheet: {
      key: "weight_kg",
      explanation: `${range(ADD_HELPER_RANGES.weight)} Blank: ${NEW_HELPER_DEFAULTS.weight}.`,
      sample: "52",
    },
    examples: [52, 48],
  }),
  salary: field({
    column: "salary",
    seenBy: "everyone",
    kind: "number",
    label: "Salary ($)",
    range: "salary",
    tab: "basic",
    wire: z.number().int(),
    add: wholeNumber("Salary", ADD_HELPER_RANGES.salary, NEW_HELPER_DEFAULTS.salary),
    edit: wholeNumber("Salary", ADD_HELPER_RANGES.salary, "required"),
    sheet: {
      key: "salary",
      label: "Salary (SGD a month)",
      explanation: `${range(ADD_HELPER_RANGES.salary)} Blank: ${NEW_HELPER_DEFAULTS.salary}.`,
      sample: "650",
    },
    examples: [700, 750],
  }),
  loan: field({
    column: "loan",
    seenBy: "signedIn",
    kind: "number",
    label: "Loan ($)",
    range: "loan",
    tab: "basic",
    wire: z.number().int(),
    add: wholeNumber("Loan", ADD_HELPER_RANGES.loan),
    edit: wholeNumber("Loan", ADD_HELPER_RANGES.loan, "required"),
    sheet: {
      key: "loan",
      label: "Loan (SGD)",
      explanation: `${range(ADD_HELPER_RANGES.loan)} Blank: 0.`,
      sample: "0",
    },
    examples: [1200, 0],
  }),
  maritalStatus: field({
    column: "maritalStatus",
    seenBy: "signedIn",
    kind: "choice",
    label: "Marital status",
    options: MARITAL_STATUSES,
    tab: "basic",
    wire: z.string(),
    add: textWithDefault("Marital status", NEW_HELPER_DEFAULTS.maritalStatus),
    edit: requiredText("Marital status"),
    sheet: {
      key: "marital_status",
      explanation: `Single, Married, Divorced, Widowed... Blank: ${NEW_HELPER_DEFAULTS.maritalStatus}.`,
      sample: "Married",
    },
    examples: ["Married", "Single"],
  }),
  NumChildren: field({
    column: "numChildren",
    seenBy: "signedIn",
    kind: "number",
    label: "Number of children",
    range: "children",
    tab: "basic",
    wire: z.number().int(),
    add: wholeNumber("Number of children", ADD_HELPER_RANGES.children),
    edit: wholeNumber("Number of children", EDIT_HELPER_RANGES.children),
    sheet: {
      key: "children",
      explanation: `${range(ADD_HELPER_RANGES.children)} Blank: 0.`,
      sample: "2",
    },
    examples: [2, 0],
  }),
  Religion: field({
    column: "religion",
    seenBy: "signedIn",
    kind: "choice",
    label: "Religion",
    options: RELIGIONS,
    tab: "basic",
    wire: z.string(),
    ...sameRule(requiredText("Religion")),
    sheet: { key: "religion", explanation: "Her religion.", sample: "Catholic", required: true },
    examples: ["Catholic", "Muslim"],
  }),
  skills: field({
    column: "skills",
    seenBy: "everyone",
    kind: "list",
    label: "Skills",
    tab: "skillsLanguages",
    wire: z.array(z.string()),
    add: textList("Skills", NEW_HELPER_DEFAULTS.skills),
    edit: editList("Skills", "Add at least one skill"),
    sheet: {
      key: "skills",
      explanation: `${list}. Blank: ${NEW_HELPER_DEFAULTS.skills.join(", ")}.`,
      sample: "Cooking; Elderly care",
    },
    examples: [["Cooking", "Childcare"], ["Elderly care"]],
  }),
  languages: field({
    column: "languages",
    seenBy: "everyone",
    kind: "list",
    label: "Languages",
    tab: "skillsLanguages",
    wire: z.array(z.string()),
    add: textList("Languages", NEW_HELPER_DEFAULTS.languages),
    edit: editList("Languages", "Add at least one language"),
    sheet: {
      key: "languages",
      explanation: `${list}. Blank: ${NEW_HELPER_DEFAULTS.languages.join(", ")}.`,
      sample: "English; Tagalog",
    },
    examples: [["English", "Tagalog"], ["Bahasa Indonesia"]],
  }),
  type: field({
    column: "types",
    seenBy: "everyone",
    kind: "list",
    label: "Type",
    tab: "skillsLanguages",
    wire: z.array(z.string()),
    add: textList("Type", NEW_HELPER_DEFAULTS.type),
    edit: editList("Type", "Add at least one type"),
    sheet: {
      key: "type",
      explanation: `${list}, e.g. New/Fresh, Experienced, Transfer. Blank: ${NEW_HELPER_DEFAULTS.type.join(", ")}.`,
      sample: "Experienced",
    },
    examples: [["Transfer", "Ex-Singapore"], ["New/Fresh"]],
  }),
  isActive: field({
    column: "isActive",
    seenBy: "staff",
    kind: "flag",
    label: ADD_HELPER_SECTIONS.active,
    tab: "basic",
    wire: z.boolean(),
    ...sameRule(flag("Active", true)),
    sheet: {
      key: "active",
      label: "Shown in the catalogue",
      explanation: `${yesNo} Blank: yes.`,
      sample: "yes",
    },
    examples: [true, false],
  }),
  isEmployed: field({
    column: "isEmployed",
    seenBy: "everyone",
    kind: "flag",
    label: ADD_HELPER_SECTIONS.currentlyEmployed,
    tab: "basic",
    wire: z.boolean(),
    ...sameRule(flag("Currently employed", false)),
    sheet: {
      key: "currently_employed",
      label: "Currently employed",
      explanation: `${yesNo} Blank: no.`,
      sample: "no",
    },
    examples: [false, true],
  }),
} as const satisfies Record<string, HelperFieldSpec>;

export type HelperFields = typeof HELPER_FIELDS;
export type HelperFieldKey = keyof HelperFields;

export const HELPER_FIELD_KEYS = Object.keys(HELPER_FIELDS) as HelperFieldKey[];

/** The fields an audience sees beyond the audiences below it (everyone < signedIn < staff). */
export type HelperFieldKeySeenBy<Audience extends HelperFieldAudience> = {
  [Key in HelperFieldKey]: HelperFields[Key]["seenBy"] extends Audience ? Key : never;
}[HelperFieldKey];

/** The keys of the fields of one kind. */
export type HelperFieldKeyOfKind<Kind extends HelperFieldKind> = {
  [Key in HelperFieldKey]: HelperFields[Key]["kind"] extends Kind ? Key : never;
}[HelperFieldKey];

const KEYS_SEEN_BY = Object.fromEntries(
  HELPER_FIELD_AUDIENCES.map((audience) => [
    audience,
    HELPER_FIELD_KEYS.filter((key) => HELPER_FIELDS[key].seenBy === audience),
  ]),
) as Record<HelperFieldAudience, HelperFieldKey[]>;

/** The fields an audience sees first, listed once (the server's serialiser reads them per helper). */
export function helperFieldKeysSeenBy<Audience extends HelperFieldAudience>(
  audience: Audience,
): readonly HelperFieldKeySeenBy<Audience>[] {
  return KEYS_SEEN_BY[audience] as HelperFieldKeySeenBy<Audience>[];
}

/** The answers' shape of the fields one audience sees first (helper.ts extends one by the next). */
export function helperWireShape<Audience extends HelperFieldAudience>(audience: Audience) {
  return Object.fromEntries(
    helperFieldKeysSeenBy(audience).map((key) => [key, HELPER_FIELDS[key].wire]),
  ) as { [Key in HelperFieldKeySeenBy<Audience>]: HelperFields[Key]["wire"] };
}

/** The rules of every field in the add or the edit form. */
export function helperRuleShape<Form extends "add" | "edit">(form: Form) {
  return Object.fromEntries(HELPER_FIELD_KEYS.map((key) => [key, HELPER_FIELDS[key][form]])) as {
    [Key in HelperFieldKey]: HelperFields[Key][Form];
  };
}

/** One example value (0 or 1) of each field one audience sees first, as answers hold them. */
export function helperFieldExamples<Audience extends HelperFieldAudience>(
  audience: Audience,
  which: 0 | 1 = 0,
) {
  return Object.fromEntries(
    helperFieldKeysSeenBy(audience).map((key) => [key, HELPER_FIELDS[key].examples[which]]),
  ) as { [Key in HelperFieldKeySeenBy<Audience>]: z.output<HelperFields[Key]["wire"]> };
}
