import { rm } from "node:fs/promises";
import { type Logger, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import { ENGAGEMENT_TABLES } from "../src/biodata/biodata-repository.ts";
import type { Config } from "../src/config.ts";
import type { Database, Db } from "../src/db/database.ts";
import * as schema from "../src/db/schema.ts";
import { createDiskImageStorage } from "../src/images/disk-image-storage.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { createTestConfig } from "./support/test-app.ts";
import {
  createFreshDatabase,
  getTestDatabase,
  resetDatabase,
  selectRows,
} from "./support/test-database.ts";

/**
 * The rule of docs/how-to.md ("A table the catalogue reads"): catalogue answers are kept until
 * the catalogue version changes, and only the triggers calling bump_catalogue_version() change
 * it (migration 0004). So every table the catalogue's queries read must have that trigger. The
 * tables are taken from the SQL the catalogue routes actually send, so a table joined later is
 * checked without anyone listing it here.
 */

/** The catalogue's routes, each way they query: every filter, a deep page, both viewer kinds. */
const EVERY_FILTER =
  "country=Philippines,Indonesia&skills=Cooking&languages=English&types=Transfer" +
  "&salaryMin=100&salaryMax=2000&ageMin=18&ageMax=60&availableBy=2027-03-01";
const catalogueUrls = (id: number) => [
  "/api/catalogue/maids?page=1&limit=20",
  `/api/catalogue/maids?page=1&limit=20&${EVERY_FILTER}`,
  // Offset 1000: past ANCHOR_SPAN, so the anchor query runs too (catalogue-pages.ts).
  "/api/catalogue/maids?page=51&limit=20",
  `/api/catalogue/maids?page=51&limit=20&${EVERY_FILTER}`,
  `/api/catalogue/maids/${id}`,
  "/api/catalogue/top-maids",
];

/** The same database handle with every statement drizzle sends recorded in `statements`. */
function recordingDatabase(database: Database, statements: string[]): Database {
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === "pglite"
    ? drizzlePglite(client, { schema, logger })
    : drizzleNodePostgres(client, { schema, logger })) as unknown as Db;
  return { ...database, db };
}

/** The tables named after FROM or JOIN in SELECT statements, among the `known` ones. */
function tablesReadBy(statements: string[], known: Set<string>): string[] {
  const tables = new Set<string>();
  for (const statement of statements) {
    if (!/^\s*(with|select)\b/i.test(statement)) continue;
    for (const match of statement.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
      const name = (match[1] as string).toLowerCase();
      if (known.has(name)) tables.add(name);
    }
  }
  return [...tables].sort();
}

/** Tables with an enabled AFTER … FOR EACH STATEMENT trigger on all four changes calling bump_catalogue_version(). */
async function tablesBumpingTheVersion(database: Database): Promise<string[]> {
  // tgtype bits (pg_trigger.h): 1 row-level, 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead.
  const rows = await selectRows<{ table_name: string }>(
    database,
    sql`select distinct c.relname as table_name
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_proc p on p.oid = t.tgfoid
        where n.nspname = 'public' and p.proname = 'bump_catalogue_version'
          and not t.tgisinternal and t.tgenabled <> 'D'
          and (t.tgtype::int & 60) = 60 and (t.tgtype::int & 67) = 0
        order by 1`,
  );
  return rows.map((row) => row.table_name);
}

async function publicTables(database: Database): Promise<Set<string>> {
  const rows = await selectRows<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  // The version's own table is read by every request (fresh-reads.ts) and changes by itself.
  return new Set(rows.map((row) => row.table_name).filter((name) => name !== "catalogue_version"));
}

describe("the catalogue version trigger on every table the catalogue reads", () => {
  let database: Database;
  let app: App;
  let config: Config;
  let dataDir: string;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await getTestDatabase();
    await resetDatabase(database);
    const test = await createTestConfig();
    ({ config, dataDir } = test);
    app = await buildApp({
      config: test.config,
      database: recordingDatabase(database, statements),
      imageStorage: createDiskImageStorage(test.config.uploadsDir),
    });
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("finds the tables in the SQL of the catalogue's answers, and each has the trigger", async () => {
    const id = await createHelper(database.db, { details: { englishRating: 5 } });
    const { cookie } = await signedInCookie(database.db, config);
    statements.length = 0;
    for (const url of catalogueUrls(id)) {
      for (const headers of [{}, { cookie }]) {
        const answer = await app.inject({ url, headers });
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      }
    }

    const read = tablesReadBy(statements, await publicTables(database));
    // The helper's own rows at least; what else depends on the queries of the day.
    expect(read).toEqual(expect.arrayContaining(["maids", "maid_details", "employment_entries"]));
    const bumping = await tablesBumpingTheVersion(database);
    // Read afresh on every request to pick the viewer's variant, never kept in an answer.
    const kept = read.filter((table) => !ENGAGEMENT_TABLES.includes(table));
    const missing = kept.filter((table) => !bumping.includes(table));
    expect(
      missing,
      "tables the catalogue reads without the bump_catalogue_version trigger",
    ).toEqual([]);
  });

  it("reports a table whose trigger is gone (on a scratch database)", async () => {
    const scratch = await createFreshDatabase();
    try {
      await scratch.migrate();
      expect(await tablesBumpingTheVersion(scratch)).toEqual(
        expect.arrayContaining(["employment_entries", "maid_details", "maids", "suppliers"]),
      );
      await scratch.db.execute(
        sql`drop trigger "employment_entries_catalogue_version" on "employment_entries"`,
      );
      await scratch.db.execute(
        sql`create trigger "employment_entries_catalogue_version" after insert or update or delete
            on "employment_entries" for each row execute function "bump_catalogue_version"()`,
      );
      await scratch.db.execute(
        sql`alter table "maid_details" disable trigger "maid_details_catalogue_version"`,
      );
      const bumping = await tablesBumpingTheVersion(scratch);
      expect(bumping).toContain("maids");
      expect(bumping).not.toContain("employment_entries");
      expect(bumping).not.toContain("maid_details");
    } finally {
      await scratch.close();
    }
  });

  it("reads table names after FROM and JOIN in SELECT statements only", () => {
    const known = new Set(["maids", "maid_details", "sessions", "new_table"]);
    expect(
      tablesReadBy(
        [
          `select "maids"."id" from "maids" left join "maid_details" on "maid_details"."maid_id" = "maids"."id" inner join "new_table" on true`,
          `update "sessions" set "last_seen_at" = $1`,
          `select count(*) from "maids" where "maids"."id" in (select "id" from "maids")`,
        ],
        known,
      ),
    ).toEqual(["maid_details", "maids", "new_table"]);
  });
});
