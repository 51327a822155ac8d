import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { HELPER_IMPORT_LIMITS, HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import { DomainError } from "../domain-errors.ts";
import { type ImportArchiveStore, isImportArchiveName } from "../images/image-storage.ts";

/**
 * Where a bulk import's .zip of photos waits for its commit (ADR 0031): in the `imports`
 * folder of the machine that took the upload and, when photos are in a bucket, in the bucket
 * too (`imports/<uuid>.zip`), from which any other app machine fetches its own copy.
 *
 * A file being written (an upload, a fetch) is `<name>.<uuid>.part` until it is whole and
 * its import is in the database, so that a sweep never takes it for a leftover.
 */

const PART = ".part";
/** A .part file untouched this long was left by a process that stopped. */
const LEFTOVER_PART_MS = 24 * 60 * 60_000;

/** More bytes than the limit went through `capped`. */
export class TooLargeError extends Error {}

/** Passes bytes through until there are more than `limit`. */
export function capped(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      done(seen > limit ? new TooLargeError() : null, chunk);
    },
  });
}

/** The import's .zip is in neither this machine's folder nor the photo store (a restore, say). */
class ArchiveGoneError extends DomainError {
  constructor() {
    super("gone", HELPER_IMPORT_MESSAGES.archiveGone);
  }
}

/**
 * An import's .zip as `helper_imports.archive_path` names it: `<uuid>.zip` (imports uploaded
 * before the photo store kept them name their file's absolute path, whose base name it is).
 */
export const archiveNameOf = (stored: string) => path.basename(stored);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function filesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

export function importArchives(dir: string, store: ImportArchiveStore | null) {
  const localPath = (name: string) => {
    if (!isImportArchiveName(name)) throw new Error(`Invalid archive name ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };
  const newPart = async (name: string) => {
    await mkdir(dir, { recursive: true });
    return `${localPath(name)}.${randomUUID()}${PART}`;
  };

  async function fetch(name: string, target: string) {
    const stored = await store?.read(name);
    if (!stored) throw new ArchiveGoneError();
    const part = await newPart(name);
    try {
      await pipeline(stored, capped(HELPER_IMPORT_LIMITS.archiveBytes), createWriteStream(part));
      await rename(part, target);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  return {
    /** A new archive's name, and the .part file its upload is written to. */
    async newUpload(): Promise<{ name: string; part: string }> {
      const name = `${randomUUID()}.zip`;
      return { name, part: await newPart(name) };
    },

    /** Keeps a checked upload in the photo store, if it is shared (ImageStorageError otherwise). */
    async share(name: string, part: string): Promise<void> {
      await store?.put(name, part);
    },

    /** The upload is now its import's: under its own name, where any sweep knows it. */
    async accept(name: string, part: string): Promise<void> {
      await rename(part, localPath(name));
    },

    /** This machine's copy of the .zip, first fetched from the photo store when it has none. */
    async localCopy(name: string): Promise<string> {
      const target = localPath(name);
      if (!(await exists(target))) await fetch(name, target);
      return target;
    },

    /** Removes the .zip here and from the photo store (an upload's .part file too, if given). */
    async remove(name: string, part?: string): Promise<void> {
      await Promise.all([part, localPath(name)].map((file) => file && rm(file, { force: true })));
      await store?.remove(name);
    },

    /**
     * Removes this machine's copies of imports no longer waiting, and .part files left by a
     * process that stopped. Files are listed before `waiting` reads the database, so an
     * import accepted meanwhile is counted as waiting. Returns the files removed.
     */
    async sweepLocal(waiting: () => Promise<Set<string>>, now = Date.now()): Promise<string[]> {
      const files = await filesIn(dir);
      const copies = files.filter(isImportArchiveName);
      const still = copies.length > 0 ? await waiting() : new Set<string>();
      const leftovers = copies.filter((name) => !still.has(name));
      for (const file of files.filter((name) => name.endsWith(PART))) {
        const info = await stat(path.join(dir, file)).catch(() => null);
        if (info && now - info.mtimeMs >= LEFTOVER_PART_MS) leftovers.push(file);
      }
      await Promise.all(leftovers.map((file) => rm(path.join(dir, file), { force: true })));
      return leftovers;
    },

    /**
     * Removes the photo store's .zip files of imports no longer waiting (left when a process
     * stopped between storing one and recording its import, or a removal failed), only those
     * stored at least `minAgeMs` ago (another machine may be between the two). Returns them.
     */
    async sweepStore(
      waiting: () => Promise<Set<string>>,
      { minAgeMs, now = Date.now() }: { minAgeMs: number; now?: number },
    ): Promise<string[]> {
      if (!store) return [];
      const old: string[] = [];
      for await (const { name, modifiedAt } of store.list())
        if (now - modifiedAt.getTime() >= minAgeMs) old.push(name);
      const still = old.length > 0 ? await waiting() : new Set<string>();
      const leftovers = old.filter((name) => !still.has(name));
      for (const name of leftovers) await store.remove(name);
      return leftovers;
    },
  };
}

export type ImportArchives = ReturnType<typeof importArchives>;
