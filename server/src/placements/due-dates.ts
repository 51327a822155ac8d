import { isEnded, isHolding, type PlacementStage } from "@maids/contract/placement-stages.ts";
import {
  DUE_SOON_DAYS,
  type DueItem,
  type DueItemKind,
  type MedicalExaminationKind,
} from "@maids/contract/placements.ts";
import { addDays, addMonths, addWorkingDays, daysBetween } from "../calendar.ts";

/**
 * The dates MOM holds the agency to for one case (docs/product.md#placement-dates), computed from
 * the case's facts and the helper's record; nothing here is stored.
 */

/** Working days (Sundays and public holidays not counted) a first-time helper has for the SIP. */
const SETTLING_IN_WORKING_DAYS = 7;
/** The six-monthly medical examination: due this many months after the last one (or arrival). */
const MEDICAL_EVERY_MONTHS = 6;
/** A new arrival's pre-employment medical examination: within this many days of arrival (MOM). */
const PRE_EMPLOYMENT_MEDICAL_DAYS = 14;
/** A transfer must start at least this many days before the work permit expires. */
const TRANSFER_NOTICE_DAYS = 30;

/** The last day a transfer may start under a permit expiring on `permitExpiry`. */
export function lastTransferDay(permitExpiry: string): string {
  return addDays(permitExpiry, -TRANSFER_NOTICE_DAYS);
}

const DUE_LABELS: Record<DueItemKind, string> = {
  settling_in: "Settling-In Programme",
  pre_employment_medical: "Pre-employment medical examination",
  medical: "Six-monthly medical examination",
  ipa_expiry: "IPA lapses",
  permit_expiry: "Work permit expires",
  passport_expiry: "Passport expires",
  insurance_end: "Insurance ends",
  bond_end: "Security bond ends",
  transfer_window: "Last day to start a transfer",
};

/** What the case's dates need of the helper's medical examinations (see `medicalRecordOf`). */
export interface MedicalRecord {
  /** Her latest examination of any kind, from any case. */
  latest: { kind: MedicalExaminationKind; examinedOn: string; result: "fit" | "not_fit" } | null;
  /** The result of the latest pre-employment examination recorded on this case. */
  preEmployment: "fit" | "not_fit" | null;
}

export const NO_MEDICALS: MedicalRecord = { latest: null, preEmployment: null };

/**
 * The record of one case from the helper's examinations, newest first: her pre-employment
 * examination is the one recorded on this case since her arrival (none before she arrived).
 */
export function medicalRecordOf(
  examinations: readonly {
    caseId: number | null;
    kind: MedicalExaminationKind;
    examinedOn: string;
    result: "fit" | "not_fit";
  }[],
  placement: { id: number; arrivalDate: string | null },
): MedicalRecord {
  const [latest] = examinations;
  const preEmployment = examinations.find(
    (examination) =>
      examination.kind === "pre_employment" &&
      examination.caseId === placement.id &&
      (placement.arrivalDate === null || examination.examinedOn >= placement.arrivalDate),
  );
  return {
    latest: latest
      ? { kind: latest.kind, examinedOn: latest.examinedOn, result: latest.result }
      : null,
    preEmployment: preEmployment?.result ?? null,
  };
}

export interface DueDateFacts {
  stage: PlacementStage;
  kind: "new_arrival" | "transfer";
  firstTimeHelper: boolean;
  ipaValidUntil: string | null;
  permitIssuedOn: string | null;
  permitExpiry: string | null;
  bondEnd: string | null;
  insuranceEnd: string | null;
  arrivalDate: string | null;
  settlingInDate: string | null;
  passportExpiry: string | null;
  medicals: MedicalRecord;
}

export interface DueDateOptions {
  today: string;
  holidays: ReadonlySet<string>;
}

export function dueStatus(dueOn: string, today: string): DueItem["status"] {
  const days = daysBetween(today, dueOn);
  if (days < 0) return "overdue";
  return days <= DUE_SOON_DAYS ? "soon" : "later";
}

/**
 * The next six-monthly medical: six months after her last examination, or after arrival when
 * none is recorded; null for a transfer whose last one staff have not entered. It does not
 * move on by itself: once its day passes with nothing recorded, it is overdue.
 */
export function nextMedical(
  facts: Pick<DueDateFacts, "kind" | "arrivalDate" | "medicals">,
): string | null {
  const since = facts.medicals.latest?.examinedOn ?? facts.arrivalDate;
  return since ? addMonths(since, MEDICAL_EVERY_MONTHS) : null;
}

/** Whether the six-monthly medicals apply: she is in Singapore for this case. */
function inSingapore(facts: Pick<DueDateFacts, "kind" | "arrivalDate">): boolean {
  return facts.kind === "transfer" || facts.arrivalDate !== null;
}

/** Due until she arrives (a transfer: until her permit is issued), when the IPA lapses. */
function ipaLapse(facts: DueDateFacts): string | null {
  const used = facts.kind === "transfer" ? facts.permitIssuedOn : facts.arrivalDate;
  return used === null ? facts.ipaValidUntil : null;
}

/** Stages of a new arrival's path after arrival and before her medical is passed. */
const AWAITING_MEDICAL: readonly PlacementStage[] = ["arrived", "settling_in_done"];

/** A new arrival's pre-employment medical, until one is recorded on the case or she passed it. */
function preEmploymentMedical(facts: DueDateFacts): string | null {
  if (facts.kind !== "new_arrival" || !facts.arrivalDate) return null;
  if (!AWAITING_MEDICAL.includes(facts.stage)) return null;
  if (facts.medicals.preEmployment !== null) return null;
  return addDays(facts.arrivalDate, PRE_EMPLOYMENT_MEDICAL_DAYS);
}

/** The case's due dates, soonest first; none once the case has ended or before she is held. */
export function dueDates(facts: DueDateFacts, { today, holidays }: DueDateOptions): DueItem[] {
  if (isEnded(facts.stage) || !isHolding(facts.stage)) return [];
  const dates: [DueItemKind, string | null][] = [
    ["ipa_expiry", ipaLapse(facts)],
    ["pre_employment_medical", preEmploymentMedical(facts)],
    ["permit_expiry", facts.permitExpiry],
    ["passport_expiry", facts.passportExpiry],
    ["insurance_end", facts.insuranceEnd],
    ["bond_end", facts.bondEnd],
  ];
  const needsSettlingIn =
    facts.kind === "new_arrival" && facts.firstTimeHelper && facts.settlingInDate === null;
  if (facts.arrivalDate && needsSettlingIn) {
    dates.push([
      "settling_in",
      addWorkingDays(facts.arrivalDate, SETTLING_IN_WORKING_DAYS, holidays),
    ]);
  }
  if (inSingapore(facts)) dates.push(["medical", nextMedical(facts)]);
  if (facts.permitExpiry && facts.stage === "deployed") {
    dates.push(["transfer_window", lastTransferDay(facts.permitExpiry)]);
  }
  return dates
    .filter((entry): entry is [DueItemKind, string] => entry[1] !== null)
    .map(([kind, dueOn]) => ({
      kind,
      label: DUE_LABELS[kind],
      dueOn,
      status: dueStatus(dueOn, today),
    }))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.kind.localeCompare(b.kind));
}
