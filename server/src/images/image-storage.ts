import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { helperImportChanges, maids } from "../db/schema.ts";
import { DomainError } from "../domain-errors.ts";
import type { ImageVariant } from "./image-pipeline.ts";

/**
 * Where photo derivatives live. Local disk today; object storage (S3) can
 * implement the same interface when several app processes share photos.
 */
export interface ImageStorage {
  /** Stores all files of a photo, or none: throws ImageStorageError after cleaning up. */
  save(key: string, files: Map<ImageVariant, Buffer>): Promise<void>;
  read(key: string, variant: ImageVariant): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored photo's key, with when its files were last written (backups, `npm run backup`). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
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

export function createDiskImageStorage(rootDir: string): ImageStorage {
  const dirOf = (key: string) => {
    if (!isImageKey(key)) throw new Error(`Invalid image key ${JSON.stringify(key)}`);
    return path.join(rootDir, key);
  };
  return {
    async save(key, files) {
      const dir = dirOf(key);
      try {
        await mkdir(dir, { recursive: true });
        await Promise.all(
          [...files].map(([variant, data]) => writeFile(path.join(dir, `${variant}.webp`), data)),
        );
      } catch (error) {
        await rm(dir, { recursive: true, force: true }).catch(() => {});
        throw new ImageStorageError(error);
      }
    },
    async read(key, variant) {
      try {
        return await readFile(path.join(dirOf(key), `${variant}.webp`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(dirOf(key), { recursive: true, force: true });
    },
    async *list() {
      const entries = await readdir(rootDir, { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isDirectory() || !isImageKey(entry.name)) continue;
        // Gone meanwhile (removed by another process): not a photo any more.
        const info = await stat(path.join(rootDir, entry.name)).catch(() => null);
        if (info) yield { key: entry.name, modifiedAt: info.mtime };
      }
    },
  };
}

/**
 * With PostgreSQL, several processes may share the uploads directory, and another
 * one may be between writing a photo's files and committing its helper (or loading
 * demo portraits): only directories untouched for this long are its orphans.
 */
export const ORPHAN_PHOTO_MIN_AGE_MS = 15 * 60_000;
/** Photo keys looked up per statement (PostgreSQL takes at most 65,535 parameters). */
const SWEEP_BATCH = 1000;

/**
 * Removes photo directories no helper refers to (nor an import's undo, which may put a
 * replaced photo back): left when a process died between
 * writing a photo's files and committing its helper (files are written first, so a
 * crash leaves at worst an unused photo, never a helper without hers), between
 * committing a change and removing the replaced photo, or when that removal failed (a
 * read-only folder; the change stands and the failure is logged).
 *
 * Run at start-up, before serving. With the embedded database the data directory's
 * lock makes this the only process using it, so every unreferenced directory is an
 * orphan; with PostgreSQL only those older than ORPHAN_PHOTO_MIN_AGE_MS are. The
 * directories are listed before the helpers are read, so a photo committed meanwhile
 * counts as referenced. Returns the keys removed.
 */
export async function removeOrphanPhotos(
  database: Database,
  uploadsDir: string,
  {
    minAgeMs = database.kind === "pglite" ? 0 : ORPHAN_PHOTO_MIN_AGE_MS,
    now = Date.now(),
  }: { minAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  const candidates: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isImageKey(entry.name)) continue;
    const info = await stat(path.join(uploadsDir, entry.name)).catch(() => null);
    if (info && now - info.mtimeMs >= minAgeMs) candidates.push(entry.name);
  }
  if (candidates.length === 0) return [];
  // Only the candidates, each once: reading every helper's key took a second at 10,000 helpers
  // on PGlite, half of its start-up (ADR 0022).
  const referenced = new Set<string | null>();
  for (let start = 0; start < candidates.length; start += SWEEP_BATCH) {
    const batch = candidates.slice(start, start + SWEEP_BATCH);
    const [current, replacedByImports] = await Promise.all([
      database.db
        .selectDistinct({ key: maids.photoKey })
        .from(maids)
        .where(inArray(maids.photoKey, batch)),
      database.db
        .selectDistinct({ key: helperImportChanges.previousPhotoKey })
        .from(helperImportChanges)
        .where(inArray(helperImportChanges.previousPhotoKey, batch)),
    ]);
    for (const row of [...current, ...replacedByImports]) referenced.add(row.key);
  }
  const orphans = candidates.filter((key) => !referenced.has(key));
  // One that cannot be removed now (a read-only disk) stays for the next start.
  const outcomes = await Promise.allSettled(
    orphans.map((key) => rm(path.join(uploadsDir, key), { recursive: true, force: true })),
  );
  return orphans.filter((_, index) => outcomes[index]?.status === "fulfilled");
}
