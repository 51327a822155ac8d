import { getTableName, type SQL, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../src/db/database.ts";
import { knownMigrations } from "../../src/db/migrations-dir.ts";
import * as schema from "../../src/db/schema.ts";

/** "pglite" (default) or "postgres" against TEST_DATABASE_URL; set per vitest project. */
const kind = process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite";
const workerId = process.env.VITEST_POOL_ID ?? "1";

let shared: Promise<Database> | undefined;

/**
 * The name of a database a run makes on TEST_DATABASE_URL's server, after the URL's own
 * database: two runs against one server with different databases in their URLs (two checkouts,
 * say) never drop each other's.
 */
export function runDatabaseName(suffix: string): string {
  const own = new URL(process.env.TEST_DATABASE_URL as string).pathname.slice(1);
  return `${own || "postgres"}_${suffix}`;
}

/** The migrated database global-setup.ts makes on PostgreSQL once per run, copied by each worker. */
export const templateDatabaseName = () => runDatabaseName("maids_test_template");

/**
 * One migrated database per test worker, copied from the run's migrated one (global-setup.ts);
 * call resetDatabase between tests.
 */
export function getTestDatabase(): Promise<Database> {
  shared ??= openMigratedCopy(`maids_test_${workerId}`).then(async (database) => {
    await expectNewestMigration(database);
    return database;
  });
  return shared;
}

/**
 * The copy's last applied migration is the journal's last. Its source was migrated this run (or
 * is an image keyed by the migrations' contents), so migrating again would apply nothing; it
 * would only read and hash every migration, a third of a second for each worker.
 */
async function expectNewestMigration(database: Database) {
  const [applied] = await selectRows<{ latest: string | null }>(
    database,
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const newest = knownMigrations().at(-1);
  if (newest && Number(applied?.latest) !== newest.when) {
    throw new Error(`The test database is not migrated to ${newest.tag} (global-setup.ts)`);
  }
}

async function openMigratedCopy(suffix: string): Promise<Database> {
  if (kind === "pglite") return openPglite(undefined, { image: inject("pgliteImage") });
  const name = runDatabaseName(suffix);
  await onTestServer(`drop database if exists "${name}" with (force)`);
  await onTestServer(`create database "${name}" template "${templateDatabaseName()}"`);
  return openPostgres(testServerDatabaseUrl(name), 4);
}

/** Runs one statement on TEST_DATABASE_URL's server (create or drop a database). */
export async function onTestServer(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on TEST_DATABASE_URL's server. */
export function testServerDatabaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new empty database (not migrated) of the kind under test; `suffix` names it (runDatabaseName). */
export async function createFreshDatabase(
  suffix = `maids_fresh_${workerId}_${Date.now()}`,
): Promise<Database> {
  if (kind === "pglite") return openPglite();
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error("TEST_DATABASE=postgres needs TEST_DATABASE_URL");
  }
  const name = runDatabaseName(suffix);
  await onTestServer(`drop database if exists "${name}" with (force)`);
  await onTestServer(`create database "${name}"`);
  return openPostgres(testServerDatabaseUrl(name), 4);
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => `"${getTableName(table)}"`);

export async function resetDatabase(database: Database) {
  await database.db.execute(sql.raw(`truncate ${tableNames.join(", ")} restart identity cascade`));
}

/** Rows of a raw query, on either driver. */
export async function selectRows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
