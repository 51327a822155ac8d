import { EDIT_MAID_TABS } from "@maids/contract/messages.ts";
import { type FieldErrors, get } from "react-hook-form";
import type { MaidFormValues } from "./maid-form-values.ts";

/** The edit dialog's tabs and the fields each holds, to open the first one with a message. */
export const EDIT_TABS = [
  {
    label: EDIT_MAID_TABS.basicInfo,
    fields: [
      "image",
      "name",
      "country",
      "DOB",
      "maritalStatus",
      "Religion",
      "supplier",
      "salary",
      "loan",
      "height",
      "weight",
      "NumChildren",
      "isActive",
      "isEmployed",
    ],
  },
  {
    label: EDIT_MAID_TABS.skillsAndLanguages,
    fields: [
      "skills",
      "languages",
      "type",
      "maidDetails.englishRating",
      "maidDetails.chineseRating",
      "maidDetails.dialectRating",
    ],
  },
  {
    label: EDIT_MAID_TABS.additionalDetails,
    fields: [
      "maidDetails.description",
      "maidDetails.restDay",
      "maidDetails.highestEducation",
      "maidDetails.employmentHistory",
    ],
  },
  { label: EDIT_MAID_TABS.employmentHistory, fields: ["employmentDetails"] },
] as const;

/** Which tabs hold a message, on a field or anywhere under it (a list's rows, the employment rows). */
export function tabsWithErrors(errors: FieldErrors<MaidFormValues>): boolean[] {
  return EDIT_TABS.map(({ fields }) => fields.some((field) => get(errors, field) !== undefined));
}

/** The first tab holding one of these fields, e.g. "employmentDetails.0.endDate"; -1 if none. */
export function firstTabOf(paths: readonly string[]): number {
  const holds = (field: string) =>
    paths.some((path) => path === field || path.startsWith(`${field}.`));
  return EDIT_TABS.findIndex(({ fields }) => fields.some(holds));
}
