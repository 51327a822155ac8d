import {
  type CaseFacts,
  isEnded,
  type PlacementStage,
  pathOf,
} from "@maids/contract/placement-stages.ts";
import {
  CUSTOMER_STEP_LABELS,
  type CustomerHiring,
  type DueItem,
  type PlacementCase,
  type PlacementSummary,
} from "@maids/contract/placements.ts";
import { photoUrls } from "../maids/maid-serializer.ts";
import { type DueDateOptions, dueDates } from "./due-dates.ts";
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

export function caseFacts(row: PlacementCaseRow): CaseFacts {
  return {
    stage: row.stage,
    kind: row.kind,
    firstTimeHelper: row.firstTimeHelper,
    maidId: row.maidId,
    approvalDate: row.approvalDate,
    permitExpiry: row.permitExpiry,
    bondReference: row.bondReference,
    insurancePolicy: row.insurancePolicy,
    insuranceEnd: row.insuranceEnd,
    arrivalDate: row.arrivalDate,
    settlingInDate: row.settlingInDate,
  };
}

export function caseDueDates(
  row: PlacementCaseRow,
  passportExpiry: string | null,
  options: DueDateOptions,
): DueItem[] {
  return dueDates({ ...row, passportExpiry }, options);
}

export function toSummary(row: CaseSummaryRow, options: DueDateOptions): PlacementSummary {
  const { placement } = row;
  const helper = row.helper?.id == null ? null : row.helper;
  const due = caseDueDates(placement, helper?.passportExpiry ?? null, options);
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
  type: "stage" | "note";
  stage: PlacementStage | null;
  happenedOn: string;
  recordedAt: Date;
  note: string;
  actor: { id: number; name: string } | null;
}): TimelineEntry {
  return {
    ...event,
    recordedAt: event.recordedAt.toISOString(),
    actor: event.actor?.id == null ? null : event.actor,
  };
}

/** The dates a family is told about: their own obligations, not the helper's personal ones. */
const FAMILY_DATES: DueItem["kind"][] = [
  "settling_in",
  "medical",
  "permit_expiry",
  "insurance_end",
  "bond_end",
];

function hiringStatus(stage: PlacementStage): CustomerHiring[number]["status"] {
  if (stage === "deployed" || stage === "closed") return "completed";
  return isEnded(stage) ? "ended" : "in_progress";
}

/** A family's view of one case: steps in plain words, their dates, whom to write to. */
export function toCustomerHiring(
  row: CaseSummaryRow & { owner: { name: string; phone: string } },
  stagesEntered: Map<PlacementStage, string>,
  options: DueDateOptions & { agencyWhatsapp: string },
): CustomerHiring[number] {
  const { placement } = row;
  const helper = row.helper?.id == null ? null : row.helper;
  const steps = pathOf(placement).flatMap((stage) => {
    const label = CUSTOMER_STEP_LABELS[stage];
    if (!label) return [];
    const on = stagesEntered.get(stage) ?? null;
    return [{ label, done: on !== null, on }];
  });
  const dates = caseDueDates(placement, null, options)
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
