import type { Readable } from "node:stream";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { Database } from "../db/database.ts";
import { DomainError } from "../domain-errors.ts";
import type { ImageVariant } from "./image-pipeline.ts";
import { referencedPhotoKeys } from "./photo-reference-repository.ts";

/**
 * Where photo derivatives live: a folder on local disk (disk-image-storage.ts, the default)
 * or an S3-compatible bucket (s3-image-storage.ts) that several app servers share (ADR 0032).
 */
export interface ImageStorage {
  /** Stores all files of a photo, or none: throws ImageStorageError after cleaning up. */
  save(key: string, files: Map<ImageVariant, Buffer>): Promise<void>;
  /** A photo's file, or null when it is not stored. */
  read(key: string, variant: ImageVariant): Promise<Buffer | null>;
  /** Removes all files of a photo; nothing to remove is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored photo once, with when its files were last written. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Where a bulk import's .zip waits for its commit so that every app machine can read it:
   * beside the photos, under `imports/`; null for a folder on this machine's disk, whose
   * `DATA_DIR/imports` then holds the only copy (ADR 0031).
   */
  readonly importArchives: ImportArchiveStore | null;
}

/**
 * Bulk imports' .zip files in the photo store, each `imports/<uuid>.zip`: never a photo key,
 * so the image route, the photo listing (backups) and the orphan-photo sweep never see them.
 */
export interface ImportArchiveStore {
  /** Stores the file at `fromPath` as `name`, whole or not at all: ImageStorageError otherwise. */
  put(name: string, fromPath: string): Promise<void>;
  /** The stored file's bytes, or null when it is not stored. */
  read(name: string): Promise<Readable | null>;
  /** Nothing to remove is not an error. */
  remove(name: string): Promise<void>;
  list(): AsyncIterable<{ name: string; modifiedAt: Date }>;
}

/** A photo could not be stored (disk full, not writable, ...): a clear 500, with the cause logged. */
export class ImageStorageError extends DomainError {
  constructor(cause: unknown) {
    super("failed", API_MESSAGES.photoNotStored);
    this.cause = cause;
  }
}

const SAFE_KEY = /^[a-f0-9-]{36}$/;

export function isImageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** The folder of import archives in the photo store, and their names in it. */
export const IMPORT_ARCHIVES_FOLDER = "imports/";
const ARCHIVE_NAME = /^[a-f0-9-]{36}\.zip$/;

export function isImportArchiveName(name: string): boolean {
  return ARCHIVE_NAME.test(name);
}

/**
 * With PostgreSQL, several processes may share the photo store, and another one may be
 * between writing a photo's files and committing its helper (or loading demo portraits):
 * only photos untouched for this long are its orphans. On a bucket the objects' times
 * come from the store's clock, so this also covers ordinary clock skew.
 */
export const ORPHAN_PHOTO_MIN_AGE_MS = 15 * 60_000;
/** Photo keys looked up per statement (PostgreSQL takes at most 65,535 parameters). */
const SWEEP_BATCH = 1000;
/** Orphans removed at once: each is a few requests on a bucket. */
const REMOVALS_AT_ONCE = 16;

/**
 * Removes stored photos no helper refers to (nor an import's undo, which may put a
 * replaced photo back): left when a process died between
 * writing a photo's files and committing its helper (files are written first, so a
 * crash leaves at worst an unused photo, never a helper without hers), between
 * committing a change and removing the replaced photo, or when that removal failed (a
 * read-only folder; the change stands and the failure is logged).
 *
 * Run at start-up, before serving, over whichever store is configured (its list() and
 * remove()). With the embedded database the data directory's lock makes this the only
 * process using it, so every unreferenced photo is an orphan; with PostgreSQL only those
 * written longer than ORPHAN_PHOTO_MIN_AGE_MS ago are. The photos are listed before the
 * helpers are read, so a photo committed meanwhile counts as referenced. Returns the
 * keys removed.
 */
export async function removeOrphanPhotos(
  database: Database,
  storage: ImageStorage,
  {
    minAgeMs = database.kind === "pglite" ? 0 : ORPHAN_PHOTO_MIN_AGE_MS,
    now = Date.now(),
  }: { minAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  const candidates: string[] = [];
  for await (const { key, modifiedAt } of storage.list()) {
    if (now - modifiedAt.getTime() >= minAgeMs) candidates.push(key);
  }
  if (candidates.length === 0) return [];
  // Only the candidates, each once: reading every helper's key took a second at 10,000 helpers
  // on PGlite, half of its start-up (ADR 0022).
  const referenced = new Set<string>();
  for (let start = 0; start < candidates.length; start += SWEEP_BATCH) {
    const batch = candidates.slice(start, start + SWEEP_BATCH);
    for (const key of await referencedPhotoKeys(database.db, batch)) referenced.add(key);
  }
  const orphans = candidates.filter((key) => !referenced.has(key));
  // One that cannot be removed now (a read-only disk, a refusing bucket) stays for the next start.
  const removed: string[] = [];
  for (let start = 0; start < orphans.length; start += REMOVALS_AT_ONCE) {
    const batch = orphans.slice(start, start + REMOVALS_AT_ONCE);
    const outcomes = await Promise.allSettled(batch.map((key) => storage.remove(key)));
    removed.push(...batch.filter((_, index) => outcomes[index]?.status === "fulfilled"));
  }
  return removed;
}
