import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { employmentEntries, maidDetails, maids } from "../db/schema.ts";

export type MaidRow = typeof maids.$inferSelect;
export type MaidDetailsRow = typeof maidDetails.$inferSelect;
export type EmploymentRow = typeof employmentEntries.$inferSelect;

export interface MaidWithDetails {
  maid: MaidRow;
  details: MaidDetailsRow | null;
}

export interface MaidProfileRecord extends MaidWithDetails {
  employment: EmploymentRow[];
}

const isPublic = eq(maids.isActive, true);

const selectWithDetails = (db: Db) =>
  db
    .select({ maid: maids, details: maidDetails })
    .from(maids)
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id));

/** A page of active helpers, newest first, with the total over all pages. */
export async function listActiveMaids(db: Db, page: { offset: number; limit: number }) {
  const [rows, [totals]] = await Promise.all([
    selectWithDetails(db)
      .where(isPublic)
      .orderBy(desc(maids.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(maids).where(isPublic),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Available helpers with the best language ratings, for the landing page. */
export function listTopMaids(db: Db, limit: number): Promise<MaidWithDetails[]> {
  const ratingSum = sql`coalesce(${maidDetails.englishRating}, 0) + coalesce(${maidDetails.chineseRating}, 0) + coalesce(${maidDetails.dialectRating}, 0)`;
  return selectWithDetails(db)
    .where(and(isPublic, eq(maids.isEmployed, false)))
    .orderBy(desc(ratingSum), asc(maids.id))
    .limit(limit);
}

export async function findActiveMaidProfile(db: Db, id: number): Promise<MaidProfileRecord | null> {
  const [row] = await selectWithDetails(db).where(and(isPublic, eq(maids.id, id)));
  if (!row) return null;
  const employment = await db
    .select()
    .from(employmentEntries)
    .where(eq(employmentEntries.maidId, id))
    .orderBy(asc(employmentEntries.position));
  return { ...row, employment };
}

/** A helper as written by the demo loader and, later, the admin forms. */
export interface NewMaid {
  name: string;
  photoKey: string | null;
  country: string;
  dateOfBirth: string;
  heightCm: number;
  weightKg: number;
  salary: number;
  loan: number;
  skills: string[];
  languages: string[];
  types: string[];
  isActive: boolean;
  isEmployed: boolean;
  supplier: string;
  maritalStatus: string;
  numChildren: number;
  religion: string;
  details: Omit<MaidDetailsRow, "maidId" | "religion">;
  employment: Omit<EmploymentRow, "id" | "maidId" | "position">[];
}

/** Inserts a helper with its details and employment entries; call inside a transaction. */
export async function insertMaid(
  db: Db,
  { details, employment, ...maid }: NewMaid,
): Promise<number> {
  const [inserted] = await db.insert(maids).values(maid).returning({ id: maids.id });
  if (!inserted) throw new Error("insert into maids returned no row");
  await db.insert(maidDetails).values({ ...details, religion: maid.religion, maidId: inserted.id });
  if (employment.length > 0) {
    await db
      .insert(employmentEntries)
      .values(employment.map((entry, position) => ({ ...entry, maidId: inserted.id, position })));
  }
  return inserted.id;
}
