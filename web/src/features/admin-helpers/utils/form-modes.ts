import {
  ADD_HELPER_RANGES,
  NEW_HELPER_DEFAULTS as DEFAULTS,
  EDIT_HELPER_RANGES,
} from "@maids/contract/limits.ts";
import { FORM_TEXTS } from "../texts.ts";

type Limits = { min: number; max: number };

/** What the add and edit forms do differently with the same fields (docs/product.md#helper-forms). */
export type FormMode = {
  /** Fields the schema refuses to leave empty; "entry.x" for a field of each employment row. */
  required: readonly string[];
  /** Helper texts, e.g. the value an empty add-form field takes. */
  hints: Readonly<Record<string, string>>;
  ranges: {
    height: Limits;
    weight: Limits;
    salary: Limits;
    loan: Limits;
    children: Limits;
    restDays: Limits;
    familyMembers: Limits;
  };
};

const hint = FORM_TEXTS.defaultHint;

const ENTRY_FIELDS = [
  "country",
  "startDate",
  "endDate",
  "noOfFamilyMember",
  "mainJobScope",
  "employerDescription",
  "reasonOfLeaving",
] as const;

export const ADD_MODE: FormMode = {
  required: ["name", "country", "DOB", "Religion", "entry.startDate", "entry.endDate"],
  hints: {
    salary: hint(DEFAULTS.salary),
    maritalStatus: hint(DEFAULTS.maritalStatus),
    height: hint(DEFAULTS.height),
    weight: hint(DEFAULTS.weight),
    supplier: hint(DEFAULTS.supplier),
    skills: hint(DEFAULTS.skills.join(", ")),
    languages: hint(DEFAULTS.languages.join(", ")),
    type: hint(DEFAULTS.type.join(", ")),
    "entry.country": hint(DEFAULTS.employment.country),
    "entry.noOfFamilyMember": hint(DEFAULTS.employment.noOfFamilyMember),
    "entry.mainJobScope": hint(DEFAULTS.employment.mainJobScope),
    "entry.employerDescription": hint(DEFAULTS.employment.employerDescription),
    "entry.reasonOfLeaving": hint(DEFAULTS.employment.reasonOfLeaving),
  },
  ranges: ADD_HELPER_RANGES,
};

export const EDIT_MODE: FormMode = {
  required: [
    "name",
    "country",
    "DOB",
    "salary",
    "loan",
    "height",
    "weight",
    "maritalStatus",
    "Religion",
    "supplier",
    ...ENTRY_FIELDS.map((field) => `entry.${field}`),
  ],
  hints: {},
  ranges: { ...ADD_HELPER_RANGES, ...EDIT_HELPER_RANGES },
};
