import { z } from "zod";
import { isoDateSchema } from "./maid.ts";
import { PLACEMENT_KINDS, PLACEMENT_STAGES, type PlacementStage } from "./placement-stages.ts";

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
  settlingInBeforeArrival: "The settling-in date cannot be before the arrival date",
  pathLacksStage: (stage: string) =>
    `The case is at "${stage}", a step this kind of case does not have: move it on first`,
} as const;

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
  permitExpiry: optionalDate("The permit's expiry date"),
  bondReference: optionalText("The security bond reference"),
  bondEnd: optionalDate("The bond's end date"),
  insurancePolicy: optionalText("The insurance policy number"),
  insuranceEnd: optionalDate("The insurance end date"),
  arrivalDate: optionalDate("The arrival date"),
  settlingInDate: optionalDate("The settling-in date"),
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
});
export type UpdatePlacementBody = z.infer<typeof updatePlacementBodySchema>;

export const stageChangeBodySchema = z.object({
  version: positiveId("version"),
  stage: z.enum(PLACEMENT_STAGES, { error: "stage is not a stage of a placement case" }),
  happenedOn: isoDateSchema.optional().describe("The day it happened; today by default."),
  note: z
    .string({ error: "note must be text" })
    .trim()
    .max(PLACEMENT_LIMITS.note, {
      error: `note must be at most ${PLACEMENT_LIMITS.note} characters`,
    })
    .optional(),
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
  "medical",
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

export const placementEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(["stage", "note"]),
  stage: stageSchema.nullable(),
  happenedOn: isoDateSchema,
  recordedAt: z.iso.datetime({ offset: true }),
  actor: person.nullable(),
  note: z.string(),
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
  permitExpiry: isoDateSchema.nullable(),
  bondReference: z.string(),
  bondEnd: isoDateSchema.nullable(),
  insurancePolicy: z.string(),
  insuranceEnd: isoDateSchema.nullable(),
  arrivalDate: isoDateSchema.nullable(),
  settlingInDate: isoDateSchema.nullable(),
  deployedOn: isoDateSchema.nullable(),
  nextStages: z.array(stageSchema),
  dueDates: z.array(dueItemSchema),
  warnings: z.array(z.string()).describe("Eligibility warnings about the helper."),
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
