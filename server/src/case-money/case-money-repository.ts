import {
  type FeeLine,
  MONEY_DOCUMENT_PREFIXES,
  type MoneyDocumentKind,
  type PaymentMethod,
} from "@maids/contract/case-money.ts";
import type { LoanTerms } from "@maids/contract/helper-loan.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import {
  caseFees,
  documentCounters,
  feePackages,
  helperLoans,
  moneyDocuments,
  moneySettings,
  placementCases,
  users,
} from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";

export async function findMoneySettings(db: Db) {
  const [row] = await db.select().from(moneySettings).where(eq(moneySettings.id, 1));
  return row ?? null;
}

export async function saveMoneySettings(
  db: Db,
  settings: {
    gstRegistered: boolean;
    gstRateBasisPoints: number;
    gstNumber: string;
    minimumLeftCents: number;
  },
  userId: number,
) {
  const values = { ...settings, updatedAt: new Date(), updatedByUserId: userId };
  const [row] = await db
    .insert(moneySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: moneySettings.id, set: values })
    .returning();
  return row;
}

export function listFeePackages(db: Db) {
  return db.select().from(feePackages).orderBy(asc(feePackages.name));
}

export async function findFeePackage(db: Db, id: number) {
  const [row] = await db.select().from(feePackages).where(eq(feePackages.id, id));
  return row ?? null;
}

type PackageValues = { name: string; lines: FeeLine[]; depositCents: number; active: boolean };

/** Null when another package has the name (whatever its case). */
export async function insertFeePackage(db: Db, values: PackageValues) {
  const [row] = await db.insert(feePackages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Undefined when there is no such package; null when another package has the name. */
export async function updateFeePackage(db: Db, id: number, values: PackageValues) {
  try {
    const [row] = await db
      .update(feePackages)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(feePackages.id, id))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** When the helper started work, the case's stage, and the day of its latest move. */
export async function findCaseDates(db: Db, caseId: number) {
  const [row] = await db
    .select({
      deployedOn: placementCases.deployedOn,
      stage: placementCases.stage,
      lastMovedOn: sql<string | null>`(select max(pe.happened_on)::text from placement_events pe
        where pe.case_id = "placement_cases"."id" and pe.type = 'stage')`,
    })
    .from(placementCases)
    .where(eq(placementCases.id, caseId));
  return row ?? null;
}

export async function findCaseFees(db: Db, caseId: number) {
  const [row] = await db
    .select({
      lines: caseFees.lines,
      depositCents: caseFees.depositCents,
      version: caseFees.version,
      packageName: feePackages.name,
    })
    .from(caseFees)
    .leftJoin(feePackages, eq(feePackages.id, caseFees.packageId))
    .where(eq(caseFees.caseId, caseId));
  return row ?? null;
}

/** The case's fees, locked until the transaction ends (payments are checked against them). */
export async function lockCaseFees(tx: Db, caseId: number) {
  const [row] = await tx
    .select({
      lines: caseFees.lines,
      depositCents: caseFees.depositCents,
      version: caseFees.version,
    })
    .from(caseFees)
    .where(eq(caseFees.caseId, caseId))
    .for("update");
  return row ?? null;
}

/** Writes the fees that were at `version` (0: none yet); false when they moved on meanwhile. */
export async function saveCaseFees(
  tx: Db,
  fees: {
    caseId: number;
    version: number;
    lines: FeeLine[];
    depositCents: number;
    packageId?: number | null;
    userId: number;
  },
): Promise<boolean> {
  const { caseId, version, userId, ...values } = fees;
  if (version === 0) {
    const rows = await tx
      .insert(caseFees)
      .values({ caseId, ...values, updatedByUserId: userId })
      .onConflictDoNothing()
      .returning({ caseId: caseFees.caseId });
    return rows.length === 1;
  }
  const rows = await tx
    .update(caseFees)
    .set({
      ...values,
      version: sql`${caseFees.version} + 1`,
      updatedAt: new Date(),
      updatedByUserId: userId,
    })
    .where(and(eq(caseFees.caseId, caseId), eq(caseFees.version, version)))
    .returning({ caseId: caseFees.caseId });
  return rows.length === 1;
}

const voiding = alias(moneyDocuments, "voiding");
const voided = alias(moneyDocuments, "voided");

/** The case's documents, oldest first, each with the credit note voiding it or the receipt it voids. */
export function listMoneyDocuments(db: Db, caseId: number) {
  return db
    .select({
      id: moneyDocuments.id,
      kind: moneyDocuments.kind,
      number: moneyDocuments.number,
      amountCents: moneyDocuments.amountCents,
      method: moneyDocuments.method,
      reference: moneyDocuments.reference,
      day: moneyDocuments.day,
      note: moneyDocuments.note,
      issuedAt: moneyDocuments.issuedAt,
      voidedBy: voiding.number,
      voids: voided.number,
    })
    .from(moneyDocuments)
    .leftJoin(voiding, eq(voiding.voidsDocumentId, moneyDocuments.id))
    .leftJoin(voided, eq(voided.id, moneyDocuments.voidsDocumentId))
    .where(eq(moneyDocuments.caseId, caseId))
    .orderBy(asc(moneyDocuments.id));
}
export type MoneyDocumentRow = Awaited<ReturnType<typeof listMoneyDocuments>>[number];

/**
 * The next number of a kind in a year, taken in the caller's transaction: the counter's row
 * stays locked until it ends, so two documents never share a number, and a transaction that
 * fails gives its number back (no gap).
 */
async function nextSequence(tx: Db, kind: MoneyDocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error("the document counter returned nothing");
  return row.last;
}

export async function insertMoneyDocument(
  tx: Db,
  document: {
    caseId: number;
    kind: MoneyDocumentKind;
    year: number;
    amountCents: number;
    method?: PaymentMethod | null;
    reference?: string;
    day: string;
    note?: string;
    issuedByUserId: number;
    voidsDocumentId?: number | null;
  },
) {
  const sequence = await nextSequence(tx, document.kind, document.year);
  const number = `${MONEY_DOCUMENT_PREFIXES[document.kind]}-${document.year}-${String(sequence).padStart(5, "0")}`;
  const [row] = await tx
    .insert(moneyDocuments)
    .values({ ...document, sequence, number })
    .returning({ id: moneyDocuments.id, number: moneyDocuments.number });
  if (!row) throw new Error("the money document insert returned nothing");
  return row;
}

/** A receipt of the case, locked, with whether a credit note already voids it. */
export async function lockReceipt(tx: Db, caseId: number, receiptId: number) {
  const [row] = await tx
    .select({
      id: moneyDocuments.id,
      amountCents: moneyDocuments.amountCents,
      number: moneyDocuments.number,
    })
    .from(moneyDocuments)
    .where(
      and(
        eq(moneyDocuments.id, receiptId),
        eq(moneyDocuments.caseId, caseId),
        eq(moneyDocuments.kind, "receipt"),
      ),
    )
    .for("update");
  if (!row) return null;
  const [voidingNote] = await tx
    .select({ id: moneyDocuments.id })
    .from(moneyDocuments)
    .where(eq(moneyDocuments.voidsDocumentId, receiptId));
  return { ...row, voided: voidingNote !== undefined };
}

export async function findHelperLoan(db: Db, caseId: number) {
  const [row] = await db.select().from(helperLoans).where(eq(helperLoans.caseId, caseId));
  return row ?? null;
}

/** Writes the terms that were at `version` (0: none yet); false when they moved on meanwhile. */
export async function saveHelperLoan(
  db: Db,
  loan: { caseId: number; version: number; userId: number; terms: LoanTerms },
): Promise<boolean> {
  const { caseId, version, userId, terms } = loan;
  if (version === 0) {
    const rows = await db
      .insert(helperLoans)
      .values({ caseId, ...terms, updatedByUserId: userId })
      .onConflictDoNothing()
      .returning({ caseId: helperLoans.caseId });
    return rows.length === 1;
  }
  const rows = await db
    .update(helperLoans)
    .set({
      ...terms,
      version: sql`${helperLoans.version} + 1`,
      updatedAt: new Date(),
      updatedByUserId: userId,
    })
    .where(and(eq(helperLoans.caseId, caseId), eq(helperLoans.version, version)))
    .returning({ caseId: helperLoans.caseId });
  return rows.length === 1;
}

/** Each month's totals by kind of document, for the months from `from` to before `until`. */
export function monthlyTotals(db: Db, from: string, until: string) {
  return db
    .select({
      month: sql<string>`to_char(${moneyDocuments.day}, 'YYYY-MM')`,
      kind: moneyDocuments.kind,
      cents: sql<number>`sum(${moneyDocuments.amountCents})`.mapWith(Number),
    })
    .from(moneyDocuments)
    .where(and(sql`${moneyDocuments.day} >= ${from}`, sql`${moneyDocuments.day} < ${until}`))
    .groupBy(sql`1`, moneyDocuments.kind);
}

/** Every case with fees: its lines, its family, and what it has paid (receipts not voided). */
export function listCasesWithFees(db: Db) {
  return db
    .select({
      caseId: caseFees.caseId,
      reference: placementCases.reference,
      customerName: users.name,
      lines: caseFees.lines,
      paidCents: sql<number>`(select coalesce(sum(d.amount_cents), 0) from money_documents d
        where d.case_id = "case_fees"."case_id" and d.kind = 'receipt'
        and not exists (select 1 from money_documents v where v.voids_document_id = d.id))`.mapWith(
        Number,
      ),
    })
    .from(caseFees)
    .innerJoin(placementCases, eq(placementCases.id, caseFees.caseId))
    .innerJoin(users, eq(users.id, placementCases.customerId))
    .orderBy(asc(placementCases.reference));
}
