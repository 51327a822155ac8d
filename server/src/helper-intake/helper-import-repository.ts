import type {
  HelperImportChoices,
  HelperImportPreview,
  HelperImportStatus,
} from "@maids/contract/helper-imports.ts";
import { and, desc, eq, gt, inArray, isNotNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  helperImportChanges,
  helperImports,
  maidDetails,
  maids,
  placementCandidates,
  placementCases,
  suppliers,
  users,
} from "../db/schema.ts";

/** A sheet's rows as read and checked: `valid` once the row passed every check. */
export interface StoredSheet {
  headers: string[];
  rows: { row: number; cells: Record<string, string>; valid?: boolean }[];
}

export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
}

const importColumns = {
  id: helperImports.id,
  fileName: helperImports.fileName,
  photosFileName: helperImports.photosFileName,
  archiveName: helperImports.archiveName,
  status: helperImports.status,
  message: helperImports.message,
  progressDone: helperImports.progressDone,
  progressTotal: helperImports.progressTotal,
  suppliers: helperImports.suppliers,
  preview: helperImports.preview,
  choices: helperImports.choices,
  result: helperImports.result,
  createdBy: helperImports.createdBy,
  createdByName: users.name,
  createdAt: helperImports.createdAt,
  updatedAt: helperImports.updatedAt,
};

export type StoredImport = Omit<
  Awaited<ReturnType<typeof selectImports>>[number],
  "status" | "preview" | "choices" | "result"
> & {
  status: HelperImportStatus;
  preview: HelperImportPreview | null;
  choices: HelperImportChoices | null;
  result: ImportResult | null;
};

const selectImports = (db: Db) =>
  db
    .select(importColumns)
    .from(helperImports)
    .leftJoin(users, eq(users.id, helperImports.createdBy));

export async function insertImport(
  db: Db,
  values: {
    fileName: string;
    photosFileName: string | null;
    archiveName: string | null;
    sheet: StoredSheet;
    suppliers: string[];
    createdBy: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(helperImports)
    .values({
      fileName: values.fileName,
      photosFileName: values.photosFileName,
      archiveName: values.archiveName,
      status: "validating",
      rows: values.sheet,
      progressTotal: values.sheet.rows.length,
      suppliers: values.suppliers,
      createdBy: values.createdBy,
    })
    .returning({ id: helperImports.id });
  if (!row) throw new Error("insert into helper_imports returned no row");
  return row.id;
}

export async function findImport(db: Db, id: number): Promise<StoredImport | null> {
  const [row] = await selectImports(db).where(eq(helperImports.id, id));
  return (row as StoredImport | undefined) ?? null;
}

export async function listRecentImports(db: Db, limit: number): Promise<StoredImport[]> {
  const rows = await selectImports(db).orderBy(desc(helperImports.id)).limit(limit);
  return rows as StoredImport[];
}

export async function findSheet(db: Db, id: number): Promise<StoredSheet | null> {
  const [row] = await db
    .select({ rows: helperImports.rows })
    .from(helperImports)
    .where(eq(helperImports.id, id));
  return (row?.rows as StoredSheet | null | undefined) ?? null;
}

/** Progress of checks or a commit under way; a late write after either ended changes nothing. */
export async function setProgress(db: Db, id: number, done: number, total: number): Promise<void> {
  await db
    .update(helperImports)
    .set({ progressDone: done, progressTotal: total, updatedAt: new Date() })
    .where(
      and(eq(helperImports.id, id), inArray(helperImports.status, ["validating", "committing"])),
    );
}

/** Saves what the checks found; only an import still being checked takes it. */
export async function saveChecked(
  db: Db,
  id: number,
  sheet: StoredSheet,
  preview: HelperImportPreview,
): Promise<void> {
  await db
    .update(helperImports)
    .set({
      status: "ready",
      rows: sheet,
      preview,
      progressDone: sheet.rows.length,
      updatedAt: new Date(),
    })
    .where(and(eq(helperImports.id, id), eq(helperImports.status, "validating")));
}

/** Moves an import from one of `from` to `to`; false when it was in none of them (taken by another). */
export async function moveImport(
  db: Db,
  id: number,
  from: readonly HelperImportStatus[],
  to: HelperImportStatus,
  change: Partial<{
    message: string | null;
    choices: HelperImportChoices;
    result: ImportResult;
    progressDone: number;
    progressTotal: number;
    archiveName: string | null;
    rows: null;
  }> = {},
): Promise<boolean> {
  const moved = await db
    .update(helperImports)
    .set({ ...change, status: to, updatedAt: new Date() })
    .where(and(eq(helperImports.id, id), inArray(helperImports.status, [...from])))
    .returning({ id: helperImports.id });
  return moved.length > 0;
}

/** Locks a committed import's row until the transaction ends (two undos of one import queue). */
export async function lockImport(db: Db, id: number): Promise<HelperImportStatus | null> {
  const [row] = await db
    .select({ status: helperImports.status })
    .from(helperImports)
    .where(eq(helperImports.id, id))
    .for("update");
  return (row?.status as HelperImportStatus | undefined) ?? null;
}

export type ImportToSweep = { id: number; status: HelperImportStatus; archiveName: string | null };

/** Imports in these states, untouched since `before`, that also match `condition`. */
async function findUntouchedImports(
  db: Db,
  statuses: HelperImportStatus[],
  before: Date,
  condition?: SQL,
): Promise<ImportToSweep[]> {
  const rows = await db
    .select({
      id: helperImports.id,
      status: helperImports.status,
      archiveName: helperImports.archiveName,
    })
    .from(helperImports)
    .where(
      and(inArray(helperImports.status, statuses), condition, lt(helperImports.updatedAt, before)),
    );
  return rows as ImportToSweep[];
}

/** Imports being worked on that no process has touched since `before`: their process died. */
export function findStalledImports(db: Db, before: Date): Promise<ImportToSweep[]> {
  return findUntouchedImports(db, ["validating", "committing", "undoing"], before);
}

/** Imports never committed, untouched since `before`, that still hold rows or a .zip. */
export function findAbandonedImports(db: Db, before: Date): Promise<ImportToSweep[]> {
  return findUntouchedImports(
    db,
    ["ready", "failed", "refused"],
    before,
    or(isNotNull(helperImports.rows), isNotNull(helperImports.archiveName)),
  );
}

/** The .zip files of the imports that may still be committed (a few at most: no paging). */
export async function findWaitingArchives(db: Db): Promise<string[]> {
  const rows = await db
    .select({ archiveName: helperImports.archiveName })
    .from(helperImports)
    .where(
      and(
        inArray(helperImports.status, ["validating", "ready", "failed", "committing"]),
        isNotNull(helperImports.archiveName),
      ),
    );
  return rows.map((row) => row.archiveName as string);
}

/** Names of suppliers kept, lower-cased, among `names`. */
export async function existingSupplierNames(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lowered = names.map((name) => name.trim().toLowerCase());
  const rows = await db
    .select({ name: sql<string>`lower(${suppliers.name})` })
    .from(suppliers)
    .where(inArray(sql`lower(${suppliers.name})`, lowered));
  return new Set(rows.map((row) => row.name));
}

/** The helpers kept for these suppliers (by name, any case): who an import's rows may duplicate. */
export async function helpersOfSuppliers(
  db: Db,
  names: string[],
): Promise<{ id: number; name: string; dateOfBirth: string; supplier: string }[]> {
  if (names.length === 0) return [];
  return db
    .select({
      id: maids.id,
      name: maids.name,
      dateOfBirth: maids.dateOfBirth,
      supplier: suppliers.name,
    })
    .from(maids)
    .innerJoin(suppliers, eq(suppliers.id, maids.supplierId))
    .where(
      inArray(
        sql`lower(${suppliers.name})`,
        names.map((name) => name.trim().toLowerCase()),
      ),
    );
}

export async function insertChanges(
  db: Db,
  changes: {
    importId: number;
    maidId: number;
    action: "created" | "updated";
    previous?: unknown;
    previousPhotoKey?: string | null;
  }[],
): Promise<void> {
  for (let start = 0; start < changes.length; start += 1000)
    await db.insert(helperImportChanges).values(changes.slice(start, start + 1000));
}

export async function findChanges(db: Db, importId: number) {
  return db
    .select({
      maidId: helperImportChanges.maidId,
      action: helperImportChanges.action,
      previous: helperImportChanges.previous,
      previousPhotoKey: helperImportChanges.previousPhotoKey,
      name: maids.name,
      photoKey: maids.photoKey,
      updatedAt: maids.updatedAt,
    })
    .from(helperImportChanges)
    .innerJoin(maids, eq(maids.id, helperImportChanges.maidId))
    .where(eq(helperImportChanges.importId, importId))
    .orderBy(helperImportChanges.maidId);
}

/** Forgets the import's changes of these helpers: an undo put them back. */
export async function deleteChanges(db: Db, importId: number, maidIds: number[]): Promise<void> {
  if (maidIds.length === 0) return;
  await db
    .delete(helperImportChanges)
    .where(
      and(eq(helperImportChanges.importId, importId), inArray(helperImportChanges.maidId, maidIds)),
    );
}

/** Notes when its commit last touched one of its helpers, in the database's own time. */
export async function markCommitted(db: Db, importId: number): Promise<void> {
  await db
    .update(helperImports)
    .set({
      committedAt: sql`(select max(${maids.updatedAt}) from ${maids} where ${maids.id} in (select ${helperImportChanges.maidId} from ${helperImportChanges} where ${helperImportChanges.importId} = ${importId}))`,
    })
    .where(eq(helperImports.id, importId));
}

/** The helper of the row is the selected helper of a placement case, open or ended. */
const selectedInACase = sql`exists (select 1 from ${placementCases} where ${placementCases.maidId} = ${maids.id})`;

/**
 * The first helper of the import that stops its undo: one in a placement case (selected or
 * a candidate), or one changed after its commit; null when none does.
 */
export async function findUndoBlocker(
  db: Db,
  importId: number,
): Promise<{ name: string; reason: "inCase" | "changed" } | null> {
  const ofImport = db
    .select({ id: helperImportChanges.maidId })
    .from(helperImportChanges)
    .where(eq(helperImportChanges.importId, importId));
  const [inCase] = await db
    .select({ name: maids.name })
    .from(maids)
    .where(
      and(
        inArray(maids.id, ofImport),
        or(
          selectedInACase,
          sql`exists (select 1 from ${placementCandidates} where ${placementCandidates.maidId} = ${maids.id})`,
          isNotNull(maids.heldByCaseId),
        ),
      ),
    )
    .limit(1);
  if (inCase) return { name: inCase.name, reason: "inCase" };
  const [changed] = await db
    .select({ name: maids.name })
    .from(maids)
    .innerJoin(helperImports, eq(helperImports.id, importId))
    .where(and(inArray(maids.id, ofImport), gt(maids.updatedAt, helperImports.committedAt)))
    .limit(1);
  return changed ? { name: changed.name, reason: "changed" } : null;
}

export async function setHelperPhotoKey(db: Db, maidId: number, photoKey: string | null) {
  await db.update(maids).set({ photoKey }).where(eq(maids.id, maidId));
}

/** The helpers the import added that are still unpublished, with what eligibility reads. */
export function unpublishedHelpersOf(db: Db, importId: number) {
  return db
    .select({
      id: maids.id,
      name: maids.name,
      dateOfBirth: maids.dateOfBirth,
      country: maids.country,
      highestEducation: maidDetails.highestEducation,
      restDays: maidDetails.restDays,
    })
    .from(helperImportChanges)
    .innerJoin(maids, eq(maids.id, helperImportChanges.maidId))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(
      and(
        eq(helperImportChanges.importId, importId),
        eq(helperImportChanges.action, "created"),
        eq(maids.isActive, false),
        // One a placement took off the site (closed, repatriated) is not waiting for review.
        not(selectedInACase),
      ),
    )
    .orderBy(maids.id);
}
