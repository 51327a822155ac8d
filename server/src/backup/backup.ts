/**
 * `npm run backup` (ADR 0034): the database and every stored photo into one archive.
 * PGlite is backed up with the server stopped (its data directory's lock is taken);
 * PostgreSQL while it runs, in one snapshot (pg_dump of an exported snapshot).
 */
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Config } from "../config.ts";
import { DatabaseInUseError, lockDataDir } from "../db/data-dir-lock.ts";
import { IMAGE_VARIANTS } from "../images/image-pipeline.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import {
  ArchiveWriter,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  photoEntryName,
} from "./backup-archive.ts";
import { BackupRefusedError, readDatabaseFacts } from "./database-facts.ts";
import { connectionFor, findPostgresTool, run } from "./postgres-tools.ts";

export interface BackupOptions {
  database: Config["database"];
  storage: ImageStorage;
  /** The archive to write; refused if it exists. */
  out: string;
  /** BACKUP_KEY: the archive is encrypted with it (archive-encryption.ts); null writes it plain. */
  key: Buffer | null;
  now?: Date;
}

/** A database's part of the archive, ready to be written. */
interface DatabasePart {
  facts: Awaited<ReturnType<typeof readDatabaseFacts>>;
  size: number;
  content: () => AsyncIterable<Uint8Array>;
  /** Releases what the part holds: the lock, temporary files. */
  release: () => Promise<void>;
}

export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { database, storage, out } = options;
  if (existsSync(out)) throw new BackupRefusedError(`${out} exists already: choose another --out.`);
  await mkdir(path.dirname(out), { recursive: true });
  // Written under another name and renamed when whole: a failed backup never looks like one.
  const partial = `${out}.partial-${randomBytes(4).toString("hex")}`;
  const part =
    database.kind === "pglite" ? await dumpPglite(database.dir) : await dumpPostgres(database.url);
  let writer: ArchiveWriter | undefined;
  try {
    writer = new ArchiveWriter(partial, options.key);
    // Listed after the database's snapshot: every photo it refers to was written before it.
    const keys: string[] = [];
    for await (const { key } of storage.list()) keys.push(key);
    keys.sort();
    const listed = new Set(keys);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: { kind: database.kind, serverVersion: part.facts.serverVersion },
      migrations: part.facts.migrations,
      counts: {
        ...part.facts.counts,
        photos: keys.length,
        photosMissing: part.facts.helperPhotoKeys.filter((key) => !listed.has(key)).length,
      },
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await writer.add(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    await writer.add(DATABASE_ENTRY[database.kind], part.size, part.content());
    for (const key of keys) {
      for (const variant of IMAGE_VARIANTS) {
        const data = await storage.read(key, variant);
        if (data) await writer.add(photoEntryName(key, variant), data.length, data);
      }
    }
    await writer.finish();
    await rename(partial, out);
    return manifest;
  } catch (error) {
    await writer?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await part.release();
  }
}

/**
 * The embedded database is single-process: its lock is held for the whole backup (so no
 * server changes the database or the photos meanwhile), and the dump is PGlite's own
 * tarball of its data directory, made in memory (gzip, about a tenth of the directory).
 */
async function dumpPglite(dir: string): Promise<DatabasePart> {
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new BackupRefusedError(`There is no embedded database in ${dir} to back up.`);
  }
  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new BackupRefusedError(
      `Cannot back up the embedded database while it is open: ${error.message} ` +
        "The embedded database is single-process, so back it up with the server stopped.",
    );
  }
  try {
    const client = new PGlite(dir);
    try {
      const facts = await readDatabaseFacts(
        async (text) => (await client.query(text)).rows as Record<string, unknown>[],
      );
      const dump = await client.dumpDataDir("gzip");
      return {
        facts,
        size: dump.size,
        content: () => dump.stream() as unknown as AsyncIterable<Uint8Array>,
        release: releaseLock,
      };
    } finally {
      await client.close();
    }
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * pg_dump --format=custom of a snapshot exported by a repeatable-read transaction,
 * which also reads the manifest's counts: both see the same committed state.
 */
async function dumpPostgres(url: string): Promise<DatabasePart> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  const dir = await mkdtemp(path.join(tmpdir(), "maids-backup-"));
  const release = () => rm(dir, { recursive: true, force: true });
  try {
    const [{ server_version_num: versionNumber }] = (await client.query("show server_version_num"))
      .rows as [{ server_version_num: string }];
    const pgDump = await findPostgresTool("pg_dump", Math.floor(Number(versionNumber) / 10_000));
    await client.query("begin isolation level repeatable read read only");
    const [{ snapshot }] = (await client.query("select pg_export_snapshot() as snapshot")).rows as [
      { snapshot: string },
    ];
    const facts = await readDatabaseFacts(async (text) => (await client.query(text)).rows);
    const file = path.join(dir, "postgres.dump");
    const { dbname, env } = connectionFor(url);
    await run(
      pgDump,
      [
        "--format=custom",
        `--snapshot=${snapshot}`,
        "--no-password",
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query("commit");
    const { size } = await stat(file);
    return { facts, size, content: () => createReadStream(file), release };
  } catch (error) {
    await release();
    throw error;
  } finally {
    await client.end();
  }
}
