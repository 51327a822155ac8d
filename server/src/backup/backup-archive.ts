/**
 * The backup archive (ADR 0034): one uncompressed tar, read and written as a stream.
 *
 *   manifest.json                 first: what the archive holds (BackupManifest)
 *   database/pglite.tar.gz        PGlite's own dump of its data directory, or
 *   database/postgres.dump        pg_dump --format=custom
 *   photos/<key>/<variant>.webp   every stored photo file, grouped by key
 *   checksums.json                last: the SHA-256 of every entry before it
 *
 * An archive without its checksums.json, or with an entry whose digest differs, is
 * truncated or corrupt: restore reads it whole and refuses it before changing anything.
 * The file is readable by its owner only (0600), and with a backup key the whole tar is
 * encrypted with an authenticated cipher (archive-encryption.ts): the checksums then find
 * accidents, the cipher any change.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import type { Readable, Writable } from "node:stream";
import tar from "tar-stream";
import { z } from "zod";
import { IMAGE_VARIANTS, type ImageVariant } from "../images/image-pipeline.ts";
import { isImageKey } from "../images/image-storage.ts";
import { decryptingStream, encryptingStream, isEncryptedArchive } from "./archive-encryption.ts";

export const BACKUP_FORMAT = "maids-agency-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
const CHECKSUMS_ENTRY = "checksums.json";
export const DATABASE_ENTRY = {
  pglite: "database/pglite.tar.gz",
  postgres: "database/postgres.dump",
} as const;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** PostgreSQL's version (`server_version`): the embedded one's for PGlite. */
    serverVersion: z.string(),
  }),
  migrations: z.object({
    /** Migrations applied, and the latest one's tag and timestamp (drizzle's journal). */
    applied: z.number().int(),
    latest: z.string().nullable(),
    latestCreatedAt: z.number().nullable(),
  }),
  counts: z.object({
    helpers: z.number().int(),
    accounts: z.number().int(),
    auditLogEntries: z.number().int(),
    photos: z.number().int(),
    /** Helpers' photos the database refers to that were not in the store (then lost). */
    photosMissing: z.number().int(),
  }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The archive cannot be used: the message says why, for the operator. */
export class BackupArchiveError extends Error {}

export function photoEntryName(key: string, variant: ImageVariant) {
  return `photos/${key}/${variant}.webp`;
}

const PHOTO_ENTRY = /^photos\/([a-f0-9-]{36})\/([a-z0-9-]+)\.webp$/;

/** The key and variant of a photo entry, or null when the name is not one. */
export function parsePhotoEntryName(name: string): { key: string; variant: ImageVariant } | null {
  const match = PHOTO_ENTRY.exec(name);
  if (!match || !isImageKey(match[1] as string)) return null;
  const variant = match[2] as ImageVariant;
  return IMAGE_VARIANTS.includes(variant) ? { key: match[1] as string, variant } : null;
}

/** Writes an archive entry by entry, with backpressure, to `file`, encrypted with `key` if given. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly output: Writable;
  private readonly written: Promise<void>;
  private readonly digests: Record<string, string> = {};

  constructor(file: string, key: Buffer | null) {
    this.output = createWriteStream(file, { flags: "wx", mode: 0o600 });
    const encryption = key ? encryptingStream(key) : null;
    if (encryption) this.pack.pipe(encryption).pipe(this.output);
    else this.pack.pipe(this.output);
    this.written = new Promise((resolve, reject) => {
      this.output.once("finish", resolve);
      this.output.once("error", reject);
      this.pack.once("error", reject);
      encryption?.once("error", reject);
    });
    // A failure surfaces where the writer is awaited (add, finish), never unhandled.
    this.written.catch(() => {});
  }

  /** Adds an entry of `size` bytes from a buffer or a stream of chunks. */
  async add(name: string, size: number, content: Buffer | AsyncIterable<Uint8Array>) {
    const hash = createHash("sha256");
    let failure: unknown;
    const done = new Promise<void>((resolve, reject) => {
      const entry = this.pack.entry({ name, size, mtime: new Date() }, (error) =>
        error ? reject(error) : resolve(),
      );
      (async () => {
        for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
          hash.update(chunk);
          if (!entry.write(chunk)) await Promise.race([once(entry, "drain"), this.written]);
        }
        entry.end(() => {});
      })().catch((error: unknown) => {
        failure = error;
        entry.destroy(error as Error);
      });
    });
    await Promise.race([done, this.written]);
    if (failure) throw failure;
    this.digests[name] = hash.digest("hex");
  }

  /** Writes the checksums entry, ends the archive and waits until the file is written. */
  async finish() {
    const checksums = Buffer.from(JSON.stringify({ sha256: this.digests }, null, 2));
    await this.add(CHECKSUMS_ENTRY, checksums.length, checksums);
    this.pack.finalize();
    await this.written;
  }

  /** Stops writing (after a failure); the caller removes the file. */
  async abort() {
    this.pack.destroy();
    this.output.destroy();
    await this.written.catch(() => {});
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes: read them all, or none (they are then skipped). */
  chunks: AsyncIterable<Buffer>;
}

export interface ArchiveKey {
  /** BACKUP_KEY: what an encrypted archive is decrypted with. */
  key: Buffer | null;
  /** Refuse an archive that is not encrypted (production: a plain one may have been altered). */
  requireEncrypted: boolean;
}

/** The archive's tar stream: the file itself, or what it decrypts to. */
async function tarStream(
  file: string,
  encrypted: boolean,
  { key, requireEncrypted }: ArchiveKey,
): Promise<Readable> {
  if (!encrypted) {
    if (requireEncrypted) {
      throw new BackupArchiveError(
        `${file} is not encrypted, and production restores only encrypted archives (anyone ` +
          "who could change the file could have changed what it restores). Give " +
          "--allow-unencrypted if you are sure of where it has been.",
      );
    }
    return createReadStream(file);
  }
  if (!key) {
    throw new BackupArchiveError(
      `${file} is encrypted: set BACKUP_KEY to the key it was made with.`,
    );
  }
  return decryptingStream(file, key);
}

/**
 * Reads the archive's entries in order, handing each to `visit` with its digest checked
 * against checksums.json at the end; throws BackupArchiveError when the archive is not
 * a whole, unaltered backup (an encrypted one also when it does not decrypt with the key).
 * Returns the manifest.
 */
export async function readArchive(
  file: string,
  archiveKey: ArchiveKey,
  visit: (entry: ArchiveEntry, manifest: BackupManifest) => Promise<void>,
): Promise<BackupManifest> {
  const encrypted = await isEncryptedArchive(file);
  const extract = tar.extract();
  const input = await tarStream(file, encrypted, archiveKey);
  input.once("error", (error) => extract.destroy(error));
  input.pipe(extract);
  const digests: Record<string, string> = {};
  let manifest: BackupManifest | undefined;
  let checksums: Record<string, string> | undefined;
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (checksums) throw new BackupArchiveError(`${file} has an entry after its checksums.`);
      if (type !== "file") throw new BackupArchiveError(`${file} holds an unexpected ${name}.`);
      if (name === MANIFEST_ENTRY || name === CHECKSUMS_ENTRY) {
        const parts: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) parts.push(chunk);
        const bytes = Buffer.concat(parts);
        if (name === CHECKSUMS_ENTRY) {
          checksums = parseChecksums(file, bytes.toString("utf8"));
          continue;
        }
        if (manifest) throw new BackupArchiveError(`${file} has two manifests.`);
        digests[name] = createHash("sha256").update(bytes).digest("hex");
        manifest = parseManifest(file, bytes.toString("utf8"));
        continue;
      }
      if (!manifest) {
        throw new BackupArchiveError(`${file} is not a backup of this application (no manifest).`);
      }
      const hash = createHash("sha256");
      const chunks = (async function* () {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          yield chunk;
        }
      })();
      await visit({ name, size, chunks }, manifest);
      // Whatever the visitor left unread is still counted.
      for await (const _ of chunks);
      digests[name] = hash.digest("hex");
    }
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    // What an encrypted archive decrypts to is what was encrypted, or its tag fails at the end:
    // an unreadable tar inside one means a changed archive or another key.
    if (encrypted) {
      throw new BackupArchiveError(
        `${file} does not decrypt with BACKUP_KEY: it was made with another key, or it was ` +
          "changed after it was written (truncated, corrupt or tampered with).",
        { cause: error },
      );
    }
    throw new BackupArchiveError(
      `${file} cannot be read as a backup archive (${(error as Error).message}): it is truncated or corrupt.`,
      { cause: error },
    );
  } finally {
    input.destroy();
  }
  if (!manifest) {
    throw new BackupArchiveError(`${file} is not a backup of this application (no manifest).`);
  }
  if (!checksums) {
    throw new BackupArchiveError(
      `${file} is incomplete (it ends before its checksums): truncated.`,
    );
  }
  const expected = Object.keys(checksums).sort();
  const found = Object.keys(digests).sort();
  if (expected.join("\n") !== found.join("\n")) {
    throw new BackupArchiveError(`${file} does not hold the entries its checksums list: corrupt.`);
  }
  for (const name of expected) {
    if (checksums[name] !== digests[name]) {
      throw new BackupArchiveError(`${file}: ${name} does not match its checksum: corrupt.`);
    }
  }
  return manifest;
}

function parseManifest(file: string, text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupArchiveError(`${file} has an unreadable manifest: corrupt.`);
  }
  const header = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(json);
  if (!header.success || header.data.format !== BACKUP_FORMAT) {
    throw new BackupArchiveError(`${file} is not a backup of this application.`);
  }
  if (header.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupArchiveError(
      `${file} has backup format version ${header.data.formatVersion}; this version of the ` +
        `application reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupArchiveError(`${file} has an invalid manifest: corrupt.`);
  return parsed.data;
}

function parseChecksums(file: string, text: string): Record<string, string> {
  try {
    return z.object({ sha256: z.record(z.string(), z.string()) }).parse(JSON.parse(text)).sha256;
  } catch {
    throw new BackupArchiveError(`${file} has unreadable checksums: corrupt.`);
  }
}
