/**
 * helper-accounts/: a helper's own account (docs/product.md#helpers-own-accounts): the profile
 * she fills, its review by staff, her consent, her answers to interview requests, and
 * everyone's requests about their personal data.
 */
import type { HelperPageLanguage, HelperProfileStatus } from "@maids/contract/helper-accounts.ts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { helperProfiles, maids, users } from "../db/schema.ts";

export type HelperProfileRow = typeof helperProfiles.$inferSelect;

export interface HelperProfileRecord {
  profile: HelperProfileRow;
  account: { id: number; name: string; email: string };
  /** Her record in the catalogue, once accepted. */
  helper: { id: number; isActive: boolean; photoKey: string | null } | null;
}

const recordColumns = {
  profile: helperProfiles,
  account: { id: users.id, name: users.name, email: users.email },
  helperId: maids.id,
  helperActive: maids.isActive,
  helperPhotoKey: maids.photoKey,
};

type RecordRow = {
  profile: HelperProfileRow;
  account: HelperProfileRecord["account"];
  helperId: number | null;
  helperActive: boolean | null;
  helperPhotoKey: string | null;
};

const toRecord = (row: RecordRow): HelperProfileRecord => ({
  profile: row.profile,
  account: row.account,
  helper:
    row.helperId === null
      ? null
      : { id: row.helperId, isActive: row.helperActive ?? false, photoKey: row.helperPhotoKey },
});

const selectRecords = (db: Db) =>
  db
    .select(recordColumns)
    .from(helperProfiles)
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .leftJoin(maids, eq(maids.accountUserId, helperProfiles.userId));

/** Her profile, made empty the first time it is asked for; locked for a change when `forUpdate`. */
export async function profileOf(
  db: Db,
  userId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<HelperProfileRecord> {
  await db.insert(helperProfiles).values({ userId }).onConflictDoNothing();
  const query = selectRecords(db).where(eq(helperProfiles.userId, userId)).$dynamic();
  const [row] = await (forUpdate ? query.for("update", { of: helperProfiles }) : query);
  if (!row) throw new Error(`no helper profile for user ${userId}`);
  return toRecord(row);
}

/** A helper account's profile for staff, or null when the user is no helper account. */
export async function findProfileOfHelperAccount(
  db: Db,
  userId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<HelperProfileRecord | null> {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (account?.role !== "helper") return null;
  return profileOf(db, userId, { forUpdate });
}

export async function updateProfile(
  db: Db,
  userId: number,
  changes: Partial<
    Pick<
      HelperProfileRow,
      | "data"
      | "photoKey"
      | "status"
      | "staffNote"
      | "submittedAt"
      | "reviewedAt"
      | "reviewedBy"
      | "consentGivenAt"
      | "consentWithdrawnAt"
      | "language"
    >
  >,
): Promise<void> {
  await db
    .update(helperProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(helperProfiles.userId, userId));
}

/** Profiles for staff, in a status or all: those sent for review first, oldest first. */
export async function listProfiles(
  db: Db,
  status?: HelperProfileStatus,
): Promise<HelperProfileRecord[]> {
  const rows = await selectRecords(db)
    .where(status ? eq(helperProfiles.status, status) : undefined)
    .orderBy(
      sql`${helperProfiles.status} = 'submitted' desc`,
      asc(helperProfiles.submittedAt),
      desc(helperProfiles.updatedAt),
    )
    .limit(500);
  return rows.map(toRecord);
}

/** Whether a photo key is this helper account's own photo (her profile's or her record's). */
export async function ownsPhoto(db: Db, userId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: helperProfiles.userId })
    .from(helperProfiles)
    .leftJoin(maids, eq(maids.accountUserId, helperProfiles.userId))
    .where(
      and(
        eq(helperProfiles.userId, userId),
        sql`(${helperProfiles.photoKey} = ${key} or ${maids.photoKey} = ${key})`,
      ),
    );
  return row !== undefined;
}

export async function setLanguage(db: Db, userId: number, language: HelperPageLanguage) {
  await db
    .insert(helperProfiles)
    .values({ userId, language })
    .onConflictDoUpdate({
      target: helperProfiles.userId,
      set: { language, updatedAt: new Date() },
    });
}

/** Links her account to a helper record. */
export async function linkHelperRecord(db: Db, helperId: number, userId: number) {
  await db.update(maids).set({ accountUserId: userId }).where(eq(maids.id, helperId));
}

/** Takes her record off the public site (consent withdrawn); true when it was shown. */
export async function unpublishHelperOf(db: Db, userId: number): Promise<boolean> {
  const changed = await db
    .update(maids)
    .set({ isActive: false, version: sql`${maids.version} + 1`, updatedAt: new Date() })
    .where(and(eq(maids.accountUserId, userId), eq(maids.isActive, true)))
    .returning({ id: maids.id });
  return changed.length > 0;
}
