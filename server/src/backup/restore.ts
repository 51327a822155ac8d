/**
 * `npm run restore ARCHIVE` (ADR 0034): the archive's database and photos into an empty
 * database and photo store. The archive is read whole and checked first (manifest,
 * database kind, migration level, every checksum), then the target is checked, and only
 * then does anything change. `force` drops what the target holds and replaces it.
 */
import { createWriteStream, existsSync, openAsBlob } from "node:fs";
import { mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Config } from "../config.ts";
import { DatabaseInUseError, lockDataDir } from "../db/data-dir-lock.ts";
import { knownMigrations } from "../db/migrations-dir.ts";
import type { ImageVariant } from "../images/image-pipeline.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import {
  type ArchiveKey,
  BackupArchiveError,
  type BackupManifest,
  DATABASE_ENTRY,
  parsePhotoEntryName,
  readArchive,
} from "./backup-archive.ts";
import {
  BackupRefusedError,
  countRows,
  countUserTables,
  type DatabaseCounts,
  type RunQuery,
} from "./database-facts.ts";
import { connectionFor, findPostgresTool, run } from "./postgres-tools.ts";

export interface RestoreOptions {
  database: Config["database"];
  storage: ImageStorage;
  archive: string;
  /** Drop the target's database and photos and replace them, instead of refusing. */
  force?: boolean;
  /** How the archive is decrypted, and whether a plain one is refused. */
  archiveKey: ArchiveKey;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Counted in the restored database, and photos written. */
  restored: DatabaseCounts & { photos: number };
}

const KIND_NAMES = { pglite: "the embedded database, PGlite", postgres: "PostgreSQL" };

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { database, storage, archive } = options;
  if (!existsSync(archive)) throw new BackupRefusedError(`${archive} does not exist.`);
  const work = await mkdtemp(path.join(tmpdir(), "maids-restore-"));
  const dumpFile = path.join(work, "database");
  try {
    const manifest = await checkArchive(archive, options.archiveKey, database.kind, dumpFile);
    const releaseLock = database.kind === "pglite" ? await lockForRestore(database.dir) : null;
    try {
      const target =
        database.kind === "pglite"
          ? await pgliteTarget(database.dir)
          : await postgresTarget(database.url);
      const photosPresent = await hasPhotos(storage);
      const problems = [
        ...(target.problem ? [target.problem] : []),
        ...(photosPresent ? ["the photo store already holds photos"] : []),
      ];
      if (problems.length > 0 && !options.force) {
        throw new BackupRefusedError(
          `Refusing to restore: ${problems.join(", and ")}. Restore into an empty database and ` +
            "photo store, or give --force to drop them and replace them with the backup.",
        );
      }
      const restoredCounts = await target.restore(dumpFile);
      if (photosPresent) await removeAllPhotos(storage);
      const photos = await restorePhotos(archive, options.archiveKey, storage);
      return { manifest, restored: { ...restoredCounts, photos } };
    } finally {
      await releaseLock?.();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Reads the whole archive: refuses one of the other database kind or of a newer
 * version, one that is truncated or corrupt; keeps its database dump in `dumpFile`.
 */
async function checkArchive(
  archive: string,
  archiveKey: ArchiveKey,
  kind: Config["database"]["kind"],
  dumpFile: string,
): Promise<BackupManifest> {
  let dumped = false;
  const manifest = await readArchive(archive, archiveKey, async (entry, manifest) => {
    if (manifest.database.kind !== kind) {
      throw new BackupArchiveError(
        `${archive} is a backup of ${KIND_NAMES[manifest.database.kind]}, but this server is ` +
          `configured for ${KIND_NAMES[kind]} (${kind === "postgres" ? "DATABASE_URL is set" : "no DATABASE_URL"}). ` +
          "A backup restores only into the kind of database it was taken from.",
      );
    }
    const newest = knownMigrations().at(-1)?.when ?? 0;
    if ((manifest.migrations.latestCreatedAt ?? 0) > newest) {
      throw new BackupArchiveError(
        `${archive} was made by a newer version of the application (migration ` +
          `${manifest.migrations.latest ?? "unknown"}): restore it with that version or later.`,
      );
    }
    if (entry.name === DATABASE_ENTRY[kind]) {
      await pipeline(Readable.from(entry.chunks), createWriteStream(dumpFile));
      dumped = true;
    } else if (!parsePhotoEntryName(entry.name)) {
      throw new BackupArchiveError(`${archive} holds an unexpected entry ${entry.name}: corrupt.`);
    }
  });
  if (!dumped) throw new BackupArchiveError(`${archive} holds no database: corrupt.`);
  return manifest;
}

interface Target {
  /** Why the target is not empty, or null. */
  problem: string | null;
  /** Replaces the target's database with the dump; returns the restored counts. */
  restore(dumpFile: string): Promise<DatabaseCounts>;
}

async function lockForRestore(dir: string) {
  try {
    return await lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new BackupRefusedError(`Cannot restore: ${error.message}`);
  }
}

/**
 * The dump is loaded into a new directory next to the target, which then takes the
 * target's place (the replaced one is removed only then): a failure leaves it as it was.
 */
async function pgliteTarget(dir: string): Promise<Target> {
  const present = existsSync(dir) && (await readdir(dir)).length > 0;
  return {
    problem: present ? `the embedded database in ${dir} is not empty` : null,
    async restore(dumpFile) {
      const incoming = `${dir}.restoring`;
      await rm(incoming, { recursive: true, force: true });
      const client = new PGlite(incoming, { loadDataDir: await openAsBlob(dumpFile) });
      let counts: DatabaseCounts;
      try {
        counts = await countRows(queryOn(client));
      } finally {
        await client.close();
      }
      const replaced = `${dir}.replaced`;
      await rm(replaced, { recursive: true, force: true });
      if (existsSync(dir)) await rename(dir, replaced);
      await rename(incoming, dir);
      await rm(replaced, { recursive: true, force: true });
      return counts;
    },
  };
}

function queryOn(client: { query(text: string): Promise<{ rows: unknown[] }> }): RunQuery {
  return async (text) => (await client.query(text)).rows as Record<string, unknown>[];
}

/** pg_restore of the custom-format dump, in one transaction; `--force` first drops every schema. */
async function postgresTarget(url: string): Promise<Target> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await refuseWhileConnected(client);
    const tables = await countUserTables(queryOn(client));
    const [{ server_version_num: versionNumber }] = (await client.query("show server_version_num"))
      .rows as [{ server_version_num: string }];
    const pgRestore = await findPostgresTool(
      "pg_restore",
      Math.floor(Number(versionNumber) / 10_000),
    );
    return {
      problem: tables > 0 ? `the database already has ${tables} tables` : null,
      async restore(dumpFile) {
        if (tables > 0) await dropEverything(url);
        const { dbname, env } = connectionFor(url);
        await run(
          pgRestore,
          [
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            "--single-transaction",
            "--no-password",
            `--dbname=${dbname}`,
            dumpFile,
          ],
          env,
        );
        const after = new pg.Client({ connectionString: url });
        after.on("error", () => {});
        await after.connect();
        try {
          return await countRows(queryOn(after));
        } finally {
          await after.end();
        }
      },
    };
  } finally {
    await client.end();
  }
}

/**
 * A restore under a live server would sign everyone out and lose the writes made meanwhile:
 * refused while any other client is connected to the database, naming each (the app's
 * connections are named maids-agency), whatever --force says.
 */
async function refuseWhileConnected(client: pg.Client) {
  const { rows } = await client.query<{ pid: number; name: string; address: string | null }>(
    `select pid, application_name as name, client_addr::text as address from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
     order by application_name, pid`,
  );
  if (rows.length === 0) return;
  const named = rows.map(
    ({ pid, name, address }) =>
      `${name || "a client"} (pid ${pid}${address ? `, from ${address}` : ""})`,
  );
  throw new BackupRefusedError(
    `Refusing to restore: ${rows.length} other connection${rows.length > 1 ? "s are" : " is"} ` +
      `open to the database: ${named.join(", ")}. Stop the server on every app machine (and ` +
      "close other clients) first; --force does not override this.",
  );
}

/** Drops every schema but PostgreSQL's own (with their tables) and gives back an empty public. */
async function dropEverything(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_catalog.pg_namespace
       where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
         and nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'`,
    );
    for (const { name } of rows) {
      await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
    }
    await client.query("create schema public");
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function hasPhotos(storage: ImageStorage): Promise<boolean> {
  for await (const _ of storage.list()) return true;
  return false;
}

async function removeAllPhotos(storage: ImageStorage) {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  for (const key of keys) await storage.remove(key);
}

/** Saves the archive's photos through the storage, each key's files together. */
async function restorePhotos(
  archive: string,
  archiveKey: ArchiveKey,
  storage: ImageStorage,
): Promise<number> {
  let count = 0;
  let current: { key: string; files: Map<ImageVariant, Buffer> } | null = null;
  const flush = async () => {
    if (!current) return;
    await storage.save(current.key, current.files);
    count++;
    current = null;
  };
  await readArchive(archive, archiveKey, async (entry) => {
    const photo = parsePhotoEntryName(entry.name);
    if (!photo) return;
    if (current?.key !== photo.key) await flush();
    current ??= { key: photo.key, files: new Map() };
    const chunks: Buffer[] = [];
    for await (const chunk of entry.chunks) chunks.push(chunk);
    current.files.set(photo.variant, Buffer.concat(chunks));
  });
  await flush();
  return count;
}
