import { knownMigrations } from "../db/migrations-dir.ts";
import type { BackupManifest } from "./backup-archive.ts";

/** Runs one SQL statement and returns its rows, on whichever client the caller holds. */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** The version, migration level and counts a manifest records, read in one snapshot. */
export async function readDatabaseFacts(query: RunQuery): Promise<
  Pick<BackupManifest, "migrations"> & {
    serverVersion: string;
    counts: DatabaseCounts;
    /** Photo keys of helpers' current photos, to find those missing from the store. */
    helperPhotoKeys: string[];
  }
> {
  const [version] = await query("show server_version");
  const [migrationTable] = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!migrationTable?.present) {
    throw new BackupRefusedError(
      "The database has not been set up (no migrations applied): there is nothing to back up.",
    );
  }
  const [level] = await query(
    "select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations",
  );
  const latestCreatedAt = level?.latest == null ? null : Number(level.latest);
  return {
    serverVersion: String(version?.server_version ?? "unknown"),
    migrations: {
      applied: Number(level?.applied ?? 0),
      latest: knownMigrations().find((entry) => entry.when === latestCreatedAt)?.tag ?? null,
      latestCreatedAt,
    },
    counts: await countRows(query),
    helperPhotoKeys: (
      await query("select distinct photo_key as key from maids where photo_key is not null")
    ).map((row) => String(row.key)),
  };
}

export interface DatabaseCounts {
  helpers: number;
  accounts: number;
  auditLogEntries: number;
}

export async function countRows(query: RunQuery): Promise<DatabaseCounts> {
  const [row] = await query(
    `select (select count(*) from maids)::int as helpers,
            (select count(*) from users)::int as accounts,
            (select count(*) from audit_log)::int as audit`,
  );
  return {
    helpers: Number(row?.helpers),
    accounts: Number(row?.accounts),
    auditLogEntries: Number(row?.audit),
  };
}

/** Tables in the database outside PostgreSQL's own schemas: a target with any is not empty. */
export async function countUserTables(query: RunQuery): Promise<number> {
  const [row] = await query(
    `select count(*)::int as tables from pg_catalog.pg_tables
     where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return Number(row?.tables ?? 0);
}

/** A backup or restore that must not go ahead; the message tells the operator why. */
export class BackupRefusedError extends Error {}
