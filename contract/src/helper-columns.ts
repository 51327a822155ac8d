import {
  BIODATA_LABELS,
  FOOD_HANDLING,
  ILLNESSES,
  INTERVIEW_MODES,
  SKILL_AREAS,
} from "./biodata.ts";
import type { AdminHelperRecord } from "./helper.ts";
import {
  HELPER_FIELD_KEYS,
  HELPER_FIELDS,
  type HelperFieldKey,
  type HelperFieldKind,
  SHEET_TEXTS,
} from "./helper-fields.ts";
import { ADD_HELPER_RANGES } from "./limits.ts";

/**
 * A helper as one row of a spreadsheet (docs/product.md#bulk-intake): the columns of the
 * import template and of an export, what each holds, and the translation between a row's
 * cells and the values the Add Maid form sends (`createHelperInputSchema` then checks them,
 * so a row obeys exactly the form's rules). Export then import of the same row changes nothing.
 */

/** How a cell is written: lists are separated by `;` or `,`, yes/no reads yes, no, true or false. */
export type ColumnKind = "text" | "number" | "date" | "list" | "yesNo" | "choices" | "photo";

type Path = readonly (string | number)[];

export interface HelperColumn {
  /** The header in the spreadsheet's first row. */
  key: string;
  /** Where the value sits in the form's values and in the admin's record. */
  path: Path;
  kind: ColumnKind;
  label: string;
  /** What the explanation sheet says of it: allowed values, default when blank. */
  explanation: string;
  /** A column the header must have. */
  required?: boolean;
  /** `choices` columns: each stored value and its label; either is accepted on import. */
  options?: Readonly<Record<string, string>>;
  sample: string;
}

/** A helper's employment history holds at most this many entries, each a group of columns. */
export const MAX_EMPLOYMENT_GROUPS = 20;
/** Groups the template shows; an export shows as many as its longest history needs. */
export const TEMPLATE_EMPLOYMENT_GROUPS = 3;

const { range, yesNo: yesNoText } = SHEET_TEXTS;

function column(
  key: string,
  path: Path,
  kind: ColumnKind,
  label: string,
  explanation: string,
  sample: string,
  extra: Partial<HelperColumn> = {},
): HelperColumn {
  return { key, path, kind, label, explanation, sample, ...extra };
}

const SHEET_KINDS: Record<HelperFieldKind, ColumnKind> = {
  text: "text",
  choice: "text",
  number: "number",
  date: "date",
  list: "list",
  flag: "yesNo",
};

/** A helper's own field as its column (helper-fields.ts). */
function fieldColumn(key: HelperFieldKey): HelperColumn {
  const { kind, label, sheet } = HELPER_FIELDS[key];
  const extra = "required" in sheet ? { required: sheet.required } : {};
  const sheetLabel = "label" in sheet ? sheet.label : label;
  return column(
    sheet.key,
    [key],
    SHEET_KINDS[kind],
    sheetLabel,
    sheet.explanation,
    sheet.sample,
    extra,
  );
}

const SKILL_FIELDS = [
  ["willing", "yesNo", "willing", `${yesNoText} Blank: not asked.`, "yes"],
  ["experienced", "yesNo", "experience", `${yesNoText} Blank: not asked.`, "yes"],
  [
    "experienceYears",
    "number",
    "years",
    "Years of experience (0 to 50); only with experience yes.",
    "3",
  ],
  ["assessment", "number", "assessment", "1 to 5 stars, or blank (N.A.) when not assessed.", "4"],
  ["assessorNote", "text", "note", "The assessor's note, at most 300 characters.", ""],
] as const;

const snake = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const labelOptions = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  Object.fromEntries(keys.map((key) => [key, labels[key]]));

/** The columns of one helper, without her employment entries (`employmentColumns`). */
export const HELPER_COLUMNS: readonly HelperColumn[] = [
  column(
    "photo",
    ["photo"],
    "photo",
    "Photo",
    "The photo's file name in the .zip of photos (JPEG, PNG, GIF or WebP, at most 5 MB). Blank: none, or keep her photo when updating.",
    "ana-santos.jpg",
  ),
  column(
    "supplier",
    ["supplier"],
    "text",
    "Supplier",
    "The partner agency that sends her, as named in Suppliers. A new name adds a supplier if the preview's choice says so.",
    "Manila Partners Inc.",
    { required: true },
  ),
  ...HELPER_FIELD_KEYS.map(fieldColumn),
  column(
    "description",
    ["maidDetails", "description"],
    "text",
    "Description",
    "What families read about her.",
    "Cheerful and patient; cared for a grandmother for four years.",
  ),
  column(
    "rest_days",
    ["maidDetails", "restDay"],
    "number",
    "Rest days a month",
    `${range(ADD_HELPER_RANGES.restDays)} Blank: 0.`,
    "4",
  ),
  column(
    "highest_education",
    ["maidDetails", "highestEducation"],
    "text",
    "Highest education",
    "e.g. Secondary school.",
    "Secondary school",
  ),
  column(
    "english_rating",
    ["maidDetails", "englishRating"],
    "number",
    "English (0-5)",
    "0 to 5. Blank: 0.",
    "4",
  ),
  column(
    "chinese_rating",
    ["maidDetails", "chineseRating"],
    "number",
    "Chinese (0-5)",
    "0 to 5. Blank: 0.",
    "0",
  ),
  column(
    "dialect_rating",
    ["maidDetails", "dialectRating"],
    "number",
    "Dialect (0-5)",
    "0 to 5. Blank: 0.",
    "0",
  ),
  column(
    "employment_summary",
    ["maidDetails", "employmentHistory"],
    "text",
    "Employment history (summary)",
    "A short summary; the entries go in the employment_N columns.",
    "4 years in Singapore",
  ),
  column(
    "place_of_birth",
    ["biodata", "personal", "placeOfBirth"],
    "text",
    BIODATA_LABELS.personal.placeOfBirth,
    "At most 100 characters.",
    "Iloilo",
  ),
  column(
    "home_address",
    ["biodata", "personal", "homeAddress"],
    "text",
    BIODATA_LABELS.personal.homeAddress,
    "Shown to administrators only.",
    "12 Rizal Street, Iloilo City",
  ),
  column(
    "repatriation_port",
    ["biodata", "personal", "repatriationPort"],
    "text",
    BIODATA_LABELS.personal.repatriationPort,
    "At most 100 characters.",
    "Iloilo",
  ),
  column(
    "home_contact_number",
    ["biodata", "personal", "homeContactNumber"],
    "text",
    BIODATA_LABELS.personal.homeContactNumber,
    "Digits, spaces and + ( ) - only. Shown to administrators only.",
    "+63 917 555 0101",
  ),
  column(
    "siblings",
    ["biodata", "personal", "siblings"],
    "number",
    BIODATA_LABELS.personal.siblings,
    "0 to 20, or blank.",
    "3",
  ),
  column(
    "children_ages",
    ["biodata", "personal", "childrenAges"],
    "text",
    BIODATA_LABELS.personal.childrenAges,
    "Whole numbers separated by commas.",
    "8, 12",
  ),
  column(
    "allergies",
    ["biodata", "medical", "allergies"],
    "text",
    BIODATA_LABELS.medical.allergies,
    "Blank: none.",
    "",
  ),
  ...ILLNESSES.map((illness) =>
    column(
      `illness_${snake(illness)}`,
      ["biodata", "medical", "illnesses", illness],
      "yesNo",
      `${BIODATA_LABELS.medical.illnesses}: ${BIODATA_LABELS.illnesses[illness]}`,
      `${yesNoText} Blank: no.`,
      "no",
    ),
  ),
  column(
    "other_illnesses",
    ["biodata", "medical", "otherIllnesses"],
    "text",
    BIODATA_LABELS.medical.otherIllnesses,
    "Blank: none.",
    "",
  ),
  column(
    "physical_disabilities",
    ["biodata", "medical", "physicalDisabilities"],
    "text",
    BIODATA_LABELS.medical.physicalDisabilities,
    "Blank: none.",
    "",
  ),
  column(
    "dietary_restrictions",
    ["biodata", "medical", "dietaryRestrictions"],
    "text",
    BIODATA_LABELS.medical.dietaryRestrictions,
    "Blank: none.",
    "",
  ),
  column(
    "food_handling",
    ["biodata", "medical", "foodHandling"],
    "choices",
    BIODATA_LABELS.medical.foodHandling,
    `Any of: ${FOOD_HANDLING.map((key) => BIODATA_LABELS.foodHandling[key]).join("; ")}.`,
    "",
    { options: labelOptions(FOOD_HANDLING, BIODATA_LABELS.foodHandling) },
  ),
  column(
    "food_handling_other",
    ["biodata", "medical", "foodHandlingOther"],
    "text",
    BIODATA_LABELS.medical.foodHandlingOther,
    "At most 100 characters.",
    "",
  ),
  ...SKILL_AREAS.flatMap((area) =>
    SKILL_FIELDS.map(([field, kind, suffix, explanation, sample]) =>
      column(
        `skill_${snake(area)}_${suffix}`,
        ["biodata", "skills", area, field],
        kind,
        `${BIODATA_LABELS.skillAreas[area]}: ${BIODATA_LABELS.skillColumns[field]}`,
        explanation,
        area === "cooking" ? sample : "",
      ),
    ),
  ),
  column(
    "interview",
    ["biodata", "interview"],
    "choices",
    BIODATA_LABELS.sections.interview,
    `Any of: ${INTERVIEW_MODES.map((key) => BIODATA_LABELS.interviewModes[key]).join("; ")}.`,
    "By video; In person",
    { options: labelOptions(INTERVIEW_MODES, BIODATA_LABELS.interviewModes) },
  ),
  column(
    "ea_personnel_number",
    ["biodata", "eaPersonnelNumber"],
    "text",
    BIODATA_LABELS.eaPersonnelNumber,
    "R and 7 or 8 digits, or blank.",
    "",
  ),
];

const EMPLOYMENT_FIELDS = [
  ["country", "country", "text", "Country", "The country she worked in.", "Singapore"],
  ["start_date", "startDate", "date", "Start date", "YYYY-MM-DD.", "2019-03-01"],
  ["end_date", "endDate", "date", "End date", "YYYY-MM-DD, not before the start.", "2023-02-28"],
  [
    "family_members",
    "noOfFamilyMember",
    "number",
    "Family members",
    range(ADD_HELPER_RANGES.familyMembers),
    "4",
  ],
  [
    "job_scope",
    "mainJobScope",
    "text",
    "Main job scope",
    "What she did.",
    "Elderly care and cooking",
  ],
  [
    "employer",
    "employerDescription",
    "text",
    "Employer description",
    "Who she worked for.",
    "Chinese family with a grandmother",
  ],
  [
    "reason_for_leaving",
    "reasonOfLeaving",
    "text",
    "Reason for leaving",
    "Why it ended.",
    "Contract finished",
  ],
  [
    "employer_type",
    "employerType",
    "text",
    "Employer type",
    "e.g. Chinese, Malay, expatriate.",
    "Chinese",
  ],
  [
    "feedback",
    "feedback",
    "text",
    "Feedback from employer",
    "At most 500 characters.",
    "Hard-working and honest",
  ],
] as const;

/** The columns of her `number`-th employment entry (1-based): employment_1_country... */
export function employmentColumns(number: number): HelperColumn[] {
  return EMPLOYMENT_FIELDS.map(([suffix, field, kind, label, explanation, sample]) =>
    column(
      `employment_${number}_${suffix}`,
      ["employmentDetails", number - 1, field],
      kind,
      `Employment ${number}: ${label}`,
      explanation,
      number === 1 ? sample : "",
    ),
  );
}

/** Every column of a sheet whose histories hold up to `employmentGroups` entries. */
export function sheetColumns(employmentGroups = TEMPLATE_EMPLOYMENT_GROUPS): HelperColumn[] {
  const groups = Math.min(Math.max(employmentGroups, 1), MAX_EMPLOYMENT_GROUPS);
  return [
    ...HELPER_COLUMNS,
    ...Array.from({ length: groups }, (_, index) => employmentColumns(index + 1)).flat(),
  ];
}

const ALL_COLUMNS = new Map(sheetColumns(MAX_EMPLOYMENT_GROUPS).map((c) => [c.key, c]));

/** The column a header names (trimmed, any case), or undefined when none does. */
export function columnNamed(header: string): HelperColumn | undefined {
  return ALL_COLUMNS.get(header.trim().toLowerCase());
}

/** The column a form error's path points at (`employmentDetails.0.startDate` → employment_1_start_date). */
export function columnAt(path: readonly PropertyKey[]): HelperColumn | undefined {
  const wanted = path.map(String).join(".");
  let best: HelperColumn | undefined;
  for (const candidate of ALL_COLUMNS.values()) {
    const own = candidate.path.join(".");
    if (
      (wanted === own || wanted.startsWith(`${own}.`)) &&
      own.length > (best?.path.join(".").length ?? -1)
    )
      best = candidate;
  }
  return best;
}

/** The characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet: a leading `'` keeps a formula from running. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** What `escapeFormula` wrote, read back. */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export const DATE_FORMAT_MESSAGE = (label: string) =>
  `${label} must be a date written YYYY-MM-DD, DD/MM/YYYY or D-MMM-YYYY, e.g. 1994-05-17, 17/05/1994 or 17-May-1994`;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A date as partners write it, as YYYY-MM-DD: ISO, or day first as Singapore writes it
 * (DD/MM/YYYY, D/M/YYYY, D-MMM-YYYY such as 5-Mar-1994), never month first; null when it is
 * none of these, or no such day (31/02/1994).
 */
export function sheetDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const named = /^(\d{1,2})[-\s]([A-Za-z]{3})[a-z]*[-\s](\d{4})$/.exec(text);
  let parts: [number, number, number] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) parts = [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])];
  else if (named) {
    const month = MONTHS.indexOf((named[2] as string).toLowerCase()) + 1;
    if (month > 0) parts = [Number(named[3]), month, Number(named[1])];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export type CellProblem = { column: string; message: string };

const YES = new Set(["yes", "y", "true"]);
const NO = new Set(["no", "n", "false"]);

const splitList = (text: string) =>
  text
    .split(/[;,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** A choice by its stored value or its label, in any case; unknown text passes for the schema to name. */
function choiceValue(column: HelperColumn, item: string): string {
  const wanted = item.toLowerCase();
  for (const [value, label] of Object.entries(column.options ?? {}))
    if (value.toLowerCase() === wanted || label.toLowerCase() === wanted) return value;
  return item;
}

/** A cell's text as the form would send it, or a problem with its format. */
function formValue(column: HelperColumn, raw: string): unknown | CellProblem {
  const text = unescapeFormula(raw).trim();
  switch (column.kind) {
    case "list":
      return splitList(text);
    case "choices":
      return splitList(text).map((item) => choiceValue(column, item));
    case "yesNo": {
      const word = text.toLowerCase();
      return YES.has(word) ? "true" : NO.has(word) ? "false" : text;
    }
    case "date": {
      if (text === "") return text;
      return sheetDate(text) ?? { column: column.key, message: DATE_FORMAT_MESSAGE(column.label) };
    }
    default:
      return text;
  }
}

function isProblem(value: unknown): value is CellProblem {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "message" in value;
}

function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const [index, step] of path.slice(0, -1).entries()) {
    const nextIsIndex = typeof path[index + 1] === "number";
    node[step] ??= nextIsIndex ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  }
  node[path[path.length - 1] as string | number] = value;
}

/** The form's values one row gives, and the problems of its cells' format (the schema checks the rest). */
export function rowToFormValues(cells: Readonly<Record<string, string>>): {
  values: Record<string, unknown> & { photo?: string };
  problems: CellProblem[];
} {
  const values: Record<string, unknown> = {};
  const problems: CellProblem[] = [];
  const entries = new Map<number, Record<string, unknown>>();
  for (const [key, raw] of Object.entries(cells)) {
    const column = columnNamed(key);
    if (!column) continue;
    const value = formValue(column, raw);
    if (isProblem(value)) problems.push(value);
    else if (column.path[0] === "employmentDetails") {
      const [, index, field] = column.path as [string, number, string];
      const entry = entries.get(index) ?? {};
      entry[field] = value;
      entries.set(index, entry);
    } else setAt(values, column.path, value);
  }
  // An employment group left wholly blank is no entry; gaps between groups close up.
  values.employmentDetails = [...entries]
    .sort(([a], [b]) => a - b)
    .map(([, entry]) => entry)
    .filter((entry) => Object.values(entry).some((value) => value !== ""));
  return { values, problems };
}

function getAt(source: unknown, path: Path): unknown {
  let node = source;
  for (const step of path) {
    if (node === null || node === undefined) return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** A stored value as its cell shows it: numbers stay numbers, the rest is text. */
function cellOf(column: HelperColumn, value: unknown): string | number {
  if (value === null || value === undefined) return "";
  switch (column.kind) {
    case "yesNo":
      return value === true ? "yes" : value === false ? "no" : "";
    case "choices":
      return (value as string[]).map((item) => column.options?.[item] ?? item).join("; ");
    case "list":
      return (value as unknown[]).join("; ");
    case "number":
      return typeof value === "number" ? value : String(value);
    default:
      return Array.isArray(value) ? value.join(", ") : String(value);
  }
}

/** How many employment groups a sheet needs whose longest history has `longestHistory` entries. */
export function employmentGroupsFor(longestHistory: number): number {
  return Math.max(TEMPLATE_EMPLOYMENT_GROUPS, longestHistory);
}

/** A helper's row in `columns`, keyed by header; her photo's cell is left blank. */
export function recordToRow(
  record: AdminHelperRecord,
  columns: readonly HelperColumn[],
): Record<string, string | number> {
  return Object.fromEntries(
    columns.map((c) => [c.key, c.kind === "photo" ? "" : cellOf(c, getAt(record, c.path))]),
  );
}

/** The template's sample row. */
export function sampleRow(columns: readonly HelperColumn[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c.key, c.sample]));
}

/** The headers a sheet must have that `headers` lacks. */
export function missingColumns(headers: readonly string[]): string[] {
  const present = new Set(headers.map((header) => header.trim().toLowerCase()));
  return [...ALL_COLUMNS.values()]
    .filter((c) => c.required && !present.has(c.key))
    .map((c) => c.key);
}

/**
 * An update's values with the stored value put back wherever the row's cell is the one
 * `exported` (her row as `recordToRow` writes it) holds: a cell cannot tell some stored values
 * apart (a language not rated, null, and a blank read as 0), and a cell nobody changed must
 * change nothing.
 */
export function keepUnchangedValues<T extends object>(
  input: T,
  before: AdminHelperRecord,
  exported: Readonly<Record<string, string | number>>,
  cells: Readonly<Record<string, string>>,
): T {
  const kept = JSON.parse(JSON.stringify(input)) as T & Record<string, unknown>;
  for (const column of HELPER_COLUMNS) {
    if (column.kind === "photo") continue;
    if ((cells[column.key] ?? "") === String(exported[column.key] ?? ""))
      setAt(kept, column.path, getAt(before, column.path));
  }
  return kept;
}
