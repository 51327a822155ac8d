import type { AdminHelperRecord, EmploymentEntry } from "@maids/contract/helper.ts";
import {
  HELPER_FIELD_KEYS,
  HELPER_FIELDS,
  type HelperFieldKey,
  type HelperFieldKeyOfKind,
  type HelperFieldKind,
  type HelperFields,
} from "@maids/contract/helper-fields.ts";
import {
  type BiodataFormValues,
  biodataToFormValues,
  emptyBiodataForm,
} from "./biodata-form-values.ts";

/** One employment row as typed. */
export type EmploymentFormEntry = {
  country: string;
  startDate: string;
  endDate: string;
  noOfFamilyMember: string;
  mainJobScope: string;
  employerDescription: string;
  reasonOfLeaving: string;
  employerType: string;
  feedback: string;
};

export type RatingKey = "englishRating" | "chineseRating" | "dialectRating";

/** How the form holds a declared field (contract/src/helper-fields.ts): as typed, or as rows. */
type FieldFormValue<Kind extends HelperFieldKind> = Kind extends "flag"
  ? boolean
  : Kind extends "list"
    ? string[]
    : string;

type HelperFieldFormValues = {
  [Key in HelperFieldKey]: FieldFormValue<HelperFields[Key]["kind"]>;
};

/**
 * What the add and edit forms hold: numbers as typed, lists as rows, dates as YYYY-MM-DD or ""
 * when none, the chosen photo.
 */
export type HelperFormValues = HelperFieldFormValues & {
  supplier: string;
  maidDetails: {
    description: string;
    restDay: string;
    highestEducation: string;
    employmentHistory: string;
  } & Record<RatingKey, number>;
  employmentDetails: EmploymentFormEntry[];
  biodata: BiodataFormValues;
  /** A newly chosen photo; the schema leaves it out of the values sent. */
  image?: File | null;
};

export type ListKey = HelperFieldKeyOfKind<"list">;

/** The languages that carry a rating, and where it is kept. */
export const RATED_LANGUAGES: readonly { language: string; key: RatingKey }[] = [
  { language: "English", key: "englishRating" },
  { language: "Chinese", key: "chineseRating" },
  { language: "Dialect", key: "dialectRating" },
];

export function emptyEmploymentEntry(): EmploymentFormEntry {
  return {
    country: "",
    startDate: "",
    endDate: "",
    noOfFamilyMember: "",
    mainJobScope: "",
    employerDescription: "",
    reasonOfLeaving: "",
    employerType: "",
    feedback: "",
  };
}

/** Each declared field as a blank form holds it: a flag as the add form's default. */
function blankFieldValues(): HelperFieldFormValues {
  const blank = (key: HelperFieldKey) => {
    const { kind, add } = HELPER_FIELDS[key];
    return kind === "flag" ? add.parse(undefined) : kind === "list" ? [""] : "";
  };
  return Object.fromEntries(
    HELPER_FIELD_KEYS.map((key) => [key, blank(key)]),
  ) as HelperFieldFormValues;
}

/** A blank add form: empty fields take the create defaults on the way in (docs/product.md#helper-forms). */
export function emptyHelperForm(): HelperFormValues {
  return {
    ...blankFieldValues(),
    supplier: "",
    maidDetails: {
      description: "",
      restDay: "",
      highestEducation: "",
      employmentHistory: "",
      englishRating: 0,
      chineseRating: 0,
      dialectRating: 0,
    },
    employmentDetails: [],
    biodata: emptyBiodataForm(),
    image: null,
  };
}

const rows = (items: readonly string[]) => (items.length > 0 ? [...items] : [""]);

function entryToForm(entry: EmploymentEntry): EmploymentFormEntry {
  return { ...entry, noOfFamilyMember: String(entry.noOfFamilyMember) };
}

/** A declared field's value as the form holds it. */
function fieldFormValue(kind: HelperFieldKind, value: unknown) {
  if (kind === "list") return rows(value as string[]);
  if (kind === "flag") return value;
  return value === null ? "" : String(value);
}

/** The edit form filled with a helper's current values. */
export function helperToFormValues(maid: AdminHelperRecord): HelperFormValues {
  const details = maid.maidDetails;
  const fields = Object.fromEntries(
    HELPER_FIELD_KEYS.map((key) => [key, fieldFormValue(HELPER_FIELDS[key].kind, maid[key])]),
  ) as HelperFieldFormValues;
  return {
    ...fields,
    supplier: maid.supplier,
    maidDetails: {
      description: details.description,
      restDay: String(details.restDay),
      highestEducation: details.highestEducation,
      employmentHistory: details.employmentHistory,
      englishRating: details.englishRating ?? 0,
      chineseRating: details.chineseRating ?? 0,
      dialectRating: details.dialectRating ?? 0,
    },
    employmentDetails: maid.employmentDetails.map(entryToForm),
    biodata: biodataToFormValues(maid.biodata),
    image: null,
  };
}
