/**
 * A placement case's stages and the rules for moving between them (docs/product.md#placements),
 * shared by the server, which enforces them, and the staff screens, which offer only the moves
 * they allow. Pure: no dates of today, no storage.
 */

/** The main path, in order: each case walks it one step at a time. */
export const MAIN_PATH = [
  "enquiry",
  "interviewing",
  "selected",
  "agreements_signed",
  "permit_applied",
  "permit_approved",
  "ready_for_arrival",
  "arrived",
  "settling_in_done",
  "medical_passed",
  "permit_issued",
  "card_registered",
  "deployed",
  "closed",
] as const;

/** Ways out of the main path. */
export const EXIT_STAGES = ["cancelled", "replaced", "transferred", "repatriated"] as const;

export const PLACEMENT_STAGES = [...MAIN_PATH, ...EXIT_STAGES] as const;
export type PlacementStage = (typeof PLACEMENT_STAGES)[number];

/** Stages in which the case holds its helper: she is off the public site and in no other case. */
export const HOLDING_STAGES: readonly PlacementStage[] = MAIN_PATH.slice(
  MAIN_PATH.indexOf("selected"),
  MAIN_PATH.indexOf("closed"),
);

/** Stages after which nothing more happens to a case. */
export const ENDED_STAGES = [
  "closed",
  "cancelled",
  "replaced",
  "transferred",
  "repatriated",
] as const satisfies readonly PlacementStage[];

/** Stages after her arrival (or a transfer's deployment): from them she may be sent home. */
const AFTER_ARRIVAL: readonly PlacementStage[] = MAIN_PATH.slice(
  MAIN_PATH.indexOf("arrived"),
  MAIN_PATH.indexOf("closed"),
);

/**
 * A case that ends as cancelled or replaced once she is in Singapore for it keeps her off the
 * public site until staff record her release (permit cancelled, offered for transfer with her
 * consent, or repatriated): she may not simply reappear while her permit still ties her here.
 */
export function needsRelease(from: PlacementStage, to: PlacementStage): boolean {
  return (to === "cancelled" || to === "replaced") && AFTER_ARRIVAL.includes(from);
}

/** Steps only a helper arriving from overseas takes (MOM's steps after arrival). */
const NEW_ARRIVAL_ONLY: readonly PlacementStage[] = [
  "arrived",
  "settling_in_done",
  "medical_passed",
  "card_registered",
];

export const PLACEMENT_KINDS = ["new_arrival", "transfer"] as const;
export type PlacementKind = (typeof PLACEMENT_KINDS)[number];

/** Staff names of the stages: never shown to a family (they see `CUSTOMER_STEPS`). */
export const STAGE_LABELS: Record<PlacementStage, string> = {
  enquiry: "Enquiry",
  interviewing: "Interviewing",
  selected: "Selected",
  agreements_signed: "Agreements signed",
  permit_applied: "Work permit applied",
  permit_approved: "Permit approved (IPA)",
  ready_for_arrival: "Ready for arrival",
  arrived: "Arrived",
  settling_in_done: "Settling-in done",
  medical_passed: "Pre-employment medical passed",
  permit_issued: "Permit issued",
  card_registered: "Card registration done",
  deployed: "Deployed",
  closed: "Closed",
  cancelled: "Cancelled",
  replaced: "Replaced",
  transferred: "Transferred",
  repatriated: "Repatriated",
};

export const KIND_LABELS: Record<PlacementKind, string> = {
  new_arrival: "New arrival from overseas",
  transfer: "Transfer (already working in Singapore)",
};

/** The facts of a case the stage rules look at. */
export interface CaseFacts {
  stage: PlacementStage;
  kind: PlacementKind;
  firstTimeHelper: boolean;
  maidId: number | null;
  /** The selected helper's country: a Malaysian helper needs no security bond (MOM). */
  helperCountry: string | null;
  approvalDate: string | null;
  ipaValidUntil: string | null;
  permitLastFour: string;
  permitIssuedOn: string | null;
  permitExpiry: string | null;
  bondReference: string;
  insurancePolicy: string;
  insuranceEnd: string | null;
  arrivalDate: string | null;
  settlingInDate: string | null;
  cardRegisteredOn: string | null;
  /** The result of her latest pre-employment medical examination since arrival, if any. */
  preEmploymentMedical: "fit" | "not_fit" | null;
}

/**
 * The facts a case records itself that the stage rules read: its dates and references (not its
 * stage, helper or medicals, nor the bond's end or the day of deployment, which no stage needs).
 */
export type RecordedFacts = Omit<
  CaseFacts,
  "stage" | "kind" | "firstTimeHelper" | "maidId" | "helperCountry" | "preEmploymentMedical"
>;

/** The recorded facts of a case, read from its stored row or from the API's case alike. */
export function recordedFactsOf(placement: RecordedFacts): RecordedFacts {
  return {
    approvalDate: placement.approvalDate,
    ipaValidUntil: placement.ipaValidUntil,
    permitLastFour: placement.permitLastFour,
    permitIssuedOn: placement.permitIssuedOn,
    permitExpiry: placement.permitExpiry,
    bondReference: placement.bondReference,
    insurancePolicy: placement.insurancePolicy,
    insuranceEnd: placement.insuranceEnd,
    arrivalDate: placement.arrivalDate,
    settlingInDate: placement.settlingInDate,
    cardRegisteredOn: placement.cardRegisteredOn,
  };
}

/** A fact a stage needs, named as the API names it and as staff read it. */
export interface MissingFact {
  field: keyof CaseFacts;
  label: string;
}

export const FACT_LABELS = {
  maidId: "the helper the family selected",
  approvalDate: "the approval date",
  ipaValidUntil: "the date the IPA is valid until",
  permitLastFour: "the last four characters of the permit number",
  permitIssuedOn: "the permit's issue date",
  permitExpiry: "the permit's expiry date",
  bondReference: "the security bond reference",
  insurancePolicy: "the insurance policy number",
  insuranceEnd: "the insurance end date",
  arrivalDate: "the arrival date",
  settlingInDate: "the settling-in date",
  cardRegisteredOn: "the card registration date",
  preEmploymentMedical: "a pre-employment medical examination recorded as fit",
} as const satisfies Partial<Record<keyof CaseFacts, string>>;

/**
 * The date fact each dated step records: the step's date on the timeline and My hiring is this
 * fact's, so that a correction of the fact corrects the step.
 */
export const STAGE_DATE_FACTS = {
  permit_approved: "approvalDate",
  arrived: "arrivalDate",
  settling_in_done: "settlingInDate",
  permit_issued: "permitIssuedOn",
  card_registered: "cardRegisteredOn",
} as const satisfies Partial<Record<PlacementStage, keyof CaseFacts>>;

/**
 * The steps of the main path this case walks: a transfer skips the steps after arrival (she is
 * in Singapore, registered, and needs only her new permit issued), and a helper who has worked
 * in Singapore before skips the Settling-In Programme.
 */
export function pathOf(facts: Pick<CaseFacts, "kind" | "firstTimeHelper">): PlacementStage[] {
  return MAIN_PATH.filter((stage) => {
    if (facts.kind === "transfer") return !NEW_ARRIVAL_ONLY.includes(stage);
    return stage !== "settling_in_done" || facts.firstTimeHelper;
  });
}

export function isEnded(stage: PlacementStage): boolean {
  return (ENDED_STAGES as readonly PlacementStage[]).includes(stage);
}

export function isHolding(stage: PlacementStage): boolean {
  return HOLDING_STAGES.includes(stage);
}

/** The stages a case may move to from where it is, in the order staff are offered them. */
export function nextStages(facts: Pick<CaseFacts, "stage" | "kind" | "firstTimeHelper">) {
  const { stage } = facts;
  if (isEnded(stage)) return [];
  const path = pathOf(facts);
  const next: PlacementStage[] = [];
  const position = path.indexOf(stage);
  const following = position >= 0 ? path[position + 1] : undefined;
  if (following) next.push(following);
  if (stage === "deployed") next.push("transferred", "replaced");
  else {
    if (isHolding(stage)) next.push("replaced");
    next.push("cancelled");
  }
  if (AFTER_ARRIVAL.includes(stage)) next.push("repatriated");
  return next;
}

/** What the case lacks to enter `stage`; empty when it may. */
export function missingFor(stage: PlacementStage, facts: CaseFacts): MissingFact[] {
  const needed: Exclude<keyof typeof FACT_LABELS, "preEmploymentMedical">[] = [];
  const blank = (field: (typeof needed)[number]) => {
    const value = facts[field];
    return value === null || value === "";
  };
  switch (stage) {
    case "selected":
      needed.push("maidId");
      break;
    case "permit_approved":
      needed.push("approvalDate", "ipaValidUntil");
      break;
    case "ready_for_arrival":
      if (!bondExempt(facts)) needed.push("bondReference");
      needed.push("insurancePolicy", "insuranceEnd");
      break;
    case "arrived":
      needed.push("arrivalDate");
      break;
    case "settling_in_done":
      needed.push("settlingInDate");
      break;
    case "medical_passed":
      if (facts.preEmploymentMedical !== "fit") return [medicalPassed];
      break;
    case "permit_issued":
      needed.push("permitLastFour", "permitIssuedOn", "permitExpiry");
      break;
    case "card_registered":
      needed.push("cardRegisteredOn");
      break;
    case "deployed":
      if (facts.kind === "new_arrival" && facts.firstTimeHelper) needed.push("settlingInDate");
      break;
  }
  return needed.filter(blank).map((field) => ({ field, label: FACT_LABELS[field] }));
}

const medicalPassed: MissingFact = {
  field: "preEmploymentMedical",
  label: FACT_LABELS.preEmploymentMedical,
};

/** MOM asks no security bond for a Malaysian helper. */
export function bondExempt(facts: Pick<CaseFacts, "helperCountry">): boolean {
  return facts.helperCountry === "Malaysia";
}

/** Why a case cannot enter `stage`, or null when it can. */
export function refusalOf(
  stage: PlacementStage,
  facts: CaseFacts,
):
  | { kind: "transition"; message: string }
  | { kind: "missing"; message: string; missing: MissingFact[] }
  | null {
  if (!nextStages(facts).includes(stage)) {
    return {
      kind: "transition",
      message: `A case at "${STAGE_LABELS[facts.stage]}" cannot move to "${STAGE_LABELS[stage]}".`,
    };
  }
  const missing = missingFor(stage, facts);
  if (missing.length === 0) return null;
  return { kind: "missing", missing, message: missingMessage(stage, missing) };
}

/** `"Arrived" needs the arrival date.` */
export function missingMessage(stage: PlacementStage, missing: MissingFact[]): string {
  return `"${STAGE_LABELS[stage]}" needs ${joinLabels(missing.map((fact) => fact.label))}.`;
}

function joinLabels(labels: string[]): string {
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}
