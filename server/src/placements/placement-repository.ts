import {
  ENDED_STAGES,
  HOLDING_STAGES,
  type PlacementStage,
} from "@maids/contract/placement-stages.ts";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import {
  interviewRequests,
  maidDetails,
  maids,
  medicalExaminations,
  placementCandidates,
  placementCases,
  placementEvents,
  placementReferenceCounters,
  users,
} from "../db/schema.ts";
import { canOwnCases } from "../users/user-repository.ts";

export type PlacementCaseRow = typeof placementCases.$inferSelect;
export type NewPlacementCase = Omit<
  typeof placementCases.$inferInsert,
  "id" | "reference" | "version" | "createdAt" | "updatedAt"
>;
/** The columns a case's change may set. */
export type PlacementCaseChange = Partial<
  Omit<PlacementCaseRow, "id" | "reference" | "customerId" | "version" | "createdAt" | "updatedAt">
>;

const owners = alias(users, "owner");
const customers = alias(users, "customer");

const helperColumns = {
  id: maids.id,
  name: maids.name,
  photoKey: maids.photoKey,
  country: maids.country,
};

/** The next reference of `year`, e.g. PL-2026-0042: numbers never repeat, even across processes. */
export async function nextReference(db: Db, year: number): Promise<string> {
  const [row] = await db
    .insert(placementReferenceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: placementReferenceCounters.year,
      set: { last: sql`${placementReferenceCounters.last} + 1` },
    })
    .returning({ last: placementReferenceCounters.last });
  if (!row) throw new Error("reference counter upsert returned no row");
  return `PL-${year}-${String(row.last).padStart(4, "0")}`;
}

export async function insertCase(
  db: Db,
  values: NewPlacementCase & { reference: string },
): Promise<PlacementCaseRow> {
  const [row] = await db.insert(placementCases).values(values).returning();
  if (!row) throw new Error("case insert returned no row");
  return row;
}

/** The case, locked until the transaction ends, so two changes to it happen one after another. */
export async function lockCase(db: Db, id: number): Promise<PlacementCaseRow | null> {
  const [row] = await db
    .select()
    .from(placementCases)
    .where(eq(placementCases.id, id))
    .for("update");
  return row ?? null;
}

/** Applies `change` and raises the version. */
export async function updateCase(
  db: Db,
  id: number,
  change: PlacementCaseChange,
): Promise<PlacementCaseRow> {
  const [row] = await db
    .update(placementCases)
    .set({ ...change, version: sql`${placementCases.version} + 1`, updatedAt: sql`now()` })
    .where(eq(placementCases.id, id))
    .returning();
  if (!row) throw new Error("case update found no row");
  return row;
}

export async function insertEvent(
  db: Db,
  event: Omit<typeof placementEvents.$inferInsert, "id" | "recordedAt"> & { actorUserId: number },
): Promise<void> {
  await db.insert(placementEvents).values(event);
}

export async function insertExamination(
  db: Db,
  examination: Omit<typeof medicalExaminations.$inferInsert, "id" | "recordedAt">,
): Promise<number> {
  const [row] = await db
    .insert(medicalExaminations)
    .values(examination)
    .returning({ id: medicalExaminations.id });
  if (!row) throw new Error("examination insert returned no row");
  return row.id;
}

/** The helper's examinations from every case, newest first. */
export function listExaminations(db: Db, maidId: number) {
  return db
    .select({
      id: medicalExaminations.id,
      caseId: medicalExaminations.caseId,
      kind: medicalExaminations.kind,
      examinedOn: medicalExaminations.examinedOn,
      clinic: medicalExaminations.clinic,
      result: medicalExaminations.result,
      recordedAt: medicalExaminations.recordedAt,
      caseReference: placementCases.reference,
      recordedBy: { id: users.id, name: users.name },
    })
    .from(medicalExaminations)
    .leftJoin(placementCases, eq(placementCases.id, medicalExaminations.caseId))
    .leftJoin(users, eq(users.id, medicalExaminations.recordedByUserId))
    .where(eq(medicalExaminations.maidId, maidId))
    .orderBy(desc(medicalExaminations.examinedOn), desc(medicalExaminations.id));
}

/** The examinations of several helpers, newest first: what their cases' dates are read from. */
export function listExaminationsOf(db: Db, maidIds: number[]) {
  if (maidIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      maidId: medicalExaminations.maidId,
      caseId: medicalExaminations.caseId,
      kind: medicalExaminations.kind,
      examinedOn: medicalExaminations.examinedOn,
      result: medicalExaminations.result,
    })
    .from(medicalExaminations)
    .where(inArray(medicalExaminations.maidId, maidIds))
    .orderBy(desc(medicalExaminations.examinedOn), desc(medicalExaminations.id));
}

/** The date of the case's latest stage, and that stage: what a new stage may not precede. */
export async function findLatestStageEvent(db: Db, caseId: number) {
  const [row] = await db
    .select({ stage: placementEvents.stage, happenedOn: placementEvents.happenedOn })
    .from(placementEvents)
    .where(and(eq(placementEvents.caseId, caseId), eq(placementEvents.type, "stage")))
    .orderBy(desc(placementEvents.id))
    .limit(1);
  return row?.stage ? { stage: row.stage, happenedOn: row.happenedOn } : null;
}

export async function insertCandidate(db: Db, caseId: number, maidId: number): Promise<void> {
  await db.insert(placementCandidates).values({ caseId, maidId }).onConflictDoNothing();
}

/**
 * Marks the helper as held by the case, only if no case holds her: false when another does.
 * On PostgreSQL a second transaction waits on the row's lock and then finds her held.
 */
export async function holdHelper(db: Db, maidId: number, caseId: number): Promise<boolean> {
  const rows = await db
    .update(maids)
    .set({ heldByCaseId: caseId, updatedAt: sql`now()` })
    .where(and(eq(maids.id, maidId), isNull(maids.heldByCaseId)))
    .returning({ id: maids.id });
  return rows.length === 1;
}

/** Ends the case's hold on the helper and applies `change` to her record at the same time. */
export async function releaseHelper(
  db: Db,
  maidId: number,
  caseId: number,
  change: { isActive?: boolean; isEmployed?: boolean } = {},
): Promise<void> {
  await db
    .update(maids)
    .set({
      heldByCaseId: null,
      ...change,
      // An edit made while her record changed here must not put it back (409 instead).
      ...(Object.keys(change).length > 0 && { version: sql`${maids.version} + 1` }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(maids.id, maidId), eq(maids.heldByCaseId, caseId)));
}

export async function markHelperEmployed(db: Db, maidId: number): Promise<void> {
  await db
    .update(maids)
    .set({ isEmployed: true, version: sql`${maids.version} + 1`, updatedAt: sql`now()` })
    .where(eq(maids.id, maidId));
}

/**
 * The expiry of the permit she works under today, when a case of ours recorded it: the latest
 * case that let her go to a transfer (ended "transferred", or released as offered for one).
 */
export async function findCurrentPermitExpiry(db: Db, maidId: number): Promise<string | null> {
  const [row] = await db
    .select({ permitExpiry: placementCases.permitExpiry })
    .from(placementCases)
    .where(
      and(
        eq(placementCases.maidId, maidId),
        isNotNull(placementCases.permitExpiry),
        or(
          eq(placementCases.stage, "transferred"),
          eq(placementCases.releaseKind, "transfer_offered"),
        ),
      ),
    )
    .orderBy(desc(placementCases.id))
    .limit(1);
  return row?.permitExpiry ?? null;
}

/** The case holding the helper, if any: its reference and stage (ended: awaiting her release). */
export async function findHoldingCase(db: Db, maidId: number) {
  const [row] = await db
    .select({ reference: placementCases.reference, stage: placementCases.stage })
    .from(maids)
    .innerJoin(placementCases, eq(placementCases.id, maids.heldByCaseId))
    .where(eq(maids.id, maidId));
  return row ?? null;
}

export async function findHelperForCase(db: Db, maidId: number) {
  const [row] = await db
    .select({
      ...helperColumns,
      isActive: maids.isActive,
      isEmployed: maids.isEmployed,
      heldByCaseId: maids.heldByCaseId,
      dateOfBirth: maids.dateOfBirth,
      passportExpiry: maids.passportExpiry,
      highestEducation: maidDetails.highestEducation,
      restDays: maidDetails.restDays,
    })
    .from(maids)
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(eq(maids.id, maidId));
  return row ?? null;
}

/** A case with its parties, as one row. */
export async function findCaseWithParties(db: Db, id: number) {
  const [row] = await db
    .select({
      placement: placementCases,
      customer: { id: customers.id, name: customers.name, email: customers.email },
      owner: {
        id: owners.id,
        name: owners.name,
        eaRegistrationNumber: owners.eaRegistrationNumber,
        phone: owners.phone,
      },
      helper: {
        ...helperColumns,
        passportExpiry: maids.passportExpiry,
        dateOfBirth: maids.dateOfBirth,
        heldByCaseId: maids.heldByCaseId,
      },
      helperEducation: maidDetails.highestEducation,
      helperRestDays: maidDetails.restDays,
    })
    .from(placementCases)
    .innerJoin(customers, eq(customers.id, placementCases.customerId))
    .innerJoin(owners, eq(owners.id, placementCases.ownerId))
    .leftJoin(maids, eq(maids.id, placementCases.maidId))
    .leftJoin(maidDetails, eq(maidDetails.maidId, placementCases.maidId))
    .where(eq(placementCases.id, id));
  if (!row) return null;
  return { ...row, helper: row.helper?.id == null ? null : row.helper };
}

/** A case by its id (staff), or by its reference among one family's own cases. */
export type CaseLookup = { id: number } | { reference: string; customerId: number };

/** The case's id, reference and family, or null when there is no such case (for that family). */
export async function findCaseRef(db: Db, where: CaseLookup) {
  const condition =
    "id" in where
      ? eq(placementCases.id, where.id)
      : and(
          eq(placementCases.reference, where.reference),
          eq(placementCases.customerId, where.customerId),
        );
  const [row] = await db
    .select({
      id: placementCases.id,
      reference: placementCases.reference,
      customerId: placementCases.customerId,
    })
    .from(placementCases)
    .where(condition);
  return row ?? null;
}

/** The reference of case `caseId`, or null. */
export function findCaseReferenceById(db: Db, caseId: number) {
  return findCaseReference(db, eq(placementCases.id, caseId));
}

async function findCaseReference(db: Db, where: SQL) {
  const [row] = await db
    .select({ id: placementCases.id, reference: placementCases.reference })
    .from(placementCases)
    .where(where)
    .orderBy(desc(placementCases.id))
    .limit(1);
  return row ?? null;
}

export function listEvents(db: Db, caseId: number) {
  return (
    db
      .select({
        id: placementEvents.id,
        type: placementEvents.type,
        stage: placementEvents.stage,
        happenedOn: placementEvents.happenedOn,
        recordedAt: placementEvents.recordedAt,
        note: placementEvents.note,
        correctedField: placementEvents.correctedField,
        correctedFrom: placementEvents.correctedFrom,
        correctedTo: placementEvents.correctedTo,
        actor: { id: users.id, name: users.name },
        examination: {
          id: medicalExaminations.id,
          kind: medicalExaminations.kind,
          examinedOn: medicalExaminations.examinedOn,
          clinic: medicalExaminations.clinic,
          result: medicalExaminations.result,
        },
      })
      .from(placementEvents)
      .leftJoin(users, eq(users.id, placementEvents.actorUserId))
      .leftJoin(medicalExaminations, eq(medicalExaminations.id, placementEvents.examinationId))
      .where(eq(placementEvents.caseId, caseId))
      // By the day it happened: an examination recorded late takes its place among the moves.
      .orderBy(asc(placementEvents.happenedOn), asc(placementEvents.id))
  );
}

export function listCandidates(db: Db, caseId: number) {
  return db
    .select(helperColumns)
    .from(placementCandidates)
    .innerJoin(maids, eq(maids.id, placementCandidates.maidId))
    .where(eq(placementCandidates.caseId, caseId))
    .orderBy(asc(placementCandidates.createdAt), asc(maids.id));
}

export interface CaseFilter {
  ownerId?: number;
  stage?: PlacementStage;
  customerId?: number;
  maidId?: number;
  active?: boolean;
}

function filterConditions(filter: CaseFilter, withStage: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ownerId !== undefined) conditions.push(eq(placementCases.ownerId, filter.ownerId));
  if (filter.customerId !== undefined) {
    conditions.push(eq(placementCases.customerId, filter.customerId));
  }
  if (filter.maidId !== undefined) conditions.push(eq(placementCases.maidId, filter.maidId));
  if (filter.active !== undefined) {
    conditions.push(
      filter.active
        ? notInArray(placementCases.stage, [...ENDED_STAGES])
        : inArray(placementCases.stage, [...ENDED_STAGES]),
    );
  }
  if (withStage && filter.stage) conditions.push(eq(placementCases.stage, filter.stage));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const summaryColumns = {
  placement: placementCases,
  customer: { id: customers.id, name: customers.name },
  owner: { id: owners.id, name: owners.name },
  helper: { ...helperColumns, passportExpiry: maids.passportExpiry },
};

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(placementCases)
    .innerJoin(customers, eq(customers.id, placementCases.customerId))
    .innerJoin(owners, eq(owners.id, placementCases.ownerId))
    .leftJoin(maids, eq(maids.id, placementCases.maidId));

/** A page of cases, most recently changed first, with the total and the count in each stage. */
export async function listCasePage(
  db: Db,
  filter: CaseFilter,
  page: { offset: number; limit: number },
) {
  const where = filterConditions(filter, true);
  const [rows, [totals], stageCounts] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(placementCases.updatedAt), desc(placementCases.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(placementCases).where(where),
    countCasesByStage(db, filter),
  ]);
  return { rows, total: totals?.total ?? 0, stageCounts };
}
export type CaseSummaryRow = Awaited<ReturnType<typeof listCasePage>>["rows"][number];

/** Cases in each stage among those the filter names (its stage left out). */
export function countCasesByStage(db: Db, filter: CaseFilter) {
  return db
    .select({ stage: placementCases.stage, cases: count() })
    .from(placementCases)
    .where(filterConditions(filter, false))
    .groupBy(placementCases.stage);
}

/** Cases holding a helper (the ones with dates to keep), for the dashboard's due dates. */
export function listHoldingCases(db: Db, ownerId: number | undefined) {
  const holding = inArray(placementCases.stage, [...HOLDING_STAGES]);
  return db
    .select({ ...summaryColumns, customerEmail: customers.email })
    .from(placementCases)
    .innerJoin(customers, eq(customers.id, placementCases.customerId))
    .innerJoin(owners, eq(owners.id, placementCases.ownerId))
    .leftJoin(maids, eq(maids.id, placementCases.maidId))
    .where(ownerId === undefined ? holding : and(holding, eq(placementCases.ownerId, ownerId)));
}

/** Interview requests that joined no case (made before placement cases existed), newest first. */
export function listUnlinkedInterviewRequests(db: Db, limit: number) {
  return db
    .select({
      id: interviewRequests.id,
      requestedAt: interviewRequests.createdAt,
      customer: { id: users.id, name: users.name },
      helper: helperColumns,
    })
    .from(interviewRequests)
    .innerJoin(users, eq(users.id, interviewRequests.userId))
    .innerJoin(maids, eq(maids.id, interviewRequests.maidId))
    .where(isNull(interviewRequests.caseId))
    .orderBy(desc(interviewRequests.createdAt), desc(interviewRequests.id))
    .limit(limit);
}

export async function linkInterviewRequest(
  db: Db,
  customerId: number,
  maidId: number,
  caseId: number,
): Promise<void> {
  await db
    .update(interviewRequests)
    .set({ caseId })
    .where(
      and(
        eq(interviewRequests.userId, customerId),
        eq(interviewRequests.maidId, maidId),
        isNull(interviewRequests.caseId),
      ),
    );
}

/**
 * The family's open enquiry (enquiry or interviewing), the newest, locked for the change. The
 * family's account row is locked first, so two requests at once join one enquiry.
 */
export async function lockOpenEnquiry(db: Db, customerId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for("update");
  const [row] = await db
    .select()
    .from(placementCases)
    .where(
      and(
        eq(placementCases.customerId, customerId),
        inArray(placementCases.stage, ["enquiry", "interviewing"]),
      ),
    )
    .orderBy(desc(placementCases.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** The staff member a new enquiry goes to: the family's last case owner, else the least busy. */
export async function defaultOwnerFor(db: Db, customerId: number): Promise<number | null> {
  const [previous] = await db
    .select({ ownerId: placementCases.ownerId })
    .from(placementCases)
    .innerJoin(users, and(eq(users.id, placementCases.ownerId), canOwnCases))
    .where(eq(placementCases.customerId, customerId))
    .orderBy(desc(placementCases.id))
    .limit(1);
  if (previous) return previous.ownerId;
  const openCases = sql<number>`count(${placementCases.id})`;
  const [leastBusy] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(
      placementCases,
      and(
        eq(placementCases.ownerId, users.id),
        notInArray(placementCases.stage, [...ENDED_STAGES]),
      ),
    )
    .where(canOwnCases)
    .groupBy(users.id)
    .orderBy(asc(openCases), asc(users.id))
    .limit(1);
  return leastBusy?.id ?? null;
}

/** A family's cases, newest first, with their helper and owner. */
export function listCustomerCases(db: Db, customerId: number) {
  return db
    .select({
      ...summaryColumns,
      owner: { id: owners.id, name: owners.name, phone: owners.phone },
    })
    .from(placementCases)
    .innerJoin(customers, eq(customers.id, placementCases.customerId))
    .innerJoin(owners, eq(owners.id, placementCases.ownerId))
    .leftJoin(maids, eq(maids.id, placementCases.maidId))
    .where(eq(placementCases.customerId, customerId))
    .orderBy(desc(placementCases.id));
}

/** The stage events of several cases: when each stage was entered. */
export function listStageEvents(db: Db, caseIds: number[]) {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      caseId: placementEvents.caseId,
      stage: placementEvents.stage,
      happenedOn: placementEvents.happenedOn,
    })
    .from(placementEvents)
    .where(and(inArray(placementEvents.caseId, caseIds), eq(placementEvents.type, "stage")))
    .orderBy(asc(placementEvents.id));
}

/** The case that replaced this one, if any. */
export function findReplacement(db: Db, caseId: number) {
  return findCaseReference(db, eq(placementCases.replacesCaseId, caseId));
}

/** Whether any case names the helper as its selected helper (her record must then stay). */
export async function helperHasCases(db: Db, maidId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: placementCases.id })
    .from(placementCases)
    .where(eq(placementCases.maidId, maidId))
    .limit(1);
  return row !== undefined;
}

/** The cases a staff member owns that have not ended, locked until the transaction ends. */
export function lockOpenCasesOf(tx: Db, ownerId: number) {
  return tx
    .select({ id: placementCases.id })
    .from(placementCases)
    .where(openCasesOf(ownerId))
    .orderBy(asc(placementCases.id))
    .for("update");
}

const openCasesOf = (ownerId: number) =>
  and(eq(placementCases.ownerId, ownerId), notInArray(placementCases.stage, [...ENDED_STAGES]));
