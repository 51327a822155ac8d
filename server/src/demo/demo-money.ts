import type { FeeLine } from "@maids/contract/case-money.ts";
import { addDays } from "../calendar.ts";
import {
  insertFeePackage,
  insertMoneyDocument,
  saveCaseFees,
  saveHelperLoan,
} from "../case-money/case-money-repository.ts";
import type { Db } from "../db/database.ts";
import { SIGNED_PACK_FAMILY } from "./demo-placements.ts";

/** The demo agency's packages: what a Singapore agency commonly offers. */
const DEMO_PACKAGES: { name: string; lines: FeeLine[]; depositCents: number }[] = [
  {
    name: "Standard package (new helper from overseas)",
    lines: [
      { kind: "service_fee", description: "Agency service", amountCents: 98_800, taxable: true },
      {
        kind: "medical",
        description: "Pre-employment examination",
        amountCents: 8_000,
        taxable: false,
      },
      {
        kind: "insurance",
        description: "26 months, MOM minimum cover",
        amountCents: 38_500,
        taxable: false,
      },
      {
        kind: "settling_in",
        description: "",
        amountCents: 7_500,
        taxable: false,
      },
      { kind: "transport", description: "Airport pick-up", amountCents: 5_000, taxable: true },
    ],
    depositCents: 50_000,
  },
  {
    name: "Transfer package (helper already in Singapore)",
    lines: [
      { kind: "service_fee", description: "Agency service", amountCents: 68_800, taxable: true },
      {
        kind: "insurance",
        description: "26 months, MOM minimum cover",
        amountCents: 38_500,
        taxable: false,
      },
    ],
    depositCents: 30_000,
  },
];

type DemoCases = Map<string, { id: number; ownerId: number }>;

/** A helper's placement loan: two months' salary, MOM's cap for a two-year permit. */
const DEMO_LOAN = {
  monthlySalaryCents: 65_000,
  restDaysPerMonth: 4,
  compensatedRestDays: 1,
  loanCents: 130_000,
  monthlyDeductionCents: 55_000,
  permitYears: 2 as const,
};

/**
 * The demo packages; on the demo customer's case the standard package applied, its deposit
 * invoiced and paid by PayNow; and on the transfer that ended within six months of deployment
 * (Aisyah Ismail's), the transfer package paid in full and the refund MOM's rule asks for; on
 * the deployed case whose pack is signed, the standard package and the same loan.
 */
export async function insertDemoMoney(tx: Db, demo: { cases: DemoCases; today: string }) {
  const [standard, transfer] = await Promise.all(
    DEMO_PACKAGES.map((each) => insertFeePackage(tx, { ...each, active: true })),
  );
  const year = Number(demo.today.slice(0, 4));
  const mine = demo.cases.get("demo");
  if (standard && mine) {
    await applyDemoPackage(tx, mine, standard);
    const issued = { caseId: mine.id, year, issuedByUserId: mine.ownerId };
    await insertMoneyDocument(tx, {
      ...issued,
      kind: "invoice",
      amountCents: standard.depositCents,
      day: addDays(demo.today, -19),
      note: "Deposit",
    });
    await insertMoneyDocument(tx, {
      ...issued,
      kind: "receipt",
      amountCents: standard.depositCents,
      method: "paynow",
      reference: "PAYNOW-20318",
      day: addDays(demo.today, -18),
    });
    await saveHelperLoan(tx, {
      caseId: mine.id,
      version: 0,
      userId: mine.ownerId,
      terms: DEMO_LOAN,
    });
  }
  // The deployed family whose documents every party signed: the same package and loan terms.
  const signed = demo.cases.get(SIGNED_PACK_FAMILY);
  if (standard && signed) {
    await applyDemoPackage(tx, signed, standard);
    await saveHelperLoan(tx, {
      caseId: signed.id,
      version: 0,
      userId: signed.ownerId,
      terms: DEMO_LOAN,
    });
  }
  const ended = demo.cases.get("Aisyah Ismail");
  if (transfer && ended) {
    await applyDemoPackage(tx, ended, transfer);
    const issued = { caseId: ended.id, year, issuedByUserId: ended.ownerId };
    const total = transfer.lines.reduce((sum, line) => sum + line.amountCents, 0);
    await insertMoneyDocument(tx, {
      ...issued,
      kind: "receipt",
      amountCents: total,
      method: "bank_transfer",
      reference: "DBS-TRF-5521",
      day: addDays(demo.today, -60),
    });
    const serviceFee = transfer.lines.find((line) => line.kind === "service_fee")?.amountCents ?? 0;
    await insertMoneyDocument(tx, {
      ...issued,
      kind: "refund",
      amountCents: Math.ceil(serviceFee / 2),
      method: "bank_transfer",
      reference: "DBS-RFD-0912",
      day: addDays(demo.today, -30),
      note: "The placement ended within six months of deployment: half the service fee refunded.",
    });
  }
}

async function applyDemoPackage(
  tx: Db,
  demoCase: { id: number; ownerId: number },
  feePackage: { id: number; lines: FeeLine[]; depositCents: number },
) {
  await saveCaseFees(tx, {
    caseId: demoCase.id,
    version: 0,
    lines: feePackage.lines,
    depositCents: feePackage.depositCents,
    packageId: feePackage.id,
    userId: demoCase.ownerId,
  });
}
