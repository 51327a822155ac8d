import { adminHelpersPageResponseSchema } from "@maids/contract/admin.ts";
import { PLACEMENT_STAGES } from "@maids/contract/placement-stages.ts";
import {
  type Dashboard,
  dashboardSchema,
  type PlacementCase,
  type PlacementList,
  type PlacementSummary,
  placementCaseSchema,
  placementListSchema,
  placementSummarySchema,
} from "@maids/contract/placements.ts";

/** Fixtures of the placement API, parsed so that they follow the contract. */
export const SITI = {
  id: 15,
  name: "Siti Rahayu",
  imageUrl: "/api/images/s15/thumbnail.webp",
  country: "Indonesia",
};
export const AYE = {
  id: 16,
  name: "Aye Aye Mon",
  imageUrl: "/api/images/a16/thumbnail.webp",
  country: "Myanmar",
};

export function buildSummary(overrides: Partial<PlacementSummary> = {}): PlacementSummary {
  return placementSummarySchema.parse({
    id: 7,
    reference: "PC-2026-0007",
    stage: "permit_applied",
    kind: "new_arrival",
    customer: { id: 42, name: "Tan Wei Ling" },
    helper: SITI,
    owner: { id: 1, name: "Agency Admin" },
    updatedAt: "2026-03-01T04:00:00.000Z",
    nextDue: null,
    ...overrides,
  });
}

export function buildCase(overrides: Partial<PlacementCase> = {}): PlacementCase {
  return placementCaseSchema.parse({
    ...buildSummary(),
    version: 3,
    firstTimeHelper: false,
    owner: { id: 1, name: "Agency Admin", eaRegistrationNumber: "R1234567" },
    customer: { id: 42, name: "Tan Wei Ling", email: "weiling@example.sg" },
    replacesCase: null,
    replacedBy: null,
    candidates: [SITI],
    approvalDate: null,
    ipaValidUntil: null,
    permitLastFour: "",
    permitIssuedOn: null,
    permitExpiry: null,
    bondReference: "",
    bondEnd: null,
    insurancePolicy: "",
    insuranceEnd: null,
    arrivalDate: null,
    settlingInDate: null,
    cardRegisteredOn: null,
    deployedOn: null,
    nextStages: ["permit_approved", "replaced", "cancelled"],
    dueDates: [],
    warnings: [],
    alerts: [],
    awaitingRelease: false,
    release: null,
    medicalExaminations: [],
    timeline: [],
    ...overrides,
  });
}

/** Every stage counted (the wire names them all), zero unless a case is there. */
function countsOf(cases: PlacementSummary[]) {
  const countsByStage: Record<string, number> = Object.fromEntries(
    PLACEMENT_STAGES.map((stage) => [stage, 0]),
  );
  for (const summary of cases) {
    countsByStage[summary.stage] = (countsByStage[summary.stage] ?? 0) + 1;
  }
  return countsByStage;
}

export function placementList(cases: PlacementSummary[], total = cases.length): PlacementList {
  return placementListSchema.parse({ cases, total, countsByStage: countsOf(cases) });
}

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return dashboardSchema.parse({
    due: [],
    countsByStage: countsOf([]),
    openInterviewRequests: [],
    ...overrides,
  });
}

/** A page of the admin's helper search (GET /api/admin/maids/page), as a picker reads it. */
export function helperSearchPage(helpers: (typeof SITI)[]) {
  return adminHelpersPageResponseSchema.parse({
    maids: helpers.map((helper) => ({
      id: helper.id,
      name: helper.name,
      imageUrls: {
        thumbnail: helper.imageUrl,
        card: helper.imageUrl,
        detail: helper.imageUrl,
      },
      country: helper.country,
      age: 30,
      salary: 700,
      height: 155,
      weight: 50,
      maritalStatus: "Single",
      NumChildren: 0,
      Religion: "Buddhist",
      isEmployed: false,
      isActive: true,
      supplier: "Mekong Helpers",
      supplierId: 3,
      eligibilityWarnings: [],
      heldBy: null,
    })),
    total: helpers.length,
    page: 1,
    limit: 10,
  });
}
