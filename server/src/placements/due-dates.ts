import { isEnded, isHolding, type PlacementStage } from "@maids/contract/placement-stages.ts";
import { DUE_SOON_DAYS, type DueItem, type DueItemKind } from "@maids/contract/placements.ts";
import { addDays, addMonths, addWorkingDays, daysBetween } from "../calendar.ts";

/**
 * The dates MOM holds the agency to for one case (docs/product.md#placement-dates), computed from
 * the case's facts and the helper's record; nothing here is stored.
 */

/** Working days (Sundays and public holidays not counted) a first-time helper has for the SIP. */
const SETTLING_IN_WORKING_DAYS = 7;
/** The medical examination is due every this many months from arrival. */
const MEDICAL_EVERY_MONTHS = 6;
/** A transfer must start at least this many days before the work permit expires. */
const TRANSFER_NOTICE_DAYS = 30;

const DUE_LABELS: Record<DueItemKind, string> = {
  settling_in: "Settling-In Programme",
  medical: "Six-monthly medical examination",
  permit_expiry: "Work permit expires",
  passport_expiry: "Passport expires",
  insurance_end: "Insurance ends",
  bond_end: "Security bond ends",
  transfer_window: "Last day to start a transfer",
};

export interface DueDateFacts {
  stage: PlacementStage;
  kind: "new_arrival" | "transfer";
  firstTimeHelper: boolean;
  permitExpiry: string | null;
  bondEnd: string | null;
  insuranceEnd: string | null;
  arrivalDate: string | null;
  settlingInDate: string | null;
  passportExpiry: string | null;
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

/** The next six-monthly medical on or after today, counted from the arrival date. */
export function nextMedical(arrivalDate: string, today: string): string {
  let months = MEDICAL_EVERY_MONTHS;
  let due = addMonths(arrivalDate, months);
  while (due < today) {
    months += MEDICAL_EVERY_MONTHS;
    due = addMonths(arrivalDate, months);
  }
  return due;
}

/** The case's due dates, soonest first; none once the case has ended or before she is held. */
export function dueDates(facts: DueDateFacts, { today, holidays }: DueDateOptions): DueItem[] {
  if (isEnded(facts.stage) || !isHolding(facts.stage)) return [];
  const dates: [DueItemKind, string | null][] = [
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
  if (facts.arrivalDate && facts.stage === "deployed") {
    dates.push(["medical", nextMedical(facts.arrivalDate, today)]);
  }
  if (facts.permitExpiry && facts.stage === "deployed") {
    dates.push(["transfer_window", addDays(facts.permitExpiry, -TRANSFER_NOTICE_DAYS)]);
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
