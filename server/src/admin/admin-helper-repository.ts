import type { AdminHelperFilters, AdminHelperRange } from "@maids/contract/admin.ts";
import { emptyBiodata } from "@maids/contract/biodata.ts";
import { spokenLanguagesOf } from "@maids/contract/enums.ts";
import type { HelperInput } from "@maids/contract/helper-input.ts";
import {
  and,
  arrayOverlaps,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { employmentEntries, maidDetails, maids, placementCases, suppliers } from "../db/schema.ts";
import { helperFieldColumns } from "../helpers/helper-field-columns.ts";
import {
  catalogueConditions,
  type NewHelper,
  toNewEmployment,
} from "../helpers/helper-repository.ts";

/** The columns a row of the admin table shows, with the supplier's name. */
const rowColumns = {
  id: maids.id,
  name: maids.name,
  photoKey: maids.photoKey,
  country: maids.country,
  dateOfBirth: maids.dateOfBirth,
  salary: maids.salary,
  heightCm: maids.heightCm,
  weightKg: maids.weightKg,
  maritalStatus: maids.maritalStatus,
  numChildren: maids.numChildren,
  religion: maids.religion,
  isEmployed: maids.isEmployed,
  isActive: maids.isActive,
  supplierId: maids.supplierId,
  supplierName: suppliers.name,
  highestEducation: maidDetails.highestEducation,
  restDays: maidDetails.restDays,
  heldByCaseId: maids.heldByCaseId,
  heldByReference: placementCases.reference,
};

const selectHelperRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(maids)
    .innerJoin(suppliers, eq(suppliers.id, maids.supplierId))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .leftJoin(placementCases, eq(placementCases.id, maids.heldByCaseId));

export type AdminHelperRowRecord = Awaited<ReturnType<typeof selectHelperRows>>[number];

/** A page of helpers meeting every condition, newest first, with the total over all pages. */
export async function listHelperRows(
  db: Db,
  conditions: SQL[],
  page: { offset: number; limit: number },
): Promise<{ rows: AdminHelperRowRecord[]; total: number }> {
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectHelperRows(db).where(where).orderBy(desc(maids.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(maids).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Name containing the text (any case), or the id itself. */
export function helperSearchCondition(query: string): SQL | undefined {
  const text = query.trim();
  if (!text) return undefined;
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  const byName = ilike(maids.name, `%${escaped}%`);
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return id === null ? byName : or(byName, eq(maids.id, id));
}

/** The stored form of what an administrator sent, with the id of the supplier it names. */
export function toNewHelper(
  input: HelperInput,
  photoKey: string | null,
  supplierId: number,
): NewHelper {
  const { maidDetails: details, employmentDetails } = input;
  return {
    ...helperFieldColumns(input),
    photoKey,
    supplierId,
    details: {
      description: details.description,
      restDays: details.restDay,
      highestEducation: details.highestEducation,
      englishRating: details.englishRating,
      chineseRating: details.chineseRating,
      dialectRating: details.dialectRating,
      employmentHistory: details.employmentHistory,
      biodata: input.biodata ?? emptyBiodata(),
    },
    employment: employmentDetails.map(toNewEmployment),
  };
}

/** What an edit stores: the photo key only when a new photo came with it. */
export type HelperChange = Omit<NewHelper, "photoKey"> & { photoKey?: string };

/** The stored form of an edit, as `toNewHelper`, leaving the photo key alone without a new photo. */
export function toHelperChange(
  input: HelperInput,
  newPhotoKey: string | null,
  supplierId: number,
): HelperChange {
  const { photoKey: _none, ...fields } = toNewHelper(input, null, supplierId);
  return newPhotoKey ? { ...fields, photoKey: newPhotoKey } : fields;
}

/**
 * Locks a helper's row until the transaction ends and reads her photo key and version as committed last
 * (waiting for another change in progress); null when there is no such helper.
 */
export async function lockHelperForChange(
  db: Db,
  id: number,
): Promise<{ photoKey: string | null; version: number } | null> {
  const [row] = await db
    .select({ photoKey: maids.photoKey, version: maids.version })
    .from(maids)
    .where(eq(maids.id, id))
    .for("update");
  return row ?? null;
}

/** Replaces a helper's fields, details and employment entries; call inside a transaction. */
export async function updateHelper(
  db: Db,
  id: number,
  { details, employment, ...maid }: HelperChange,
): Promise<void> {
  await db
    .update(maids)
    .set({ ...maid, version: sql`${maids.version} + 1`, updatedAt: new Date() })
    .where(eq(maids.id, id));
  const detailRow = { ...details, religion: maid.religion };
  await db
    .insert(maidDetails)
    .values({ ...detailRow, maidId: id })
    .onConflictDoUpdate({ target: maidDetails.maidId, set: detailRow });
  await db.delete(employmentEntries).where(eq(employmentEntries.maidId, id));
  if (employment.length > 0) {
    await db
      .insert(employmentEntries)
      .values(employment.map((entry, position) => ({ ...entry, maidId: id, position })));
  }
}

/** Deletes helpers at once, as deleteHelper does one; the photo keys they held. */
export async function deleteHelpers(db: Db, ids: number[]): Promise<(string | null)[]> {
  if (ids.length === 0) return [];
  const deleted = await db
    .delete(maids)
    .where(inArray(maids.id, ids))
    .returning({ photoKey: maids.photoKey });
  return deleted.map((row) => row.photoKey);
}

/**
 * Puts helpers on the public site or takes them off it (and out of reach of new cases), in one
 * statement. Their updated_at stays: an import's publishing or undo is not a change that
 * should keep it from being undone (findUndoBlocker).
 */
export async function setHelpersActive(db: Db, ids: number[], isActive: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(maids)
    .set({ isActive, version: sql`${maids.version} + 1` })
    .where(inArray(maids.id, ids));
}

/** Deletes a helper; favourites, recommendations, links and requests go with it (cascade). */
export async function deleteHelper(
  db: Db,
  id: number,
): Promise<{ photoKey: string | null } | null> {
  const [deleted] = await db
    .delete(maids)
    .where(eq(maids.id, id))
    .returning({ photoKey: maids.photoKey });
  return deleted ?? null;
}

/** The ranges the catalogue does not have, with the column each one bounds. */
const MEASURED_RANGES: [Exclude<AdminHelperRange, "age" | "salary">, PgColumn][] = [
  ["height", maids.heightCm],
  ["weight", maids.weightKg],
  ["loan", maids.loan],
  ["children", maids.numChildren],
];

function measuredRangeConditions(filters: AdminHelperFilters): SQL[] {
  return MEASURED_RANGES.flatMap(([range, column]) => {
    const low = filters[`${range}Min`];
    const high = filters[`${range}Max`];
    return [
      ...(low === undefined ? [] : [gte(column, low)]),
      ...(high === undefined ? [] : [lte(column, high)]),
    ];
  });
}

function optionConditions(filters: AdminHelperFilters): SQL[] {
  const { languages, availability, maritalStatus, religion, supplierId } = filters;
  const conditions: SQL[] = [];
  if (languages?.length) {
    conditions.push(arrayOverlaps(maids.languages, spokenLanguagesOf(languages)));
  }
  // Both availabilities chosen keep everyone, like none.
  if (availability?.length === 1) {
    conditions.push(eq(maids.isEmployed, availability[0] === "Employed"));
  }
  if (maritalStatus?.length) conditions.push(inArray(maids.maritalStatus, maritalStatus));
  if (religion?.length) conditions.push(inArray(maids.religion, religion));
  if (supplierId?.length) conditions.push(inArray(maids.supplierId, supplierId));
  return conditions;
}

/**
 * SQL conditions for the admin list: the search, then every filter (AND across filters, any
 * of a list's items); country, skills, types, salary and age as the catalogue applies them.
 */
export function adminHelperConditions(
  filters: AdminHelperFilters,
  today = singaporeToday(),
): SQL[] {
  const { country, skills, types, salaryMin, salaryMax, ageMin, ageMax } = filters;
  const shared = { country, skills, types, salaryMin, salaryMax, ageMin, ageMax };
  const search = helperSearchCondition(filters.query);
  return [
    ...(search ? [search] : []),
    ...catalogueConditions(shared, today),
    ...measuredRangeConditions(filters),
    ...optionConditions(filters),
  ];
}
