import { z } from "zod";
import { formatDay, isoDateSchema } from "./days.ts";
import {
  PLACEMENT_KINDS,
  PLACEMENT_STAGES,
  type PlacementStage,
  STAGE_DATE_FACTS,
  STAGE_LABELS,
} from "./placement-stages.ts";

/**
 * Placement cases on the wire (docs/product.md#placements): what staff send and read, and the
 * plain-words view a family gets of its own cases. Stage rules: placement-stages.ts.
 */

export const PLACEMENT_LIMITS = {
  note: 2000,
  reference: 60,
  casesPerPage: 50,
} as const;

/** Items due within this many days show amber; past their day, red. */
export const DUE_SOON_DAYS = 14;

export const PLACEMENT_MESSAGES = {
  notFound: "Placement case not found",
  customerNotFound: "Customer not found",
  ownerNotStaff: "The case owner must be a staff member",
  ownerInactive: "This staff member has been deactivated and cannot own cases",
  ownerWithoutEaNumber:
    "This staff member has no EA registration number, so cannot own a case; the owner can add it in Settings",
  helperNotFound: "Helper not found",
  helperHeld: "This helper is already held for another family's placement",
  helperEmployed:
    "She is employed in Singapore today: select her in a transfer case, not a new arrival's",
  notEligible: (reasons: string[]) =>
    `A work permit cannot be applied for her: ${reasons.join("; ")}.`,
  helperHeldElsewhere: (reference: string) =>
    `This helper is already held for another family (case ${reference})`,
  stale: "This case was changed by someone else meanwhile. Reload it and try again.",
  ended: "This case has ended and can no longer change",
  helperInCase:
    "This helper was selected in a placement case and cannot be deleted: make her inactive instead",
  noLongerAvailable: "This helper is no longer available",
  permitBeforeApproval: "The permit's expiry date must be after the approval date",
  permitExpiryBeforeIssue: "The permit's expiry date must be after its issue date",
  settlingInBeforeArrival: "The settling-in date cannot be before the arrival date",
  arrivalBeforeApproval: "The arrival date cannot be before the approval date",
  issueBeforeApproval: "The permit's issue date cannot be before the approval date",
  issueBeforeArrival: "The permit's issue date cannot be before the arrival date",
  cardBeforeIssue: "The card registration date cannot be before the permit's issue date",
  dayInFuture: (label: string, day: string, today: string) =>
    `${label} cannot be ${formatDay(day)}: that is after today, ${formatDay(today)}`,
  stageInFuture: (step: PlacementStage | "release", day: string, today: string) =>
    `${stepName(step)} cannot be dated ${formatDay(day)}: that is after today, ${formatDay(today)}`,
  stageBeforePrevious: (
    step: PlacementStage | "release",
    day: string,
    previous: PlacementStage,
    previousDay: string,
  ) =>
    `${stepName(step)} cannot be dated ${formatDay(day)}: the step before it, "${STAGE_LABELS[previous]}", is dated ${formatDay(previousDay)}`,
  passportBeforePermit: (passportExpiry: string, permitExpiry: string) =>
    `Her passport expires on ${formatDay(passportExpiry)}, before the work permit's expiry on ${formatDay(permitExpiry)}: renew her passport first`,
  noHelperForMedical: "Select the helper before recording her medical examinations",
  transferWindowClosed: (permitExpiry: string, lastDay: string) =>
    `Her work permit expires on ${formatDay(permitExpiry)}: a transfer had to start by ${formatDay(lastDay)}`,
  nothingToRelease: "This case holds no helper awaiting her release",
  helperAwaitingRelease: (reference: string) =>
    `This helper awaits her release from case ${reference} (permit cancelled, transfer or repatriation) before another family can select her`,
  notFit: (kind: MedicalExaminationKind, day: string) =>
    `${MEDICAL_KIND_LABELS[kind]} on ${formatDay(day)}: not fit`,
  passportBeforePermitWarning: (passportExpiry: string, permitExpiry: string) =>
    `Her passport expires on ${formatDay(passportExpiry)}, before the work permit's expiry on ${formatDay(permitExpiry)}: the permit cannot be issued until it is renewed`,
  passportWithinPermitTerm: (passportExpiry: string) =>
    `Her passport expires on ${formatDay(passportExpiry)}, within two years: a work permit runs up to two years and her passport must outlast it`,
  lastMedicalUnknown:
    "Record her last six-monthly medical examination: her next one is due six months after it",
  pathLacksStage: (stage: string) =>
    `The case is at "${stage}", a step this kind of case does not have: move it on first`,
} as const;

const stepName = (step: PlacementStage | "release") =>
  step === "release" ? "Her release" : `"${STAGE_LABELS[step]}"`;

/** The case's date facts, named as staff read them (timeline corrections, messages). */
export const DATE_FACT_LABELS = {
  approvalDate: "Approval date",
  ipaValidUntil: "IPA valid until",
  permitIssuedOn: "Permit issue date",
  permitExpiry: "Permit expiry date",
  bondEnd: "Bond end date",
  insuranceEnd: "Insurance end date",
  arrivalDate: "Arrival date",
  settlingInDate: "Settling-in date",
  cardRegisteredOn: "Card registration date",
} as const;
export type DateFact = keyof typeof DATE_FACT_LABELS;
export const DATE_FACTS = Object.keys(DATE_FACT_LABELS) as DateFact[];

/** Dates of things that have happened, the dated steps' own: none may be after today. */
export const PAST_DATE_FACTS: readonly DateFact[] = Object.values(STAGE_DATE_FACTS);

/** Free text staff may add, up to the length of a note. */
const optionalNote = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(PLACEMENT_LIMITS.note, {
      error: `${name} must be at most ${PLACEMENT_LIMITS.note} characters`,
    })
    .optional();

const optionalDate = (label: string) =>
  z
    .union([z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }), z.literal(""), z.null()])
    .transform((value) => (value === "" ? null : value))
    .optional();

const optionalText = (label: string, max = 100) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();

const positiveId = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be a whole number` });

/** The facts staff record on a case; each may be sent alone. */
export const placementFactsInputSchema = z.object({
  approvalDate: optionalDate("The approval date"),
  ipaValidUntil: optionalDate("The date the IPA is valid until"),
  permitLastFour: z
    .string({ error: "The permit number's last four characters must be text" })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{4})?$/, {
      error: "Enter only the last four letters or digits of the permit number",
    })
    .optional()
    .describe("Only the last four characters of the work permit number are kept."),
  permitIssuedOn: optionalDate("The permit's issue date"),
  permitExpiry: optionalDate("The permit's expiry date"),
  bondReference: optionalText("The security bond reference"),
  bondEnd: optionalDate("The bond's end date"),
  insurancePolicy: optionalText("The insurance policy number"),
  insuranceEnd: optionalDate("The insurance end date"),
  arrivalDate: optionalDate("The arrival date"),
  settlingInDate: optionalDate("The settling-in date"),
  cardRegisteredOn: optionalDate("The card registration date"),
});
export type PlacementFactsInput = z.infer<typeof placementFactsInputSchema>;

export const createPlacementBodySchema = z.object({
  customerId: positiveId("customerId"),
  maidId: positiveId("maidId").optional().describe("A helper the family considers, if known."),
  ownerId: positiveId("ownerId").optional().describe("Staff member; the creator by default."),
  kind: z.enum(PLACEMENT_KINDS, { error: "kind must be new_arrival or transfer" }).optional(),
  firstTimeHelper: z.boolean({ error: "firstTimeHelper must be true or false" }).optional(),
});
export type CreatePlacementBody = z.infer<typeof createPlacementBodySchema>;

/** A change of the case's facts, owner or kind, made against the version the screen showed. */
export const updatePlacementBodySchema = placementFactsInputSchema.extend({
  version: positiveId("version"),
  ownerId: positiveId("ownerId").optional(),
  kind: z.enum(PLACEMENT_KINDS, { error: "kind must be new_arrival or transfer" }).optional(),
  firstTimeHelper: z.boolean({ error: "firstTimeHelper must be true or false" }).optional(),
  correctionReason: optionalNote("correctionReason").describe(
    "Why a recorded date is corrected; kept on the timeline's correction entries.",
  ),
});
export type UpdatePlacementBody = z.infer<typeof updatePlacementBodySchema>;

export const stageChangeBodySchema = z.object({
  version: positiveId("version"),
  stage: z.enum(PLACEMENT_STAGES, { error: "stage is not a stage of a placement case" }),
  happenedOn: isoDateSchema.optional().describe("The day it happened; today by default."),
  note: optionalNote("note"),
  maidId: positiveId("maidId").optional().describe("Selected: the helper the family chose."),
  replacementMaidId: positiveId("replacementMaidId")
    .optional()
    .describe("Replaced: the helper of the new, linked case (optional)."),
  facts: placementFactsInputSchema.optional().describe("Facts saved with the move."),
});
export type StageChangeBody = z.infer<typeof stageChangeBodySchema>;

export const placementNoteBodySchema = z.object({
  note: z
    .string({ error: "note is required" })
    .trim()
    .min(1, { error: "note is required" })
    .max(PLACEMENT_LIMITS.note, {
      error: `note must be at most ${PLACEMENT_LIMITS.note} characters`,
    }),
});

export const placementCandidateBodySchema = z.object({ maidId: positiveId("maidId") });

export const MEDICAL_EXAMINATION_KINDS = ["pre_employment", "six_monthly", "renewal"] as const;
export type MedicalExaminationKind = (typeof MEDICAL_EXAMINATION_KINDS)[number];
export const MEDICAL_RESULTS = ["fit", "not_fit"] as const;
export const MEDICAL_KIND_LABELS = {
  pre_employment: "Pre-employment medical examination",
  six_monthly: "Six-monthly medical examination",
  renewal: "Renewal medical examination",
} as const satisfies Record<MedicalExaminationKind, string>;
export const MEDICAL_RESULT_LABELS = { fit: "Fit", not_fit: "Not fit" } as const;

/** A medical examination she had, recorded on a case and kept on her record. */
export const medicalExaminationBodySchema = z.object({
  kind: z.enum(MEDICAL_EXAMINATION_KINDS, {
    error: "kind must be pre_employment, six_monthly or renewal",
  }),
  examinedOn: z.iso.date({ error: "The examination date must be a date (YYYY-MM-DD)" }),
  clinic: z
    .string({ error: "The clinic must be text" })
    .trim()
    .min(1, { error: "Enter the clinic" })
    .max(100, { error: "The clinic must be at most 100 characters" }),
  result: z.enum(MEDICAL_RESULTS, { error: "result must be fit or not_fit" }),
});
export type MedicalExaminationBody = z.infer<typeof medicalExaminationBodySchema>;

export const medicalExaminationSchema = medicalExaminationBodySchema.extend({
  id: z.number().int(),
  caseReference: z.string().nullable().describe("The case it was recorded on, if any."),
  recordedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  recordedAt: z.iso.datetime({ offset: true }),
});
export type MedicalExamination = z.infer<typeof medicalExaminationSchema>;

/** A family's own case, by its reference, in /api/user/hiring/:reference/… */
export const hiringReferenceParamsSchema = z.object({ reference: z.string().min(1).max(40) });

export const placementIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "id must be a whole number" })
    .int({ error: "id must be a whole number" })
    .positive({ error: "id must be a whole number" }),
});

const stageSchema = z.enum(PLACEMENT_STAGES);
const person = z.object({ id: z.number().int(), name: z.string() });
const helperRef = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  country: z.string(),
});

export const DUE_ITEM_KINDS = [
  "settling_in",
  "pre_employment_medical",
  "medical",
  "ipa_expiry",
  "permit_expiry",
  "passport_expiry",
  "insurance_end",
  "bond_end",
  "transfer_window",
] as const;
export type DueItemKind = (typeof DUE_ITEM_KINDS)[number];

export const dueItemSchema = z.object({
  kind: z.enum(DUE_ITEM_KINDS),
  label: z.string(),
  dueOn: isoDateSchema,
  status: z.enum(["overdue", "soon", "later"]),
});
export type DueItem = z.infer<typeof dueItemSchema>;

/** A case as a card on the board and a row of a list. */
export const placementSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  stage: stageSchema,
  kind: z.enum(PLACEMENT_KINDS),
  customer: person,
  helper: helperRef.nullable(),
  owner: person,
  updatedAt: z.iso.datetime({ offset: true }),
  nextDue: dueItemSchema.nullable().describe("The most pressing date of the case, if any."),
});
export type PlacementSummary = z.infer<typeof placementSummarySchema>;

export const PLACEMENT_EVENT_TYPES = [
  "stage",
  "note",
  "correction",
  "medical",
  "release",
  "owner",
] as const;

/** How a helper a case let go after her arrival is released (see `needsRelease`). */
export const RELEASE_KINDS = ["permit_cancelled", "transfer_offered", "repatriated"] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];
export const RELEASE_LABELS = {
  permit_cancelled: "Work permit cancelled",
  transfer_offered: "Offered for transfer, with her consent",
  repatriated: "Repatriated",
} as const satisfies Record<ReleaseKind, string>;

export const releaseBodySchema = z
  .object({
    kind: z.enum(RELEASE_KINDS, {
      error: "kind must be permit_cancelled, transfer_offered or repatriated",
    }),
    on: z.iso.date({ error: "The release date must be a date (YYYY-MM-DD)" }),
    consent: z
      .boolean({ error: "consent must be true or false" })
      .optional()
      .describe("A transfer: she agreed to be offered to another employer."),
    note: optionalNote("note"),
  })
  .refine((body) => body.kind !== "transfer_offered" || body.consent === true, {
    path: ["consent"],
    error: "Record her consent before offering her for transfer",
  });
export type ReleaseBody = z.infer<typeof releaseBodySchema>;

export const placementEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(PLACEMENT_EVENT_TYPES),
  stage: stageSchema.nullable(),
  happenedOn: isoDateSchema,
  recordedAt: z.iso.datetime({ offset: true }),
  actor: person.nullable(),
  note: z
    .string()
    .describe("A note's text, a correction's reason, who passed the case to whom and why."),
  correction: z
    .object({
      field: z.enum(Object.keys(DATE_FACT_LABELS) as [DateFact, ...DateFact[]]),
      from: isoDateSchema,
      to: isoDateSchema.nullable(),
    })
    .nullable()
    .describe("A correction: the date fact, as it was and as it is now."),
  examination: medicalExaminationBodySchema
    .nullable()
    .describe("A medical examination recorded on the case."),
});
export type PlacementEvent = z.infer<typeof placementEventSchema>;

/** One case, whole, for staff. */
export const placementCaseSchema = placementSummarySchema.extend({
  version: z.number().int(),
  firstTimeHelper: z.boolean(),
  owner: person.extend({ eaRegistrationNumber: z.string() }),
  customer: person.extend({ email: z.string() }),
  replacesCase: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
  replacedBy: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
  candidates: z.array(helperRef),
  approvalDate: isoDateSchema.nullable(),
  ipaValidUntil: isoDateSchema.nullable(),
  permitLastFour: z.string(),
  permitIssuedOn: isoDateSchema.nullable(),
  permitExpiry: isoDateSchema.nullable(),
  bondReference: z.string(),
  bondEnd: isoDateSchema.nullable(),
  insurancePolicy: z.string(),
  insuranceEnd: isoDateSchema.nullable(),
  arrivalDate: isoDateSchema.nullable(),
  settlingInDate: isoDateSchema.nullable(),
  cardRegisteredOn: isoDateSchema.nullable(),
  deployedOn: isoDateSchema.nullable(),
  nextStages: z.array(stageSchema),
  dueDates: z.array(dueItemSchema),
  warnings: z.array(z.string()).describe("Amber: eligibility and her passport."),
  alerts: z.array(z.string()).describe("Red: a medical examination found her not fit."),
  awaitingRelease: z
    .boolean()
    .describe("Ended after her arrival: she stays off the public site until her release."),
  release: z
    .object({ kind: z.enum(RELEASE_KINDS), on: isoDateSchema, consent: z.boolean() })
    .nullable(),
  medicalExaminations: z
    .array(medicalExaminationSchema)
    .describe("The helper's examinations, from every case, newest first."),
  timeline: z.array(placementEventSchema).describe("Oldest first; notes are staff-only."),
});
export type PlacementCase = z.infer<typeof placementCaseSchema>;

export const placementListQuerySchema = z.object({
  owner: z
    .union([z.literal("mine"), z.literal("all")], { error: "owner must be mine or all" })
    .default("all"),
  stage: stageSchema.optional(),
  customerId: z.coerce.number().int().positive().optional(),
  maidId: z.coerce.number().int().positive().optional(),
  active: z
    .enum(["true", "false"], { error: "active must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const placementListSchema = z.object({
  cases: z.array(placementSummarySchema),
  total: z.number().int(),
  countsByStage: z.partialRecord(stageSchema, z.number().int()),
});
export type PlacementList = z.infer<typeof placementListSchema>;

/** A due date on the dashboard, with the case it belongs to. */
export const dashboardDueSchema = dueItemSchema.extend({
  caseId: z.number().int(),
  reference: z.string(),
  helperName: z.string(),
  customerName: z.string(),
  owner: person,
});
export type DashboardDue = z.infer<typeof dashboardDueSchema>;

export const dashboardSchema = z.object({
  due: z
    .array(dashboardDueSchema)
    .describe("Overdue and due within the amber window, soonest first."),
  countsByStage: z.partialRecord(stageSchema, z.number().int()),
  openInterviewRequests: z.array(
    z.object({
      id: z.number().int(),
      requestedAt: z.iso.datetime({ offset: true }),
      customer: person,
      helper: helperRef,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * What a family sees of its own placement: steps in plain words, never the agency's stage
 * names, notes or internal references beyond the case number.
 */
export const CUSTOMER_STEP_LABELS: Partial<Record<PlacementStage, string>> = {
  interviewing: "Interviews arranged",
  selected: "Helper chosen",
  agreements_signed: "Employment contract signed",
  permit_applied: "Work permit application sent",
  permit_approved: "Work permit approved",
  ready_for_arrival: "Security bond and insurance in place",
  arrived: "Helper arrived in Singapore",
  settling_in_done: "Settling-In Programme attended",
  medical_passed: "Medical examination passed",
  permit_issued: "Work permit issued",
  card_registered: "Fingerprints and photo registered",
  deployed: "Helper started work with your family",
};

export const HIRING_TEXTS = {
  title: "My hiring",
  empty: "No hiring in progress yet. Request an interview from a helper's profile to begin.",
  inProgress: "In progress",
  completed: "Completed",
  ended: "Ended",
  contactOwner: (name: string) => `WhatsApp ${name}`,
  whatsappText: (reference: string) => `Hi, I'm writing about my hiring ${reference}.`,
  datesHeading: "Dates to note",
} as const;

export const customerHiringSchema = z.array(
  z.object({
    reference: z.string(),
    status: z.enum(["in_progress", "completed", "ended"]),
    helper: helperRef.nullable(),
    steps: z.array(
      z.object({ label: z.string(), done: z.boolean(), on: isoDateSchema.nullable() }),
    ),
    dates: z.array(z.object({ label: z.string(), dueOn: isoDateSchema })),
    owner: z.object({ name: z.string(), whatsappNumber: z.string() }),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);
export type CustomerHiring = z.infer<typeof customerHiringSchema>;
