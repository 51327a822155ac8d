/** What loading the demo data reads and writes besides helpers, suppliers and cases. */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  appMeta,
  helperImportChanges,
  helperImports,
  helperProfiles,
  interviewRequests,
  maids,
  suppliers,
  type UserRole,
  users,
} from "../db/schema.ts";
import { canOwnCases } from "../users/user-repository.ts";

const LOADED_KEY = "demo_data_loaded_at";
/** Any fixed number: keeps two processes from loading demo data at once. */
const DEMO_LOCK_ID = 4_242_002;

/** Waits for any other process loading demo data; held until the transaction `tx` ends. */
export async function lockDemoLoading(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_ID})`);
}

export async function isDemoDataLoaded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, LOADED_KEY));
  return rows.length > 0;
}

export async function markDemoDataLoaded(tx: Db): Promise<void> {
  await tx.insert(appMeta).values({ key: LOADED_KEY, value: new Date().toISOString() });
}

/** Inserts the accounts whose email is not taken yet; returns those inserted. */
export function insertDemoAccounts(
  tx: Db,
  accounts: { name: string; email: string; passwordHash: string; role: UserRole }[],
) {
  return tx
    .insert(users)
    .values(accounts)
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name });
}

/** Every staff member who may own cases, oldest first. */
export async function listCaseOwnerIds(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(canOwnCases)
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

export async function insertDemoInterviewRequest(
  tx: Db,
  userId: number,
  maidId: number,
  caseId: number | null = null,
) {
  await tx.insert(interviewRequests).values({ userId, maidId, caseId });
}

/** A public helper (active, held by no case) from this country, the oldest. */
export async function findPublicHelperFrom(tx: Db, country: string) {
  const [row] = await tx
    .select()
    .from(maids)
    .where(and(eq(maids.country, country), eq(maids.isActive, true), isNull(maids.heldByCaseId)))
    .orderBy(asc(maids.id))
    .limit(1);
  return row ?? null;
}

/** Her account, linked to her record, with the profile she sent for review. */
export async function insertDemoHelperAccount(
  tx: Db,
  account: { name: string; email: string; passwordHash: string },
  helperId: number,
  profile: Omit<typeof helperProfiles.$inferInsert, "userId">,
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({ ...account, role: "helper" })
    .returning({ id: users.id });
  if (!user) throw new Error("the demo helper account was not created");
  await tx.update(maids).set({ accountUserId: user.id }).where(eq(maids.id, helperId));
  await tx.insert(helperProfiles).values({ ...profile, userId: user.id });
  return user.id;
}

export async function setHelperEmployment(
  tx: Db,
  maidId: number,
  state: { isEmployed: boolean; isActive?: boolean },
) {
  await tx
    .update(maids)
    .set({ ...state, version: sql`${maids.version} + 1` })
    .where(eq(maids.id, maidId));
}

/**
 * A partner's file, committed, whose helpers wait unpublished for staff to review: the import
 * the helper list's "Import helpers" dialog shows with "Publish the helpers that pass".
 */
export async function insertDemoImport(
  tx: Db,
  { maidIds, createdBy, fileName }: { maidIds: number[]; createdBy: number; fileName: string },
) {
  await tx.update(maids).set({ isActive: false }).where(inArray(maids.id, maidIds));
  const supplierRows = await tx
    .selectDistinct({ name: suppliers.name })
    .from(maids)
    .innerJoin(suppliers, eq(suppliers.id, maids.supplierId))
    .where(inArray(maids.id, maidIds));
  const rows = maidIds.length;
  const [created] = await tx
    .insert(helperImports)
    .values({
      fileName,
      status: "committed",
      progressDone: rows,
      progressTotal: rows,
      suppliers: supplierRows.map((row) => row.name),
      preview: {
        rows,
        valid: rows,
        withPhoto: rows,
        problems: [],
        duplicates: [],
        newSuppliers: [],
        warnings: [],
        rowWarnings: [],
      },
      choices: { duplicates: "skip", newSuppliers: "create" },
      result: { created: rows, updated: 0, skipped: 0 },
      committedAt: sql`now()`,
      createdBy,
    })
    .returning({ id: helperImports.id });
  if (!created) throw new Error("demo import insert returned no row");
  await tx
    .insert(helperImportChanges)
    .values(maidIds.map((maidId) => ({ importId: created.id, maidId, action: "created" })));
}
