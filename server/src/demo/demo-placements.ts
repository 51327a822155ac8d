import { MAIN_PATH, type PlacementStage, pathOf } from "@maids/contract/placement-stages.ts";
import { addDays } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import {
  holdHelper,
  insertCandidate,
  insertCase,
  insertEvent,
  insertExamination,
  type NewPlacementCase,
  nextReference,
} from "../placements/placement-repository.ts";
import {
  insertDemoAccounts,
  insertDemoImport,
  insertDemoInterviewRequest,
  setHelperEmployment,
} from "./demo-data-repository.ts";

/**
 * A dozen demo placement cases spread over the stages, dated from today so that the dashboard
 * shows overdue (red) and upcoming (amber) dates on every start (docs/product.md#placements).
 */

interface DemoCase {
  family: string;
  stage: PlacementStage;
  kind?: "new_arrival" | "transfer";
  firstTimeHelper?: boolean;
  /** Days before today each stage was entered, oldest first, one per stage of its path walked. */
  startedDaysAgo: number;
  /** Facts, in days from today (negative: past). */
  facts?: Partial<Record<DemoFact, number>>;
  /** An ended case: the last step of its path it reached (the path's permit step by default). */
  endedAfter?: PlacementStage;
  /** Her release, days ago, after a case that ended in Singapore. */
  releasedDaysAgo?: number;
  /** Medical examinations she had, in days from today, all found fit. */
  medicals?: { kind: "pre_employment" | "six_monthly"; daysAgo: number }[];
  candidates?: number;
}

type DemoFact =
  | "approval"
  | "ipaValidUntil"
  | "permitIssued"
  | "permitExpiry"
  | "insuranceEnd"
  | "bondEnd"
  | "arrival"
  | "settlingIn"
  | "cardRegistered";

const DEMO_CLINICS = ["Raffles Medical Orchard", "Fullerton Health Novena", "Healthway Tampines"];

const DEMO_FAMILIES = [
  "Lim Hui Min",
  "Rajesh Kumar",
  "Nurul Huda Rahman",
  "Wong Kah Wai",
  "Sarah Tan",
  "David Ong",
  "Priya Nair",
  "Ahmad Rahim",
  "Goh Mei Ling",
  "Kelvin Chua",
  "Aisyah Ismail",
];

/** The deployed family whose demo pack every party has signed (demo-documents.ts). */
export const SIGNED_PACK_FAMILY = "Ahmad Rahim";

/** `family` "demo" is the demo customer, who can sign in and follow hers on My hiring. */
const DEMO_CASES: DemoCase[] = [
  { family: "demo", stage: "permit_applied", startedDaysAgo: 20 },
  { family: "Lim Hui Min", stage: "interviewing", startedDaysAgo: 3, candidates: 3 },
  { family: "Rajesh Kumar", stage: "selected", startedDaysAgo: 6 },
  { family: "Nurul Huda Rahman", stage: "agreements_signed", startedDaysAgo: 12 },
  {
    family: "Wong Kah Wai",
    stage: "permit_approved",
    startedDaysAgo: 30,
    facts: { approval: -4, ipaValidUntil: 56 },
  },
  {
    family: "Sarah Tan",
    stage: "ready_for_arrival",
    startedDaysAgo: 40,
    // Her IPA lapses in ten days and she has not arrived yet: amber on the dashboard.
    facts: { approval: -12, ipaValidUntil: 10, insuranceEnd: 450, bondEnd: 790 },
  },
  {
    // Arrived twelve days ago, her pre-employment medical not yet recorded: due in two days.
    family: "David Ong",
    stage: "arrived",
    startedDaysAgo: 60,
    facts: { approval: -30, ipaValidUntil: 30, insuranceEnd: 430, bondEnd: 770, arrival: -12 },
  },
  { family: "Priya Nair", stage: "enquiry", startedDaysAgo: 1, candidates: 2 },
  {
    // Her six-monthly medical fell due last week and none is recorded: overdue (red).
    family: "Ahmad Rahim",
    stage: "deployed",
    startedDaysAgo: 230,
    facts: {
      approval: -215,
      ipaValidUntil: -170,
      permitIssued: -185,
      permitExpiry: 545,
      insuranceEnd: 9,
      bondEnd: 600,
      arrival: -200,
      settlingIn: -197,
      cardRegistered: -180,
    },
    medicals: [{ kind: "pre_employment", daysAgo: 190 }],
  },
  {
    // A transfer: her last six-monthly medical, entered when the case opened, dates the next.
    family: "Goh Mei Ling",
    stage: "deployed",
    kind: "transfer",
    firstTimeHelper: false,
    startedDaysAgo: 400,
    facts: {
      approval: -380,
      ipaValidUntil: -320,
      permitIssued: -370,
      permitExpiry: 40,
      insuranceEnd: 40,
      bondEnd: 70,
    },
    medicals: [{ kind: "six_monthly", daysAgo: 150 }],
  },
  {
    // The family moved abroad after she arrived; her permit was cancelled and she is free again.
    family: "Kelvin Chua",
    stage: "cancelled",
    startedDaysAgo: 45,
    endedAfter: "arrived",
    releasedDaysAgo: 3,
    facts: { approval: -40, ipaValidUntil: 20, insuranceEnd: 700, bondEnd: 760, arrival: -20 },
  },
  {
    family: "Aisyah Ismail",
    stage: "closed",
    kind: "transfer",
    firstTimeHelper: false,
    startedDaysAgo: 300,
    facts: {
      approval: -280,
      ipaValidUntil: -220,
      permitIssued: -270,
      permitExpiry: 450,
      insuranceEnd: 85,
      bondEnd: 480,
    },
  },
];

/** The oldest demo helpers no demo case takes. */
const DEMO_HELPERS_KEPT_FREE = 10;

export interface DemoPlacementParties {
  helperIds: number[];
  staffIds: number[];
  demoCustomerId: number;
  /** A password hash nobody knows, for the demo families (they never sign in). */
  lockedPasswordHash: string;
  today: string;
}

/** The demo cases, and each family's case by the family's name ("demo" for the demo customer). */
export async function insertDemoPlacements(
  tx: Db,
  parties: DemoPlacementParties,
): Promise<Map<string, { id: number; ownerId: number; customerId: number }>> {
  const cases = new Map<string, { id: number; ownerId: number; customerId: number }>();
  const families = await insertDemoFamilies(tx, parties.lockedPasswordHash);
  // Neither the newest helpers (the catalogue's and the admin list's first pages, which the
  // end-to-end tests use) nor the oldest (the placement journey's own helpers) are taken.
  const helpers = parties.helperIds.slice(DEMO_HELPERS_KEPT_FREE);
  let nextHelper = 0;
  const takeHelper = () => helpers[nextHelper++ % helpers.length] as number;
  for (const [index, demo] of DEMO_CASES.entries()) {
    const customerId =
      demo.family === "demo" ? parties.demoCustomerId : (families.get(demo.family) as number);
    const ownerId = parties.staffIds[index % parties.staffIds.length] as number;
    const id = await insertDemoCase(tx, demo, {
      customerId,
      ownerId,
      takeHelper,
      today: parties.today,
    });
    cases.set(demo.family, { id, ownerId, customerId });
  }
  // One family asked before cases existed: the dashboard offers to open a case for it.
  await insertDemoInterviewRequest(tx, families.get("Lim Hui Min") as number, takeHelper());
  // A partner's file imported this morning, waiting for staff to publish its helpers.
  await insertDemoImport(tx, {
    maidIds: [takeHelper(), takeHelper(), takeHelper()],
    createdBy: parties.staffIds[0] as number,
    fileName: "manila-partners-november.xlsx",
  });
  return cases;
}

async function insertDemoFamilies(tx: Db, passwordHash: string) {
  const rows = await insertDemoAccounts(
    tx,
    DEMO_FAMILIES.map((name, index) => ({
      name,
      email: `family${index + 1}@example.com`,
      passwordHash,
      role: "customer" as const,
    })),
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function insertDemoCase(
  tx: Db,
  demo: DemoCase,
  context: { customerId: number; ownerId: number; takeHelper: () => number; today: string },
): Promise<number> {
  const { today } = context;
  const on = (days: number | undefined) => (days === undefined ? null : addDays(today, days));
  const kind = demo.kind ?? "new_arrival";
  const firstTimeHelper = demo.firstTimeHelper ?? true;
  const walked = stagesWalked(demo, kind, firstTimeHelper);
  const selected = walked.includes("selected");
  const maidId = selected ? context.takeHelper() : null;
  const step = Math.max(1, Math.floor(demo.startedDaysAgo / walked.length));
  const enteredOn = (stage: PlacementStage) =>
    addDays(today, -demo.startedDaysAgo + walked.indexOf(stage) * step);
  const values: NewPlacementCase = {
    customerId: context.customerId,
    ownerId: context.ownerId,
    maidId,
    stage: demo.stage,
    kind,
    firstTimeHelper,
    approvalDate: on(demo.facts?.approval),
    ipaValidUntil: on(demo.facts?.ipaValidUntil),
    permitIssuedOn: on(demo.facts?.permitIssued),
    permitExpiry: on(demo.facts?.permitExpiry),
    ...(demo.facts?.permitIssued !== undefined && {
      permitLastFour: String(1000 + context.customerId).slice(-4),
    }),
    cardRegisteredOn: on(demo.facts?.cardRegistered),
    ...(demo.releasedDaysAgo !== undefined && {
      releaseKind: "permit_cancelled" as const,
      releasedOn: on(-demo.releasedDaysAgo),
    }),
    insuranceEnd: on(demo.facts?.insuranceEnd),
    bondEnd: on(demo.facts?.bondEnd),
    arrivalDate: on(demo.facts?.arrival),
    settlingInDate: on(demo.facts?.settlingIn),
    deployedOn: walked.includes("deployed") ? enteredOn("deployed") : null,
    ...(demo.facts?.insuranceEnd !== undefined && {
      bondReference: `SB-${today.slice(0, 4)}-${String(context.customerId).padStart(4, "0")}`,
      insurancePolicy: `FDW-${70_000 + context.customerId}`,
    }),
  };
  const reference = await nextReference(tx, Number(today.slice(0, 4)));
  const created = await insertCase(tx, { ...values, reference });
  for (const stage of walked) {
    await insertEvent(tx, {
      caseId: created.id,
      type: "stage",
      stage,
      happenedOn: enteredOn(stage),
      actorUserId: context.ownerId,
      note: "",
    });
  }
  const candidates = maidId === null ? (demo.candidates ?? 1) : 0;
  for (let count = 0; count < candidates; count++) {
    await insertCandidate(tx, created.id, context.takeHelper());
  }
  if (demo.releasedDaysAgo !== undefined) {
    await insertEvent(tx, {
      caseId: created.id,
      type: "release",
      stage: null,
      happenedOn: addDays(today, -demo.releasedDaysAgo),
      actorUserId: context.ownerId,
      note: "Permit cancelled with MOM; she is free to take up a new employer.",
    });
  }
  if (maidId !== null) {
    await applyHelperState(tx, maidId, created.id, demo.stage);
    for (const [index, medical] of (demo.medicals ?? []).entries()) {
      await insertDemoMedical(
        tx,
        { caseId: created.id, maidId, ownerId: context.ownerId },
        {
          kind: medical.kind,
          examinedOn: addDays(today, -medical.daysAgo),
          clinic: DEMO_CLINICS[index % DEMO_CLINICS.length] as string,
        },
      );
    }
  }
  return created.id;
}

async function insertDemoMedical(
  tx: Db,
  parties: { caseId: number; maidId: number; ownerId: number },
  examination: { kind: "pre_employment" | "six_monthly"; examinedOn: string; clinic: string },
) {
  const examinationId = await insertExamination(tx, {
    ...examination,
    result: "fit",
    maidId: parties.maidId,
    caseId: parties.caseId,
    recordedByUserId: parties.ownerId,
  });
  await insertEvent(tx, {
    caseId: parties.caseId,
    type: "medical",
    stage: null,
    happenedOn: examination.examinedOn,
    actorUserId: parties.ownerId,
    examinationId,
  });
}

/** The stages of the path up to `stage`, and the exit itself for an ended case. */
function stagesWalked(demo: DemoCase, kind: DemoCase["kind"], firstTimeHelper: boolean) {
  const { stage } = demo;
  const path = pathOf({ kind: kind ?? "new_arrival", firstTimeHelper });
  if (path.includes(stage)) return path.slice(0, path.indexOf(stage) + 1);
  const last = demo.endedAfter
    ? path.indexOf(demo.endedAfter)
    : MAIN_PATH.indexOf("permit_applied") - 1;
  return [...path.slice(0, last + 1), stage];
}

async function applyHelperState(tx: Db, maidId: number, caseId: number, stage: PlacementStage) {
  await insertCandidate(tx, caseId, maidId);
  if (stage === "cancelled") return;
  if (stage === "closed") {
    await setHelperEmployment(tx, maidId, { isActive: false, isEmployed: true });
    return;
  }
  await holdHelper(tx, maidId, caseId);
  if (stage === "deployed") {
    await setHelperEmployment(tx, maidId, { isEmployed: true });
  }
}
