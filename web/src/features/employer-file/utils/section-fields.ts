import {
  EMPLOYER_FILE_TEXTS,
  HOUSING_TYPE_LABELS,
  type ParticularsSection,
  RESIDENTIAL_STATUS_LABELS,
} from "@maids/contract/employer-file.ts";
import { formatStaffPhone } from "@maids/contract/staff.ts";

/** One field of a section's form, and how its typed text becomes the value the server takes. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: "text" | "tel" | "date" | "select" | "yes-no" | "confirm" | "money" | "id-number";
  options?: Record<string, string>;
  autoComplete?: string;
  /** Spans the form's two columns. */
  wide?: boolean;
  /** What to type, shown under an empty field. */
  hint?: string;
}

const PERSON: FieldSpec[] = [
  { name: "fullName", label: "Full name as in the NRIC", kind: "text", autoComplete: "name" },
  { name: "idNumber", label: "NRIC/FIN", kind: "id-number" },
  { name: "dateOfBirth", label: "Date of birth", kind: "date", autoComplete: "bday" },
  { name: "nationality", label: "Nationality", kind: "text" },
  {
    name: "residentialStatus",
    label: "Residential status",
    kind: "select",
    options: RESIDENTIAL_STATUS_LABELS,
  },
];

/** The fields of each section but the household (a list: household-form.tsx). */
export const SECTION_FIELDS: Record<Exclude<ParticularsSection, "household">, FieldSpec[]> = {
  employer: [
    ...PERSON,
    { name: "contactNumber", label: "Contact number", kind: "tel", autoComplete: "tel" },
    { name: "occupation", label: "Occupation", kind: "text", autoComplete: "organization-title" },
    {
      name: "firstTimeEmployer",
      label: "Is this the first helper you employ in Singapore?",
      kind: "yes-no",
      wide: true,
    },
  ],
  home: [
    {
      name: "addressLine",
      label: "Block and street (as in the NRIC)",
      kind: "text",
      autoComplete: "address-line1",
      wide: true,
    },
    { name: "unitNumber", label: "Unit number", kind: "text", autoComplete: "address-line2" },
    { name: "postalCode", label: "Postal code", kind: "text", autoComplete: "postal-code" },
    { name: "housingType", label: "Housing type", kind: "select", options: HOUSING_TYPE_LABELS },
    {
      name: "monthlyHouseholdIncome",
      label: "Monthly household income (S$)",
      kind: "money",
    },
    {
      name: "worksAtThisAddress",
      label: EMPLOYER_FILE_TEXTS.worksAtThisAddress,
      kind: "confirm",
      wide: true,
    },
  ],
  spouse: PERSON,
  helper: [
    { name: "idNumber", label: "Passport number", kind: "id-number", hint: "As in her passport" },
    { name: "passportCountry", label: "Passport country", kind: "text" },
  ],
  sponsor: [
    ...PERSON,
    { name: "relationship", label: "Relationship to the employer", kind: "text" },
    { name: "contactNumber", label: "Contact number", kind: "tel" },
  ],
};

/** What the form holds: text for every field, as typed. */
export type FormValues = Record<string, string>;

/** A saved section's data as the form shows it; the identity number is never filled in. */
export function toFormValues(fields: FieldSpec[], data: Record<string, unknown> | undefined) {
  const values: FormValues = {};
  for (const field of fields) {
    const value = data?.[field.name];
    if (field.kind === "id-number") values[field.name] = "";
    else if (field.kind === "yes-no")
      values[field.name] = value === null || value === undefined ? "" : value ? "yes" : "no";
    else if (field.kind === "confirm") values[field.name] = value === true ? "yes" : "";
    else if (field.kind === "tel") values[field.name] = formatStaffPhone(String(value ?? ""));
    else values[field.name] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/**
 * The section as the server takes it: blanks as empty or null, numbers as typed (the server
 * says what is wrong with them), the identity number only when one was typed.
 */
export function toSectionData(fields: FieldSpec[], values: FormValues) {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const typed = values[field.name] ?? "";
    switch (field.kind) {
      case "id-number":
        if (typed.trim()) data[field.name] = typed;
        break;
      case "date":
      case "select":
        data[field.name] = typed === "" ? null : typed;
        break;
      case "yes-no":
        data[field.name] = typed === "" ? null : typed === "yes";
        break;
      case "confirm":
        data[field.name] = typed === "yes";
        break;
      case "money":
        data[field.name] = typed.trim() === "" ? null : Number(typed.replace(/[,\s$]/g, ""));
        break;
      default:
        data[field.name] = typed;
    }
  }
  return data;
}
