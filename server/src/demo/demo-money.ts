import type { FeeLine } from "@maids/contract/case-money.ts";
import { addDays } from "../calendar.ts";
import {
  insertFeePackage,
  insertMoneyDocument,
  saveCaseFees,
} from "../case-money/case-money-repository.ts";
import type { Db } from "../db/database.ts";

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
        description: "Settling-In Programme",
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

/**
 * The demo packages, and on the demo customer's case the standard package applied, its deposit
 * invoiced and paid by PayNow (a receipt), as the case's documents show on My hiring.
 */
export async function insertDemoMoney(
  tx: Db,
  demo: { caseId: number; staffId: number; today: string },
) {
  const [standard] = await Promise.all(
    DEMO_PACKAGES.map((each) => insertFeePackage(tx, { ...each, active: true })),
  );
  if (!standard) return;
  await saveCaseFees(tx, {
    caseId: demo.caseId,
    version: 0,
    lines: standard.lines,
    depositCents: standard.depositCents,
    packageId: standard.id,
    userId: demo.staffId,
  });
  const year = Number(demo.today.slice(0, 4));
  const issued = { caseId: demo.caseId, year, issuedByUserId: demo.staffId };
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
}
