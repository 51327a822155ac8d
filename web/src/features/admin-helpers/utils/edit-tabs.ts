import {
  HELPER_FIELD_KEYS,
  HELPER_FIELDS,
  type HelperFieldKey,
  type HelperFieldTab,
} from "@maids/contract/helper-fields.ts";
import { EDIT_HELPER_TABS } from "@maids/contract/messages.ts";
import { type FieldErrors, get } from "react-hook-form";
import { BIODATA_FORM_TEXTS } from "../biodata-texts.ts";
import type { HelperFormValues } from "./helper-form-values.ts";

/** The declared fields a tab holds (contract/src/helper-fields.ts). */
const fieldsOnTab = (tab: HelperFieldTab): HelperFieldKey[] =>
  HELPER_FIELD_KEYS.filter((key) => HELPER_FIELDS[key].tab === tab);

/**
 * The edit dialog's tabs and the fields each holds, to open the first one with a message: the
 * first four, then the biodata's (ADR 0024). A field holds everything under it
 * ("biodata.skills" holds "biodata.skills.cooking.assessment").
 */
export const EDIT_TABS = [
  {
    key: "basic",
    label: EDIT_HELPER_TABS.basicInfo,
    fields: ["image", "supplier", ...fieldsOnTab("basic")],
  },
  {
    key: "skillsLanguages",
    label: EDIT_HELPER_TABS.skillsAndLanguages,
    fields: [
      ...fieldsOnTab("skillsLanguages"),
      "maidDetails.englishRating",
      "maidDetails.chineseRating",
      "maidDetails.dialectRating",
    ],
  },
  {
    key: "additional",
    label: EDIT_HELPER_TABS.additionalDetails,
    fields: [
      "maidDetails.description",
      "maidDetails.restDay",
      "maidDetails.highestEducation",
      "maidDetails.employmentHistory",
    ],
  },
  { key: "employment", label: EDIT_HELPER_TABS.employmentHistory, fields: ["employmentDetails"] },
  { key: "personal", label: BIODATA_FORM_TEXTS.tabs.personal, fields: ["biodata.personal"] },
  { key: "medical", label: BIODATA_FORM_TEXTS.tabs.medical, fields: ["biodata.medical"] },
  { key: "skillsAssessment", label: BIODATA_FORM_TEXTS.tabs.skills, fields: ["biodata.skills"] },
  {
    key: "interviewAgency",
    label: BIODATA_FORM_TEXTS.tabs.interviewAgency,
    fields: ["biodata.interview", "biodata.eaPersonnelNumber"],
  },
] as const;

export type EditTabKey = (typeof EDIT_TABS)[number]["key"];

/** Which tabs hold a message, on a field or anywhere under it (a list's rows, the employment rows). */
export function tabsWithErrors(errors: FieldErrors<HelperFormValues>): boolean[] {
  return EDIT_TABS.map(({ fields }) => fields.some((field) => get(errors, field) !== undefined));
}

/** The first tab holding one of these fields, e.g. "employmentDetails.0.endDate"; -1 if none. */
export function firstTabOf(paths: readonly string[]): number {
  const [first] = tabKeysOf(paths);
  return EDIT_TABS.findIndex(({ key }) => key === first);
}

/** The keys of the tabs that hold a message. */
export function tabKeysWithErrors(errors: FieldErrors<HelperFormValues>): EditTabKey[] {
  const erroneous = tabsWithErrors(errors);
  return EDIT_TABS.filter((_, index) => erroneous[index]).map(({ key }) => key);
}

/** The keys of the tabs holding one of these fields. */
export function tabKeysOf(paths: readonly string[]): EditTabKey[] {
  return EDIT_TABS.filter(({ fields }) =>
    fields.some((field) => paths.some((path) => path === field || path.startsWith(`${field}.`))),
  ).map(({ key }) => key);
}

/** The labels of the tabs whose fields differ between two versions of the form's values. */
export function tabsChangedBetween(before: HelperFormValues, after: HelperFormValues): string[] {
  const differs = (field: string) =>
    JSON.stringify(get(before, field)) !== JSON.stringify(get(after, field));
  return EDIT_TABS.filter(({ fields }) => fields.some(differs)).map(({ label }) => label);
}
