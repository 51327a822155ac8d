import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, MIGRATIONS_DIR } from "../src/db/database.ts";
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
      "case_documents",
      "case_fees",
      "catalogue_version",
      "daily_job_runs",
      "data_requests",
      "document_counters",
      "document_signatures",
      "document_templates",
      "employer_consents",
      "employer_particulars",
      "employment_entries",
      "family_requirements",
      "favourites",
      "fee_packages",
      "helper_import_changes",
      "helper_imports",
      "helper_loans",
      "helper_profiles",
      "interview_requests",
      "legal_acceptances",
      "legal_texts",
      "maid_details",
      "maids",
      "medical_examinations",
      "money_documents",
      "money_settings",
      "password_reset_tokens",
      "placement_candidates",
      "placement_cases",
      "placement_events",
      "placement_reference_counters",
      "rate_limit_buckets",
      "recommendation_maids",
      "recommendations",
      "reminder_deliveries",
      "sessions",
      "share_link_maids",
      "share_links",
      "signing_links",
      "suppliers",
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

/** A copy of the migrations folder that stops before the migration named `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "maids-migrations-"));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  const stop = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe("the suppliers migration", () => {
  it("turns each free-text supplier into one supplier row that its helpers point at", async () => {
    const database = await createFreshDatabase();
    const folder = await migrationsBefore("0003_suppliers");
    try {
      await database.migrate(folder);
      const helper = (name: string, supplier: string) => sql`
        insert into maids (name, country, date_of_birth, height_cm, weight_kg, salary, supplier,
          marital_status, religion)
        values (${name}, 'Indonesia', '1990-01-01', 155, 50, 600, ${supplier}, 'Single', 'Muslim')`;
      for (const [name, supplier] of [
        ["Ani", "ID-2"],
        ["Budi", " id-2 "],
        ["Citra", "PT Sinar Jaya"],
        ["Dewi", ""],
      ] as const) {
        await database.db.execute(helper(name, supplier));
      }

      await database.migrate();

      const rows = await selectRows<{ name: string; supplier: string }>(
        database,
        sql`select m.name, s.name as supplier from maids m join suppliers s on s.id = m.supplier_id
            order by m.name`,
      );
      expect(rows).toEqual([
        { name: "Ani", supplier: "ID-2" },
        { name: "Budi", supplier: "ID-2" },
        { name: "Citra", supplier: "PT Sinar Jaya" },
        { name: "Dewi", supplier: "Default Supplier" },
      ]);
      const suppliers = await selectRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from suppliers`,
      );
      expect(suppliers[0]?.n).toBe(3);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
