import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Config, PROJECT_ROOT } from "../config.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The database and its lifecycle, the same for embedded PGlite and a PostgreSQL server. */
export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "drizzle");
/** Any fixed number: serialises migrations when several processes start at once. */
const MIGRATION_LOCK_ID = 4_242_001;

/** `dataDir` undefined keeps the database in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const releaseLock = dataDir ? await lockDataDir(dataDir) : async () => {};
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await releaseLock();
    },
  };
}

export class DatabaseInUseError extends Error {}

/**
 * PGlite is single-process: a second process opening the same directory
 * would corrupt it. A lock file with the owner's pid refuses that clearly.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "..", `${path.basename(dataDir)}.lock`);
  const owner = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
  if (owner && owner !== process.pid && isRunning(owner)) {
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first.`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function openDatabase(config: Config["database"]): Promise<Database> {
  return config.kind === "pglite"
    ? openPglite(config.dir)
    : Promise.resolve(openPostgres(config.url, config.poolSize));
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const drizzleDb = drizzleNodePostgres(pool, { schema });
  const db = drizzleDb as unknown as Db;
  return {
    kind: "postgres",
    db,
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePostgres(drizzleDb, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
