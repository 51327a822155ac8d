import { eligibilityWarnings } from "@maids/contract/eligibility.ts";
import type { AdminHelperRecord } from "@maids/contract/helper.ts";
import {
  employmentGroupsFor,
  keepUnchangedValues,
  recordToRow,
  sheetColumns,
} from "@maids/contract/helper-columns.ts";
import {
  HELPER_IMPORT_MESSAGES,
  type HelperImportChoices,
  type HelperImportPublished,
  type HelperImportStatus,
} from "@maids/contract/helper-imports.ts";
import type { HelperInput } from "@maids/contract/helper-input.ts";
import type { FastifyBaseLogger } from "fastify";
import {
  deleteHelpers,
  setHelpersActive,
  toHelperChange,
  toNewHelper,
  updateHelper,
} from "../admin/admin-helper-repository.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { findBiodata } from "../biodata/biodata-repository.ts";
import { singaporeToday } from "../calendar.ts";
import type { Database, Db } from "../db/database.ts";
import { isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { ConflictError, DomainError, NotFoundError } from "../domain-errors.ts";
import { eachLimited } from "../each-limited.ts";
import { findHelperRecord, insertHelper } from "../helpers/helper-repository.ts";
import { toAdminHelperRecord } from "../helpers/helper-serializer.ts";
import type { ProcessedImage } from "../images/image-pipeline.ts";
import { type ImageStorage, ORPHAN_PHOTO_MIN_AGE_MS } from "../images/image-storage.ts";
import { type JobSweep, progressReporter, sweepJobs } from "../jobs/background-job.ts";
import { supplierIdForName } from "../suppliers/supplier-service.ts";
import {
  deleteChanges,
  existingSupplierNames,
  findAbandonedImports,
  findChanges,
  findImport,
  findSheet,
  findStalledImports,
  findUndoBlocker,
  findWaitingArchives,
  helpersOfSuppliers,
  type ImportResult,
  type ImportToSweep,
  insertChanges,
  insertImport,
  listRecentImports,
  lockImport,
  markCommitted,
  moveImport,
  type StoredImport,
  type StoredSheet,
  saveChecked,
  setHelperPhotoKey,
  setProgress,
  unpublishedHelpersOf,
} from "./helper-import-repository.ts";
import { archiveNameOf, type ImportArchives, importArchives } from "./import-archives.ts";
import {
  checkPhotos,
  PHOTO_CONCURRENCY,
  processArchivedPhoto,
  RowFailure,
} from "./import-photos.ts";
import { openPhotoArchive, type PhotoArchive } from "./photo-archive.ts";
import {
  checkRows,
  type RowLookups,
  readRow,
  type SheetRowCells,
  sameHelperKey,
} from "./row-checks.ts";
import type { ReadSheet } from "./sheet-reader.ts";

/** An import no process has moved on for this long was left by one that stopped. */
const STALLED_IMPORT_MS = 5 * 60_000;
/** An import left uncommitted this long loses its rows and .zip (personal data kept no longer than needed). */
const ABANDONED_IMPORT_MS = 7 * 24 * 60 * 60_000;
const RECENT_IMPORTS = 20;

/** Helpers an undo takes back in one transaction. */
const UNDO_BATCH = 250;

type ImportChange = Awaited<ReturnType<typeof findChanges>>[number];

const createdOf = (changes: ImportChange[]) =>
  changes.filter((change) => change.action === "created").map((change) => change.maidId);

/**
 * Takes back one batch of an import's changes: its new helpers deleted at once, the helpers it
 * updated put back as they were (and their changes forgotten, so that a second try after an
 * interruption does not take them for helpers changed since). The photo keys no longer used.
 */
async function undoChanges(tx: Db, importId: number, batch: ImportChange[]): Promise<string[]> {
  const unused = (await deleteHelpers(tx, createdOf(batch))).filter((key) => key !== null);
  const updated = batch.filter((change) => change.action === "updated");
  for (const change of updated) {
    const { record, photoKey } = change.previous as PreviousHelper;
    const input = record as unknown as HelperInput;
    await updateHelper(tx, change.maidId, toHelperChange(input, null, record.supplierId));
    await setHelperPhotoKey(tx, change.maidId, photoKey);
    if (change.photoKey && change.photoKey !== photoKey) unused.push(change.photoKey);
  }
  await deleteChanges(
    tx,
    importId,
    updated.map((change) => change.maidId),
  );
  return unused;
}

/** An updated helper as she was before the import, to put back on undo. */
interface PreviousHelper {
  record: AdminHelperRecord;
  photoKey: string | null;
}

export interface UploadedImport {
  sheet: ReadSheet;
  fileName: string;
  /** The .zip, already checked, in its upload's .part file and the shared photo store; or null. */
  archive: { name: string; part: string; fileName: string } | null;
}

export interface HelperImportDeps {
  db: Db;
  storage: ImageStorage;
  archives: ImportArchives;
  log: FastifyBaseLogger;
  runInBackground: (name: string, work: () => Promise<unknown>) => void;
}

/** The .zip files of imports that may still be committed, by name. */
async function waitingArchiveNames(db: Db): Promise<Set<string>> {
  return new Set((await findWaitingArchives(db)).map(archiveNameOf));
}

/**
 * At start, before serving: removes the .zip files of imports no longer waiting from this
 * machine's imports folder and from the photo store (with PostgreSQL, only those stored
 * ORPHAN_PHOTO_MIN_AGE_MS ago: another machine may be between storing one and recording
 * its import). Returns how many it removed.
 */
export async function removeLeftImportArchives(
  database: Database,
  storage: ImageStorage,
  importsDir: string,
  { minAgeMs = database.kind === "pglite" ? 0 : ORPHAN_PHOTO_MIN_AGE_MS } = {},
): Promise<number> {
  const archives = importArchives(importsDir, storage.importArchives);
  const waiting = () => waitingArchiveNames(database.db);
  const local = await archives.sweepLocal(waiting);
  const stored = await archives.sweepStore(waiting, { minAgeMs });
  return local.length + stored.length;
}

/** The supplier names a sheet's rows give, each once, in order. */
function supplierNamesOf(rows: readonly SheetRowCells[]): string[] {
  const names = rows.map((row) => (row.cells.supplier ?? "").trim()).filter((name) => name !== "");
  return [...new Set(names)].sort();
}

/** An import's progress, written to its row now and then (jobs/background-job.ts). */
const progressWriter = (db: Db, log: FastifyBaseLogger, id: number, total: number) =>
  progressReporter(
    (done) => setProgress(db, id, done, total),
    (error) => log.warn({ err: error, importId: id }, "helper import progress not written"),
  );

/**
 * Bulk intake of helpers (docs/product.md#bulk-intake): checks an uploaded sheet's rows,
 * commits the chosen ones with their photos all or nothing, and undoes a committed import.
 * Checking and committing run in the background; the import's row says how far they are.
 */
export function helperImportService({
  db,
  storage,
  archives,
  log,
  runInBackground,
}: HelperImportDeps) {
  async function lookupsFor(supplierNames: string[]): Promise<RowLookups> {
    const [suppliers, helpers] = await Promise.all([
      existingSupplierNames(db, supplierNames),
      helpersOfSuppliers(db, supplierNames),
    ]);
    return {
      suppliers,
      helpers: new Map(helpers.map((h) => [sameHelperKey(h.supplier, h.name, h.dateOfBirth), h])),
    };
  }

  async function withArchive<T>(name: string | null, work: (a: PhotoArchive | null) => Promise<T>) {
    const archive = name
      ? await openPhotoArchive(await archives.localCopy(archiveNameOf(name)))
      : null;
    try {
      return await work(archive);
    } finally {
      await archive?.close();
    }
  }

  async function check(id: number, sheet: ReadSheet, archiveName: string | null): Promise<void> {
    const progress = progressWriter(db, log, id, sheet.rows.length);
    const photoProblems = await withArchive(archiveName, (archive) =>
      checkPhotos(sheet.rows, archive, progress.step),
    );
    const { preview, passed } = checkRows(
      sheet.rows,
      photoProblems,
      await lookupsFor(supplierNamesOf(sheet.rows)),
      singaporeToday(),
    );
    const withPhoto = [...passed.values()].filter((row) => row.photo.trim() !== "").length;
    if (sheet.ignoredColumns.length > 0) {
      preview.warnings.push(HELPER_IMPORT_MESSAGES.ignoredColumns(sheet.ignoredColumns));
    }
    const stored: StoredSheet = {
      headers: sheet.headers,
      rows: sheet.rows.map((row) => ({ ...row, valid: passed.has(row.row) })),
    };
    await saveChecked(db, id, stored, { ...preview, withPhoto });
  }

  /** Removes an import's .zip here and from the photo store; a failure is left to the start-up sweep. */
  async function removeArchive(name: string | null) {
    if (!name) return;
    await archives.remove(archiveNameOf(name)).catch((error: unknown) => {
      log.warn({ err: error }, "import .zip not removed; the start-up sweep will");
    });
  }

  /** Refuses an import that cannot be committed any more, and removes its .zip. */
  async function refuse(
    {
      id,
      status,
      archiveName,
    }: { id: number; status: HelperImportStatus; archiveName: string | null },
    change: { message: string; rows?: null },
  ) {
    const moved = await moveImport(db, id, [status], "refused", { ...change, archiveName: null });
    if (moved) await removeArchive(archiveName);
  }

  /**
   * Ends an import whose process stopped half-way (its checks or its commit never finished),
   * removes the rows and .zip of one left uncommitted for a week, and this machine's copies
   * of the .zip files of imports no longer waiting (committed, undone or refused elsewhere).
   */
  const importSweep: JobSweep<ImportToSweep> = {
    stalledAfterMs: STALLED_IMPORT_MS,
    abandonedAfterMs: ABANDONED_IMPORT_MS,
    findStalled: (movedBefore) => findStalledImports(db, movedBefore),
    findAbandoned: (movedBefore) => findAbandonedImports(db, movedBefore),
    giveUp: (found) => {
      if (found.status === "validating")
        return refuse(found, { message: HELPER_IMPORT_MESSAGES.interrupted });
      if (found.status === "undoing") return stopUndo(found.id);
      return moveImport(db, found.id, [found.status], "failed", {
        message: HELPER_IMPORT_MESSAGES.interrupted,
      });
    },
    expire: (found) => refuse(found, { message: HELPER_IMPORT_MESSAGES.expired, rows: null }),
  };

  async function giveUpStalled(): Promise<void> {
    await sweepJobs(importSweep);
    await archives
      .sweepLocal(() => waitingArchiveNames(db))
      .catch((error: unknown) => {
        log.warn({ err: error }, "imports folder not swept");
      });
  }

  async function existing(id: number): Promise<StoredImport> {
    await giveUpStalled();
    const found = await findImport(db, id);
    if (!found) throw new NotFoundError(HELPER_IMPORT_MESSAGES.notFound);
    return found;
  }

  /** An undo that stopped half-way goes back to committed: undoing it again finishes it. */
  async function stopUndo(id: number) {
    await moveImport(db, id, ["undoing"], "committed", {
      message: HELPER_IMPORT_MESSAGES.undoInterrupted,
    });
  }

  /** Undoes `changes`, an import's, batch by batch, then marks it undone (see `undo`). */
  async function undoInBackground(
    id: number,
    changes: ImportChange[],
    actorUserId: number,
  ): Promise<void> {
    try {
      for (let start = 0; start < changes.length; start += UNDO_BATCH) {
        const batch = changes.slice(start, start + UNDO_BATCH);
        const unused = await db.transaction(async (tx) => {
          if ((await lockImport(tx, id)) !== "undoing")
            throw new Error("the import is no longer being undone");
          const freed = await undoChanges(tx, id, batch);
          await setProgress(tx, id, start + batch.length, changes.length);
          return freed;
        });
        await removePhotos(unused);
      }
      await db.transaction(async (tx) => {
        await moveImport(tx, id, ["undoing"], "undone", { progressDone: changes.length });
        await recordAudit(tx, {
          actorUserId,
          action: "helper_import.undo",
          entityType: "helper_import",
          entityId: id,
          details: { helpers: changes.length },
        });
      });
    } catch (error) {
      log.error({ err: error, importId: id }, "helper import undo stopped");
      await stopUndo(id).catch(() => {});
    }
  }

  /** The rows a commit writes, in sheet order, after the choices and a fresh look at the catalogue. */
  async function planCommit(sheet: StoredSheet, choices: HelperImportChoices) {
    const rows = sheet.rows.filter((row) => row.valid);
    const read = rows.map(({ row, cells }) => {
      const result = readRow(cells);
      if (!("input" in result))
        throw new RowFailure(row, result.problems[0]?.message ?? HELPER_IMPORT_MESSAGES.failed);
      return { row, cells, ...result };
    });
    const lookups = await lookupsFor([...new Set(read.map((r) => r.input.supplier))]);
    const plan: {
      row: number;
      cells: Record<string, string>;
      input: HelperInput;
      photo: string;
      updates: number | null;
    }[] = [];
    let skipped = 0;
    for (const entry of read) {
      const known = lookups.suppliers.has(entry.input.supplier.trim().toLowerCase());
      const kept = lookups.helpers.get(
        sameHelperKey(entry.input.supplier, entry.input.name, entry.input.DOB),
      );
      if (
        (!known && choices.newSuppliers === "refuse") ||
        (kept && choices.duplicates === "skip")
      ) {
        skipped++;
        continue;
      }
      plan.push({ ...entry, updates: kept?.id ?? null });
    }
    return { plan, skipped };
  }

  /** The helper's values with what the sheet's columns say put over them (an update). */
  function updatedInput(
    before: AdminHelperRecord,
    headers: string[],
    cells: Record<string, string>,
    row: number,
  ) {
    const sheetHasEmployment = headers.some((header) => header.startsWith("employment_"));
    const base = recordToRow(
      before,
      sheetColumns(employmentGroupsFor(before.employmentDetails.length)),
    );
    const merged: Record<string, string> = {};
    for (const [key, value] of Object.entries(base))
      if (!(sheetHasEmployment && key.startsWith("employment_"))) merged[key] = String(value);
    for (const header of headers) merged[header] = cells[header] ?? "";
    const result = readRow(merged);
    if (!("input" in result))
      throw new RowFailure(row, result.problems[0]?.message ?? HELPER_IMPORT_MESSAGES.failed);
    return keepUnchangedValues(result.input, before, base, merged);
  }

  async function write(
    id: number,
    headers: string[],
    plan: Awaited<ReturnType<typeof planCommit>>["plan"],
    photos: Map<number, ProcessedImage>,
    actorUserId: number,
    skipped: number,
  ): Promise<ImportResult> {
    return db.transaction(async (tx) => {
      const supplierIds = new Map<string, number>();
      const supplierOf = async (name: string) => {
        const key = name.trim().toLowerCase();
        const known = supplierIds.get(key) ?? (await supplierIdForName(tx, name, actorUserId));
        supplierIds.set(key, known);
        return known;
      };
      const changes: Parameters<typeof insertChanges>[1] = [];
      for (const entry of plan) {
        const photoKey = photos.get(entry.row)?.key ?? null;
        if (entry.updates === null) {
          const supplierId = await supplierOf(entry.input.supplier);
          // A partner's file never goes straight to the public catalogue: staff publish.
          const unpublished = { ...entry.input, isActive: false };
          const maidId = await insertHelper(tx, toNewHelper(unpublished, photoKey, supplierId));
          changes.push({ importId: id, maidId, action: "created" });
          continue;
        }
        const stored = await findHelperRecord(tx, entry.updates);
        if (!stored) throw new RowFailure(entry.row, "the helper it updates was deleted meanwhile");
        const before = toAdminHelperRecord({
          ...stored,
          biodata: await findBiodata(tx, stored.maid.id),
        });
        // Whether she is on the public site stays the staff's decision, not the file's.
        const input = {
          ...updatedInput(before, headers, entry.cells, entry.row),
          isActive: before.isActive,
        };
        await updateHelper(
          tx,
          entry.updates,
          toHelperChange(input, photoKey, await supplierOf(input.supplier)),
        );
        const previous: PreviousHelper = { record: before, photoKey: stored.maid.photoKey };
        changes.push({
          importId: id,
          maidId: entry.updates,
          action: "updated",
          previous,
          previousPhotoKey: photoKey ? stored.maid.photoKey : null,
        });
      }
      await insertChanges(tx, changes);
      const result = {
        created: changes.filter((c) => c.action === "created").length,
        updated: changes.filter((c) => c.action === "updated").length,
        skipped,
      };
      const moved = await moveImport(tx, id, ["committing"], "committed", {
        result,
        rows: null,
        archiveName: null,
        progressDone: plan.length + photos.size,
      });
      if (!moved) throw new Error(`helper import ${id} left "committing" during its commit`);
      await markCommitted(tx, id);
      await recordAudit(tx, {
        actorUserId,
        action: "helper_import.commit",
        entityType: "helper_import",
        entityId: id,
        details: result,
      });
      return result;
    });
  }

  /** Keeps an uploaded import's rows, with its audit entry: its id. */
  async function record(
    { sheet, fileName, archive }: UploadedImport,
    actorUserId: number,
  ): Promise<number> {
    const suppliers = supplierNamesOf(sheet.rows);
    const id = await insertImport(db, {
      fileName,
      photosFileName: archive?.fileName ?? null,
      archiveName: archive?.name ?? null,
      sheet: { headers: sheet.headers, rows: sheet.rows },
      suppliers,
      createdBy: actorUserId,
    });
    await recordAudit(db, {
      actorUserId,
      action: "helper_import.upload",
      entityType: "helper_import",
      entityId: id,
      details: { fileName, photosFileName: archive?.fileName ?? null, rows: sheet.rows.length },
    });
    return id;
  }

  async function removePhotos(keys: string[]) {
    await Promise.all(
      keys.map((key) =>
        storage.remove(key).catch((error: unknown) => {
          log.warn(
            { err: error, photoKey: key },
            "unused photo files not removed; the start-up sweep will",
          );
        }),
      ),
    );
  }

  async function commitInBackground(
    found: StoredImport,
    choices: HelperImportChoices,
    actorUserId: number,
  ) {
    const { id } = found;
    const started = performance.now();
    const photos = new Map<number, ProcessedImage>();
    try {
      const sheet = await findSheet(db, id);
      if (!sheet) throw new Error(`helper import ${id} has no rows to commit`);
      const { plan, skipped } = await planCommit(sheet, choices);
      const withPhoto = plan.filter((entry) => entry.photo.trim() !== "");
      const progress = progressWriter(db, log, id, plan.length + withPhoto.length);
      await withArchive(found.archiveName, async (archive) => {
        await eachLimited(withPhoto, PHOTO_CONCURRENCY, async (entry) => {
          if (!archive) throw new RowFailure(entry.row, HELPER_IMPORT_MESSAGES.noArchive);
          const photo = await processArchivedPhoto(archive, entry.row, entry.photo.trim());
          await storage.save(photo.key, photo.files);
          photos.set(entry.row, photo);
          progress.step();
        });
      });
      const photosDone = performance.now();
      const result = await write(id, sheet.headers, plan, photos, actorUserId, skipped);
      await removeArchive(found.archiveName);
      log.info(
        {
          importId: id,
          ...result,
          photos: photos.size,
          photosMs: Math.round(photosDone - started),
          writeMs: Math.round(performance.now() - photosDone),
        },
        "helper import committed",
      );
    } catch (error) {
      // When the connection broke, the commit may have happened: the photos stay for the sweep.
      if (!isDatabaseUnavailable(error))
        await removePhotos([...photos.values()].map((photo) => photo.key));
      const message =
        error instanceof RowFailure || error instanceof DomainError
          ? error.message
          : HELPER_IMPORT_MESSAGES.failed;
      if (!(error instanceof RowFailure))
        log.error({ err: error, importId: id }, "helper import failed");
      await moveImport(db, id, ["committing"], "failed", { message });
    }
  }

  return {
    existing,

    async list(): Promise<StoredImport[]> {
      await giveUpStalled();
      return listRecentImports(db, RECENT_IMPORTS);
    },

    /** How many of the helpers a committed import added are still off the public site. */
    async unpublished(found: StoredImport): Promise<number> {
      if (found.status !== "committed") return 0;
      return (await unpublishedHelpersOf(db, found.id)).length;
    },

    /** Whether a committed import can still be undone. */
    async undoable(found: StoredImport): Promise<boolean> {
      return found.status === "committed" && (await findUndoBlocker(db, found.id)) === null;
    },

    /** Keeps the sheet's rows and starts their checks; answers at once. */
    async upload(uploaded: UploadedImport, actorUserId: number): Promise<StoredImport> {
      const { sheet, archive } = uploaded;
      let id: number;
      try {
        id = await record(uploaded, actorUserId);
        if (archive) await archives.accept(archive.name, archive.part);
      } catch (error) {
        if (archive) await archives.remove(archive.name, archive.part).catch(() => {});
        throw error;
      }
      runInBackground("helper import checks", async () => {
        try {
          await check(id, sheet, archive?.name ?? null);
        } catch (error) {
          log.error({ err: error, importId: id }, "helper import checks failed");
          const found = { id, status: "validating" as const, archiveName: archive?.name ?? null };
          await refuse(found, { message: HELPER_IMPORT_MESSAGES.failed });
        }
      });
      return existing(id);
    },

    /** Starts the commit of a checked (or failed) import with the administrator's choices. */
    async commit(
      id: number,
      choices: HelperImportChoices,
      actorUserId: number,
    ): Promise<StoredImport> {
      const found = await existing(id);
      const taken = await moveImport(db, id, ["ready", "failed"], "committing", {
        choices,
        message: null,
        progressDone: 0,
      });
      if (!taken) throw new ConflictError(HELPER_IMPORT_MESSAGES.notReady);
      runInBackground("helper import commit", () =>
        commitInBackground(found, choices, actorUserId),
      );
      return existing(id);
    },

    /**
     * Publishes the helpers a committed import added that are still unpublished and pass the
     * first work permit's rules today (eligibilityWarnings); the others stay unpublished, each
     * named with her reasons, for staff to review one by one.
     */
    async publish(id: number, actorUserId: number): Promise<HelperImportPublished> {
      const found = await existing(id);
      if (found.status !== "committed")
        throw new ConflictError(HELPER_IMPORT_MESSAGES.notPublishable);
      const today = singaporeToday();
      return db.transaction(async (tx) => {
        const waiting = await unpublishedHelpersOf(tx, id);
        const checked = waiting.map((helper) => ({
          helper,
          reasons: eligibilityWarnings(helper, today),
        }));
        const passing = checked.filter(({ reasons }) => reasons.length === 0);
        await setHelpersActive(
          tx,
          passing.map(({ helper }) => helper.id),
          true,
        );
        const keptBack = checked
          .filter(({ reasons }) => reasons.length > 0)
          .map(({ helper, reasons }) => ({ helperId: helper.id, name: helper.name, reasons }));
        await recordAudit(tx, {
          actorUserId,
          action: "helper_import.publish",
          entityType: "helper_import",
          entityId: id,
          details: { published: passing.length, keptBack: keptBack.length },
        });
        return { published: passing.length, keptBack };
      });
    },

    /**
     * Starts taking a committed import back: its new helpers go, the ones it changed are as
     * they were. The checks, and taking its new helpers off the site and out of reach of new
     * cases, are one short transaction; the rest runs in the background in batches of
     * UNDO_BATCH helpers, each its own transaction, while the client polls the progress (one
     * transaction of 5,000 helpers held the embedded database, and every read, for 10 s).
     */
    async undo(id: number, actorUserId: number): Promise<StoredImport> {
      await existing(id);
      const changes = await db.transaction(async (tx) => {
        if ((await lockImport(tx, id)) !== "committed")
          throw new ConflictError(HELPER_IMPORT_MESSAGES.notUndoable);
        const blocker = await findUndoBlocker(tx, id);
        if (blocker)
          throw new ConflictError(
            blocker.reason === "inCase"
              ? HELPER_IMPORT_MESSAGES.helperInCase(blocker.name)
              : HELPER_IMPORT_MESSAGES.helperChangedSince(blocker.name),
          );
        const changes = await findChanges(tx, id);
        await setHelpersActive(tx, createdOf(changes), false);
        await moveImport(tx, id, ["committed"], "undoing", {
          message: null,
          progressDone: 0,
          progressTotal: changes.length,
        });
        return changes;
      });
      // Read under the lock: while the import is undoing, nothing else changes its changes.
      runInBackground("helper import undo", () => undoInBackground(id, changes, actorUserId));
      return existing(id);
    },
  };
}

export type HelperImportService = ReturnType<typeof helperImportService>;
