import {
  type CaseFacts,
  isEnded,
  isHolding,
  type PlacementStage,
  pathOf,
  recordedFactsOf,
  STAGE_DATE_FACTS,
} from "@maids/contract/placement-stages.ts";
import {
  CUSTOMER_STEP_LABELS,
  type CustomerHiring,
  type DateFact,
  type DueItem,
  type MedicalExaminationKind,
  PLACEMENT_MESSAGES,
  type PlacementCase,
  type PlacementSummary,
} from "@maids/contract/placements.ts";
import { addMonths } from "../calendar.ts";
import { photoUrls } from "../helpers/helper-serializer.ts";
import { type DueDateOptions, dueDates, type MedicalRecord } from "./due-dates.ts";
import type { CaseSummaryRow, PlacementCaseRow } from "./placement-repository.ts";

/** Shapes a case's rows into the contract's answers (contract/src/placements.ts). */

type HelperColumns = {
  id: number;
  name: string;
  photoKey: string | null;
  country: string;
};

export function helperReference(helper: HelperColumns | null) {
  return helper ? helperCard(helper) : null;
}

export function helperCard(helper: HelperColumns) {
  return {
    id: helper.id,
    name: helper.name,
    imageUrl: photoUrls(helper.photoKey, false)?.card ?? "",
    country: helper.country,
  };
}

/** What the stage rules read of a case, its helper's country and her medicals. */
export function caseFacts(
  row: PlacementCaseRow,
  helperCountry: string | null,
  medicals: MedicalRecord,
): CaseFacts {
  return {
    stage: row.stage,
    kind: row.kind,
    firstTimeHelper: row.firstTimeHelper,
    maidId: row.maidId,
    helperCountry,
    ...recordedFactsOf(row),
    preEmploymentMedical: medicals.preEmployment,
  };
}

export function caseDueDates(
  row: PlacementCaseRow,
  passportExpiry: string | null,
  medicals: MedicalRecord,
  options: DueDateOptions,
): DueItem[] {
  return dueDates({ ...row, passportExpiry, medicals }, options);
}

export function toSummary(
  row: CaseSummaryRow,
  medicals: MedicalRecord,
  options: DueDateOptions,
): PlacementSummary {
  const { placement } = row;
  const helper = row.helper?.id == null ? null : row.helper;
  const due = caseDueDates(placement, helper?.passportExpiry ?? null, medicals, options);
  return {
    id: placement.id,
    reference: placement.reference,
    stage: placement.stage,
    kind: placement.kind,
    customer: row.customer,
    helper: helperReference(helper),
    owner: row.owner,
    updatedAt: placement.updatedAt.toISOString(),
    nextDue: due[0] ?? null,
  };
}

export function stageCounts(rows: { stage: PlacementStage; cases: number }[]) {
  return Object.fromEntries(rows.map(({ stage, cases }) => [stage, cases])) as Partial<
    Record<PlacementStage, number>
  >;
}

type TimelineEntry = PlacementCase["timeline"][number];

export function timelineEntry(event: {
  id: number;
  type: TimelineEntry["type"];
  stage: PlacementStage | null;
  happenedOn: string;
  recordedAt: Date;
  note: string;
  correctedField: string | null;
  correctedFrom: string | null;
  correctedTo: string | null;
  actor: { id: number | null; name: string | null } | null;
  examination: {
    id: number | null;
    kind: MedicalExaminationKind | null;
    examinedOn: string | null;
    clinic: string | null;
    result: "fit" | "not_fit" | null;
  } | null;
}): TimelineEntry {
  const { actor, examination: exam, correctedField, correctedFrom, correctedTo } = event;
  return {
    id: event.id,
    type: event.type,
    stage: event.stage,
    happenedOn: event.happenedOn,
    note: event.note,
    recordedAt: event.recordedAt.toISOString(),
    actor: actor?.id == null || actor.name == null ? null : { id: actor.id, name: actor.name },
    correction:
      correctedField && correctedFrom
        ? { field: correctedField as DateFact, from: correctedFrom, to: correctedTo }
        : null,
    examination:
      exam?.kind && exam.examinedOn && exam.clinic !== null && exam.result
        ? { kind: exam.kind, examinedOn: exam.examinedOn, clinic: exam.clinic, result: exam.result }
        : null,
  };
}

/**
 * The dates a family is told about, on My hiring and in its reminder mail: what MOM holds the
 * employer to, not the helper's personal ones (her passport).
 */
export const FAMILY_DATES: readonly DueItem["kind"][] = [
  "settling_in",
  "pre_employment_medical",
  "medical",
  "permit_expiry",
  "insurance_end",
  "bond_end",
  "transfer_window",
];

function hiringStatus(stage: PlacementStage): CustomerHiring[number]["status"] {
  if (stage === "deployed" || stage === "closed") return "completed";
  return isEnded(stage) ? "ended" : "in_progress";
}

/** A family's view of one case: steps in plain words, their dates, whom to write to. */
export function toCustomerHiring(
  row: CaseSummaryRow & { owner: { name: string; phone: string } },
  stagesEntered: Map<PlacementStage, string>,
  medicals: MedicalRecord,
  options: DueDateOptions & { agencyWhatsapp: string },
): CustomerHiring[number] {
  const { placement } = row;
  const helper = row.helper?.id == null ? null : row.helper;
  const steps = pathOf(placement).flatMap((stage) => {
    const label = CUSTOMER_STEP_LABELS[stage];
    if (!label) return [];
    const entered = stagesEntered.get(stage) ?? null;
    return [{ label, done: entered !== null, on: entered && stepDate(placement, stage, entered) }];
  });
  const dates = caseDueDates(placement, null, medicals, options)
    .filter((item) => FAMILY_DATES.includes(item.kind))
    .map(({ label, dueOn }) => ({ label, dueOn }));
  return {
    reference: placement.reference,
    status: hiringStatus(placement.stage),
    helper: helperReference(helper),
    steps,
    dates,
    owner: {
      name: row.owner.name,
      whatsappNumber: row.owner.phone || options.agencyWhatsapp,
    },
    updatedAt: placement.updatedAt.toISOString(),
  };
}

/** The day a step is dated: its date fact, as corrected, when it has one; else its event's. */
function stepDate(row: PlacementCaseRow, stage: PlacementStage, entered: string): string {
  const fact = STAGE_DATE_FACTS[stage as keyof typeof STAGE_DATE_FACTS];
  return (fact && row[fact]) || entered;
}

/** Two years: the longest a work permit is issued for, which her passport must outlast. */
const PERMIT_TERM_MONTHS = 24;

/**
 * Amber warnings of a case beyond her eligibility: a passport that will not outlast the permit
 * (from the moment she is selected), and a transfer whose last medical is not on record.
 */
export function caseWarnings(
  row: PlacementCaseRow,
  passportExpiry: string | null,
  medicals: MedicalRecord,
  today: string,
): string[] {
  if (!isHolding(row.stage)) return [];
  const warnings: string[] = [];
  if (passportExpiry && row.permitExpiry && passportExpiry < row.permitExpiry) {
    warnings.push(PLACEMENT_MESSAGES.passportBeforePermitWarning(passportExpiry, row.permitExpiry));
  } else if (
    passportExpiry &&
    !row.permitExpiry &&
    passportExpiry < addMonths(today, PERMIT_TERM_MONTHS)
  ) {
    warnings.push(PLACEMENT_MESSAGES.passportWithinPermitTerm(passportExpiry));
  }
  if (row.kind === "transfer" && medicals.latest === null) {
    warnings.push(PLACEMENT_MESSAGES.lastMedicalUnknown);
  }
  return warnings;
}

/** Red alerts: her latest medical examination found her not fit. */
export function caseAlerts(medicals: MedicalRecord): string[] {
  const { latest } = medicals;
  return latest?.result === "not_fit"
    ? [PLACEMENT_MESSAGES.notFit(latest.kind, latest.examinedOn)]
    : [];
}
