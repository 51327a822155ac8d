import { type CaseFacts, recordedFactsOf } from "@maids/contract/placement-stages.ts";
import type { PlacementCase, PlacementFactsInput } from "@maids/contract/placements.ts";
import type { FACT_FIELD_LABELS } from "../texts.ts";

export type FactField = keyof typeof FACT_FIELD_LABELS;

/** Which facts are dates; the others are references typed as text. */
export const FACT_FIELDS: readonly { field: FactField; type: "date" | "text" }[] = [
  { field: "approvalDate", type: "date" },
  { field: "ipaValidUntil", type: "date" },
  { field: "permitLastFour", type: "text" },
  { field: "permitIssuedOn", type: "date" },
  { field: "permitExpiry", type: "date" },
  { field: "bondReference", type: "text" },
  { field: "bondEnd", type: "date" },
  { field: "insurancePolicy", type: "text" },
  { field: "insuranceEnd", type: "date" },
  { field: "arrivalDate", type: "date" },
  { field: "settlingInDate", type: "date" },
  { field: "cardRegisteredOn", type: "date" },
];

export const isFactField = (field: string): field is FactField =>
  FACT_FIELDS.some((item) => item.field === field);

export const factType = (field: FactField) =>
  FACT_FIELDS.find((item) => item.field === field)?.type ?? "text";

/** What the contract's stage rules read of a case. */
export function caseFactsOf(placement: PlacementCase): CaseFacts {
  // As the server reads it: recorded on this case, since her arrival.
  const preEmployment = placement.medicalExaminations.find(
    (examination) =>
      examination.kind === "pre_employment" &&
      examination.caseReference === placement.reference &&
      (placement.arrivalDate === null || examination.examinedOn >= placement.arrivalDate),
  );
  return {
    stage: placement.stage,
    kind: placement.kind,
    firstTimeHelper: placement.firstTimeHelper,
    maidId: placement.helper?.id ?? null,
    helperCountry: placement.helper?.country ?? null,
    ...recordedFactsOf(placement),
    preEmploymentMedical: preEmployment?.result ?? null,
  };
}

/** Whether the form changes a date the case had already recorded: a correction, with a reason. */
export function correctsRecordedDate(placement: PlacementCase, values: FactValues): boolean {
  return FACT_FIELDS.some(
    ({ field, type }) =>
      type === "date" && placement[field] !== null && values[field].trim() !== placement[field],
  );
}

export type FactValues = Record<FactField, string>;

/** The form's values: every fact as text, blank when unknown. */
export function factValuesOf(placement: PlacementCase): FactValues {
  const values = {} as FactValues;
  for (const { field } of FACT_FIELDS) values[field] = placement[field] ?? "";
  return values;
}

/** Only the facts that differ from the case, as the API takes them (null clears a date). */
export function changedFacts(placement: PlacementCase, values: FactValues): PlacementFactsInput {
  const changed: Record<string, string | null> = {};
  for (const { field, type } of FACT_FIELDS) {
    const value = values[field].trim();
    if (value === (placement[field] ?? "")) continue;
    changed[field] = type === "date" && value === "" ? null : value;
  }
  return changed as PlacementFactsInput;
}
