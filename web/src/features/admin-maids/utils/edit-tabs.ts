import { EDIT_MAID_TABS } from "@maids/contract/messages.ts";
import { type FieldErrors, hasErrorUnder } from "./field-errors.ts";

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

export function tabsWithErrors(errors: FieldErrors): boolean[] {
  return EDIT_TABS.map(({ fields }) => hasErrorUnder(errors, fields));
}
