import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.ts";
import { createFreshDatabase, selectRows } from "./support/test-database.ts";

describe("migrations", () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it("apply on an empty database, then re-apply as a no-op", async () => {
    database = await createFreshDatabase();
    await database.migrate();

    const tables = await selectRows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      "app_meta",
      "audit_log",
      "employment_entries",
      "favourites",
      "interview_requests",
      "maid_details",
      "maids",
      "password_reset_tokens",
      "rate_limit_buckets",
      "recommendation_maids",
      "recommendations",
      "sessions",
      "share_link_maids",
      "share_links",
      "users",
    ]);
    const migrated = database;
    const applied = async () =>
      (await selectRows(migrated, sql`select * from drizzle.__drizzle_migrations`)).length;
    const before = await applied();
    expect(before).toBeGreaterThan(0);

    await database.migrate();
    expect(await applied()).toBe(before);
  });

  it("create the indexes the catalogue filters use", async () => {
    database ??= await createFreshDatabase();
    await database.migrate();
    const indexes = await selectRows<{ indexname: string }>(
      database,
      sql`select indexname from pg_indexes where tablename = 'maids'`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        "maids_country_idx",
        "maids_salary_idx",
        "maids_date_of_birth_idx",
        "maids_skills_gin_idx",
        "maids_languages_gin_idx",
        "maids_types_gin_idx",
      ]),
    );
  });
});
