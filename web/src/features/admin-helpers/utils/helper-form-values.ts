import type { AdminHelperRecord, EmploymentEntry } from "@maids/contract/helper.ts";
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

/** What the add and edit forms hold: numbers as typed, lists as rows, the chosen photo. */
export type HelperFormValues = {
  name: string;
  country: string;
  DOB: string;
  /** YYYY-MM-DD, or "" when not recorded. */
  passportExpiry: string;
  /** YYYY-MM-DD, or "" when she can start now. */
  availableFrom: string;
  maritalStatus: string;
  Religion: string;
  supplier: string;
  salary: string;
  loan: string;
  height: string;
  weight: string;
  NumChildren: string;
  skills: string[];
  languages: string[];
  type: string[];
  isActive: boolean;
  isEmployed: boolean;
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

export type ListKey = "skills" | "languages" | "type";

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

/** A blank add form: empty fields take the create defaults on the way in (docs/product.md#helper-forms). */
export function emptyHelperForm(): HelperFormValues {
  return {
    name: "",
    country: "",
    DOB: "",
    passportExpiry: "",
    availableFrom: "",
    maritalStatus: "",
    Religion: "",
    supplier: "",
    salary: "",
    loan: "",
    height: "",
    weight: "",
    NumChildren: "",
    skills: [""],
    languages: [""],
    type: [""],
    isActive: true,
    isEmployed: false,
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

/** The edit form filled with a helper's current values. */
export function helperToFormValues(maid: AdminHelperRecord): HelperFormValues {
  const details = maid.maidDetails;
  return {
    name: maid.name,
    country: maid.country,
    DOB: maid.DOB,
    passportExpiry: maid.passportExpiry ?? "",
    availableFrom: maid.availableFrom ?? "",
    maritalStatus: maid.maritalStatus,
    Religion: maid.Religion,
    supplier: maid.supplier,
    salary: String(maid.salary),
    loan: String(maid.loan),
    height: String(maid.height),
    weight: String(maid.weight),
    NumChildren: String(maid.NumChildren),
    skills: rows(maid.skills),
    languages: rows(maid.languages),
    type: rows(maid.type),
    isActive: maid.isActive,
    isEmployed: maid.isEmployed,
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
