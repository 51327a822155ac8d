/**
 * maids/: helper queries shared by the catalogue, favourites, recommendations and admin,
 * and their API shapes (helper-serializer.ts).
 */

import type { AdminBiodata } from "@maids/contract/biodata.ts";
import type { CatalogueFilters } from "@maids/contract/catalogue-filters.ts";
import { spokenLanguagesOf } from "@maids/contract/enums.ts";
import type { EmploymentEntry } from "@maids/contract/helper.ts";
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import {
  employmentEntries,
  helperProfiles,
  maidDetails,
  maids,
  placementCases,
  suppliers,
} from "../db/schema.ts";
import type { HelperFieldColumns } from "./helper-field-columns.ts";

export type HelperRow = typeof maids.$inferSelect;
/** A helper's details without her biodata, which only single-helper answers read (biodata/). */
type HelperDetailsRow = Omit<typeof maidDetails.$inferSelect, "biodata">;
type EmploymentRow = typeof employmentEntries.$inferSelect;

export interface HelperWithDetails {
  maid: HelperRow;
  details: HelperDetailsRow | null;
}

export interface HelperProfileRecord extends HelperWithDetails {
  employment: EmploymentRow[];
}

/** A stored helper as administrators read her: her profile and her supplier (answered as the contract's `AdminHelperRecord`). */
export interface StoredHelperRecord extends HelperProfileRecord {
  supplier: { id: number; name: string };
}

/**
 * A helper the public site shows: active, and not held by a placement case (docs/product.md#placements).
 * The catalogue's version trigger on `maids` sees both columns change.
 */
export const isPublicHelper = and(eq(maids.isActive, true), isNull(maids.heldByCaseId)) as SQL;
const isPublic = isPublicHelper;

const { biodata: _biodata, ...detailsWithoutBiodata } = getTableColumns(maidDetails);
/** The columns of maid_details that lists read: all but the biodata. */
const helperDetailsColumns = detailsWithoutBiodata;

const selectWithDetails = (db: Db) =>
  db
    .select({ maid: maids, details: helperDetailsColumns })
    .from(maids)
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id));

/**
 * The YYYY-MM-DD date `years` before `today` (a day), the day clamped to the month's
 * length: the boundary that ageFromDob (contract/derived.ts) uses for birthdays.
 */
export function dateYearsBefore(today: string, years: number): string {
  const [thisYear, month, thisDay] = today.split("-").map(Number) as [number, number, number];
  const year = thisYear - years;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1, Math.min(thisDay, lastDay))).toISOString().slice(0, 10);
}

/** SQL conditions for the catalogue filters: AND across groups, any-of within a list. */
export function catalogueConditions(filters: CatalogueFilters, today = singaporeToday()): SQL[] {
  const conditions: SQL[] = [];
  const { country, skills, languages, types, salaryMin, salaryMax, ageMin, ageMax, availableBy } =
    filters;
  if (country?.length) conditions.push(inArray(maids.country, country));
  if (skills?.length) conditions.push(arrayOverlaps(maids.skills, skills));
  if (languages?.length) {
    conditions.push(arrayOverlaps(maids.languages, spokenLanguagesOf(languages)));
  }
  if (types?.length) conditions.push(arrayOverlaps(maids.types, types));
  if (salaryMin !== undefined) conditions.push(gte(maids.salary, salaryMin));
  if (salaryMax !== undefined) conditions.push(lte(maids.salary, salaryMax));
  // Aged at least ageMin: born on or before the day ageMin years ago.
  if (ageMin !== undefined) conditions.push(lte(maids.dateOfBirth, dateYearsBefore(today, ageMin)));
  // Aged at most ageMax: born after the day ageMax + 1 years ago.
  if (ageMax !== undefined) {
    conditions.push(gt(maids.dateOfBirth, dateYearsBefore(today, ageMax + 1)));
  }
  // Can start by that day: no available-from day (she can start now), or one on or before it.
  if (availableBy !== undefined) {
    conditions.push(or(isNull(maids.availableFrom), lte(maids.availableFrom, availableBy)) as SQL);
  }
  return conditions;
}

/** Active helpers matching the filters (and at or below `atOrBelowId`, when given). */
const matching = (filters: CatalogueFilters, atOrBelowId?: number) =>
  and(
    isPublic,
    ...catalogueConditions(filters),
    atOrBelowId === undefined ? undefined : lte(maids.id, atOrBelowId),
  );

/** The ids of a stretch of the matching helpers, newest first. */
const matchingIds = (
  db: Db,
  filters: CatalogueFilters,
  page: { offset: number; limit: number; atOrBelowId?: number },
) =>
  db
    .select({ id: maids.id })
    .from(maids)
    .where(matching(filters, page.atOrBelowId))
    .orderBy(desc(maids.id))
    .limit(page.limit)
    .offset(page.offset);

/**
 * A page of active helpers matching the filters, newest first. The page's ids are found
 * first, from the index on (is_active, id) alone when there are no filters, so a deep page
 * skips index entries, not joined rows (ADR 0022); then only those helpers are read.
 */
export function listActiveHelpersPage(
  db: Db,
  filters: CatalogueFilters,
  page: { offset: number; limit: number; atOrBelowId?: number },
): Promise<HelperWithDetails[]> {
  return selectWithDetails(db)
    .where(inArray(maids.id, matchingIds(db, filters, page)))
    .orderBy(desc(maids.id));
}

/**
 * The id of the active helper at `rank` (0-based, newest first) among those matching the
 * filters, or null past the last: a deep page starts from it (catalogue/catalogue-pages.ts).
 */
export async function findCatalogueIdAtRank(
  db: Db,
  filters: CatalogueFilters,
  rank: number,
): Promise<number | null> {
  const [row] = await matchingIds(db, filters, { offset: rank, limit: 1 });
  return row?.id ?? null;
}

/** How many active helpers match the filters. */
export async function countActiveHelpers(db: Db, filters: CatalogueFilters): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(maids).where(matching(filters));
  return totals?.total ?? 0;
}

/** The same text for the same filters, whatever the order of a list's items. */
export function catalogueFiltersKey(filters: CatalogueFilters): string {
  const { country, skills, languages, types, salaryMin, salaryMax, ageMin, ageMax, availableBy } =
    filters;
  const sorted = (list?: readonly string[]) => (list?.length ? [...list].sort() : undefined);
  return JSON.stringify({
    country: sorted(country),
    skills: sorted(skills),
    languages: sorted(languages),
    types: sorted(types),
    salaryMin,
    salaryMax,
    ageMin,
    ageMax,
    availableBy,
  });
}

/** The ids among `ids` that name no helper, active or not. */
export async function unknownHelperIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: maids.id }).from(maids).where(inArray(maids.id, ids));
  const known = new Set(found.map(({ id }) => id));
  return ids.filter((id) => !known.has(id));
}

export async function isActiveHelper(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: maids.id })
    .from(maids)
    .where(and(isPublic, eq(maids.id, id)));
  return row !== undefined;
}

/** Available helpers with the best language ratings, for the landing page. */
export function listTopHelpers(db: Db, limit: number): Promise<HelperWithDetails[]> {
  const ratingSum = sql`coalesce(${maidDetails.englishRating}, 0) + coalesce(${maidDetails.chineseRating}, 0) + coalesce(${maidDetails.dialectRating}, 0)`;
  return selectWithDetails(db)
    .where(and(isPublic, eq(maids.isEmployed, false)))
    .orderBy(desc(ratingSum), asc(maids.id))
    .limit(limit);
}

/** Who asks for a helper's profile: a signed-in account, or nobody (an anonymous visitor). */
export type ProfileViewer = { id: number; isStaff: boolean } | null;

/**
 * Whom a helper's profile shows to: everyone while she is public; while a placement case holds
 * her, her own family (the case's customer) and staff still (docs/product.md#placements).
 */
function visibleTo(viewer: ProfileViewer): SQL {
  if (viewer === null) return isPublic;
  if (viewer.isStaff) return eq(maids.isActive, true);
  return and(
    eq(maids.isActive, true),
    or(
      isNull(maids.heldByCaseId),
      sql`exists (select 1 from ${placementCases} where ${placementCases.id} = ${maids.heldByCaseId} and ${placementCases.customerId} = ${viewer.id})`,
    ),
  ) as SQL;
}

/** Her profile as `viewer` may see it (see visibleTo), or null. */
export async function findHelperProfileFor(
  db: Db,
  id: number,
  viewer: ProfileViewer,
): Promise<HelperProfileRecord | null> {
  const [row] = await selectWithDetails(db).where(and(visibleTo(viewer), eq(maids.id, id)));
  if (!row) return null;
  const employment = await db
    .select()
    .from(employmentEntries)
    .where(eq(employmentEntries.maidId, id))
    .orderBy(asc(employmentEntries.position));
  return { ...row, employment };
}

/**
 * Helpers with details, supplier and employment, active or not, newest first (the first
 * `limit` of them when given): two queries in all.
 */
export async function listHelperRecords(
  db: Db,
  where?: SQL,
  { limit }: { limit?: number } = {},
): Promise<StoredHelperRecord[]> {
  const query = db
    .select({
      maid: maids,
      details: helperDetailsColumns,
      supplier: { id: suppliers.id, name: suppliers.name },
    })
    .from(maids)
    .innerJoin(suppliers, eq(suppliers.id, maids.supplierId))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(where)
    .orderBy(desc(maids.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(employmentEntries)
    .where(
      inArray(
        employmentEntries.maidId,
        rows.map((row) => row.maid.id),
      ),
    )
    .orderBy(asc(employmentEntries.maidId), asc(employmentEntries.position));
  const byHelper = new Map<number, EmploymentRow[]>();
  for (const entry of entries) {
    const list = byHelper.get(entry.maidId) ?? [];
    list.push(entry);
    byHelper.set(entry.maidId, list);
  }
  return rows.map((row) => ({ ...row, employment: byHelper.get(row.maid.id) ?? [] }));
}

export async function findHelperRecord(db: Db, id: number): Promise<StoredHelperRecord | null> {
  const [record] = await listHelperRecords(db, eq(maids.id, id));
  return record ?? null;
}

/** A helper as written by the demo loader and, later, the admin forms. */
export type NewHelper = HelperFieldColumns & {
  photoKey: string | null;
  supplierId: number;
  /** Without biodata, the helper's reads as empty. */
  details: Omit<HelperDetailsRow, "maidId" | "religion"> & { biodata?: AdminBiodata };
  employment: NewEmployment[];
};

type EmploymentExtras = "employerType" | "feedback";
/** An employment entry to store; without employer type or feedback, those stay empty. */
type NewEmployment = Omit<EmploymentRow, "id" | "maidId" | "position" | EmploymentExtras> &
  Partial<Pick<EmploymentRow, EmploymentExtras>>;

/** The stored form of an employment entry as the API spells it. */
export function toNewEmployment(
  entry: Omit<EmploymentEntry, EmploymentExtras> & Partial<Pick<EmploymentEntry, EmploymentExtras>>,
): NewEmployment {
  return {
    country: entry.country,
    startDate: entry.startDate,
    endDate: entry.endDate,
    familyMembers: entry.noOfFamilyMember,
    mainJobScope: entry.mainJobScope,
    employerDescription: entry.employerDescription,
    reasonForLeaving: entry.reasonOfLeaving,
    employerType: entry.employerType ?? "",
    feedback: entry.feedback ?? "",
  };
}

/** Inserts a helper with its details and employment entries; call inside a transaction. */
export async function insertHelper(
  db: Db,
  { details, employment, ...maid }: NewHelper,
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

/** Whether her own account (a helper account linked to her record) withdrew its consent to be shown. */
export async function helperWithdrewConsent(db: Db, helperId: number): Promise<boolean> {
  const [row] = await db
    .select({ withdrawnAt: helperProfiles.consentWithdrawnAt })
    .from(maids)
    .innerJoin(helperProfiles, eq(helperProfiles.userId, maids.accountUserId))
    .where(eq(maids.id, helperId));
  return row?.withdrawnAt != null;
}
