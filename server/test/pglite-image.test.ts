import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, MIGRATIONS_DIR, openPglite } from "../src/db/database.ts";
import { knownMigrations } from "../src/db/migrations-dir.ts";
import { makePgliteImage } from "../src/db/pglite-image.ts";
import { selectRows } from "./support/test-database.ts";

// Each test opens an embedded database on disk; the image and the fallback each run PGlite's
// initdb once (3 to 6 s on two busy cores).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const tempDirs: string[] = [];
const temp = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "maids-image-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Every migration of the code, in order, from drizzle's journal. */
const ALL_MIGRATIONS = knownMigrations();

/** A copy of the migrations folder without its last migration: a build older than the code. */
async function migrationsWithoutLast(): Promise<string> {
  const folder = await temp();
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  journal.entries.pop();
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** How many migrations drizzle has applied to the database (none when it never migrated). */
async function appliedMigrations(database: Database): Promise<number> {
  const table = await selectRows<{ name: string | null }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table[0]?.name) return 0;
  const rows = await selectRows<{ count: number }>(
    database,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.count ?? 0;
}

async function tables(database: Database): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  return rows.map((row) => row.table_name);
}

// The embedded database's own start; the same whichever database the rest of the suite uses.
describe.skipIf(process.env.TEST_DATABASE === "postgres")(
  "the new embedded database's image",
  () => {
    let image: string;
    beforeAll(async () => {
      image = path.join(await temp(), "pglite-image.tar.gz");
      expect(await makePgliteImage(image, await migrationsWithoutLast())).toBe(true);
    });

    it("gives a new data directory its database, and the migrations newer than the image apply at start", async () => {
      const dataDir = path.join(await temp(), "pglite");
      const database = await openPglite(dataDir, { image });
      try {
        // Copied from the image: migrated up to the image's last migration, before any migrate().
        expect(await tables(database)).toContain("maids");
        expect(await appliedMigrations(database)).toBe(ALL_MIGRATIONS.length - 1);
        await database.migrate();
        expect(await appliedMigrations(database)).toBe(ALL_MIGRATIONS.length);
        await database.db.execute(sql`insert into app_meta (key, value) values ('kept', 'yes')`);
      } finally {
        await database.close();
      }

      // A later start on the same directory resumes it (the image is not loaded over it).
      const again = await openPglite(dataDir, { image });
      try {
        const kept = await selectRows(again, sql`select value from app_meta where key = 'kept'`);
        expect(kept).toEqual([{ value: "yes" }]);
      } finally {
        await again.close();
      }
    });

    it("gives a database in memory its database too, with the embedded database's settings", async () => {
      const database = await openPglite(undefined, { image });
      try {
        expect(await tables(database)).toContain("maids");
        expect(await appliedMigrations(database)).toBe(ALL_MIGRATIONS.length - 1);
        const [buffers] = await selectRows<{ shared_buffers: string }>(
          database,
          sql`show shared_buffers`,
        );
        expect(buffers?.shared_buffers).toBe("32MB");
      } finally {
        await database.close();
      }
    });

    it("is not made again by a build when the one there is of the same PGlite and migrations", async () => {
      expect(await makePgliteImage(image, await migrationsWithoutLast())).toBe(false);
    });

    it("is not used when it has a migration the code does not know: the start runs initdb", async () => {
      const other = path.join(await temp(), "pglite-image.tar.gz");
      await cp(image, other);
      const manifest = JSON.parse(await readFile(image.replace(/\.tar\.gz$/, ".json"), "utf8"));
      manifest.migrations.push("0099_from_another_branch");
      await writeFile(other.replace(/\.tar\.gz$/, ".json"), JSON.stringify(manifest));

      const database = await openPglite(path.join(await temp(), "pglite"), { image: other });
      try {
        expect(await tables(database)).toEqual([]);
      } finally {
        await database.close();
      }
    });

    it("without an image, a new data directory still gets a database (initdb) and its migrations", async () => {
      const dataDir = path.join(await temp(), "pglite");
      const database = await openPglite(dataDir, { image: path.join(await temp(), "none.tar.gz") });
      try {
        expect(await tables(database)).toEqual([]);
        await database.migrate();
        expect(await appliedMigrations(database)).toBe(ALL_MIGRATIONS.length);
      } finally {
        await database.close();
      }
    });
  },
);
