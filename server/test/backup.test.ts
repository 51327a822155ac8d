import { randomBytes } from "node:crypto";
import { copyFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { getTableName, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { createBackup } from "../src/backup/backup.ts";
import { BackupArchiveError, DATABASE_ENTRY, readArchive } from "../src/backup/backup-archive.ts";
import { BackupRefusedError } from "../src/backup/database-facts.ts";
import { findPostgresTool, run } from "../src/backup/postgres-tools.ts";
import { restoreBackup } from "../src/backup/restore.ts";
import type { Config } from "../src/config.ts";
import { type Database, lockDataDir, openDatabase } from "../src/db/database.ts";
import * as schema from "../src/db/schema.ts";
import { DEMO_ACCOUNTS } from "../src/demo/demo-accounts.ts";
import { loadDemoData } from "../src/demo/load-demo-data.ts";
import { createDiskImageStorage } from "../src/images/disk-image-storage.ts";
import { IMAGE_VARIANTS } from "../src/images/image-pipeline.ts";
import type { ImageStorage } from "../src/images/image-storage.ts";
import { HELPER_FORM } from "./support/biodata.ts";
import { createHelper } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/photos.ts";
import { signInAs } from "./support/requests.ts";
import { createTestConfig, demoIdentity, SAME_ORIGIN } from "./support/test-app.ts";
import {
  createFreshDatabase,
  runDatabaseName,
  selectRows,
  testServerDatabaseUrl,
} from "./support/test-database.ts";

const kind = process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite";
const workerId = process.env.VITEST_POOL_ID ?? "1";

/** A data directory (photos, and the embedded database) and, on PostgreSQL, a new database. */
interface Side {
  config: Config;
  dataDir: string;
  storage: ImageStorage;
}

const sides: Side[] = [];

async function newSide(label: string): Promise<Side> {
  const env: Record<string, string> = {};
  if (kind === "postgres") {
    const suffix = `maids_backup_${label}_${workerId}`;
    await (await createFreshDatabase(suffix)).close();
    env.DATABASE_URL = testServerDatabaseUrl(runDatabaseName(suffix));
  }
  const { config, dataDir } = await createTestConfig(env);
  const side = { config, dataDir, storage: createDiskImageStorage(config.uploadsDir) };
  sides.push(side);
  return side;
}

async function withDatabase<T>(side: Side, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(side.config.database);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableName(table));

/** Every row of every table (and the migrations applied), and every photo file's bytes. */
async function contentsOf(side: Side, open?: Database) {
  const readRows = async (database: Database) => {
    const tables: Record<string, unknown> = {};
    for (const table of [...tableNames, "drizzle.__drizzle_migrations"]) {
      const from = table.includes(".") ? table : `"${table}"`;
      const [result] = await selectRows<{ rows: unknown }>(
        database,
        sql.raw(
          `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') as rows from ${from} t`,
        ),
      );
      tables[table] = result?.rows;
    }
    return tables;
  };
  const rows = open ? await readRows(open) : await withDatabase(side, readRows);
  const photos = new Map<string, Buffer>();
  const keys: string[] = [];
  for await (const { key } of side.storage.list()) keys.push(key);
  for (const key of keys.sort()) {
    for (const variant of IMAGE_VARIANTS) {
      const data = await side.storage.read(key, variant);
      if (data) photos.set(`${key}/${variant}`, data);
    }
  }
  return { rows, photos };
}

let source: Side;
let archive: string;
let before: Awaited<ReturnType<typeof contentsOf>>;
let uploadedPhotoUrl: string;

beforeAll(async () => {
  source = await newSide("source");
  await withDatabase(source, async (database) => {
    await database.migrate();
    await loadDemoData(database.db, source.storage, await demoIdentity(source.config));
    const app = await buildApp({ config: source.config, database, imageStorage: source.storage });
    try {
      // A helper added through the app: her photo through the pipeline, her creation audited.
      const cookie = await signInAs(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const { payload, contentType } = await multipartBody({
        data: HELPER_FORM,
        image: { content: await samplePhoto("jpeg"), filename: "siti.jpg", type: "image/jpeg" },
      });
      const created = await app.inject({
        method: "POST",
        url: "/api/admin/maid",
        payload,
        headers: { cookie, origin: SAME_ORIGIN, "content-type": contentType },
      });
      expect(created.statusCode, created.body).toBe(201);
      uploadedPhotoUrl = created.json().imageUrl;
    } finally {
      await app.close();
    }
  });
  before = await contentsOf(source);
  archive = path.join(source.dataDir, "backup.tar");
  await createBackup({
    database: source.config.database,
    storage: source.storage,
    out: archive,
    key: null,
  });
}, 120_000);

/** Nothing changed: no photos, and an empty database. */
async function expectUntouched(target: Side) {
  expect(await readdir(target.config.uploadsDir).catch(() => [])).toEqual([]);
  if (kind === "pglite") {
    expect(await readdir(path.join(target.dataDir, "pglite")).catch(() => [])).toEqual([]);
    return;
  }
  await withDatabase(target, async (database) => {
    const [row] = await selectRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    expect(row?.n).toBe(0);
  });
}

/** What the tests of plain archives restore with: no key, and plain archives allowed. */
const PLAIN = { key: null, requireEncrypted: false };

afterAll(async () => {
  await Promise.all(sides.map((side) => rm(side.dataDir, { recursive: true, force: true })));
});

describe(`backup and restore (${kind})`, () => {
  it("restores into an empty database and photo store: the same rows, photos and accounts", async () => {
    expect(before.rows.maids).toHaveLength(78);
    expect((before.rows.audit_log as unknown[]).length).toBeGreaterThan(0);
    expect(before.photos.size).toBeGreaterThanOrEqual(78 * 2);

    const target = await newSide("target");
    const { manifest, restored } = await restoreBackup({
      database: target.config.database,
      storage: target.storage,
      archive,
      archiveKey: PLAIN,
    });
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.counts).toMatchObject({ helpers: 78, photos: 78, photosMissing: 0 });
    expect(restored).toMatchObject({ helpers: 78, photos: 78 });

    await withDatabase(target, async (database) => {
      const after = await contentsOf(target, database);
      expect(after.rows).toEqual(before.rows);
      expect([...after.photos.keys()]).toEqual([...before.photos.keys()]);
      for (const [name, data] of before.photos) {
        expect(after.photos.get(name)?.equals(data)).toBe(true);
      }
      // The server starts on it as on any database: migrations, then the app.
      await database.migrate();
      const app = await buildApp({ config: target.config, database, imageStorage: target.storage });
      try {
        const { email, password } = DEMO_ACCOUNTS.customer;
        expect(await signInAs(app, email, password)).toMatch(/^sid=/);
        const admin = await signInAs(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
        const photo = await app.inject({ url: uploadedPhotoUrl, headers: { cookie: admin } });
        expect(photo.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  }, 60_000);

  it("refuses a target that is not empty, naming what it holds; --force replaces it", async () => {
    const target = await newSide("busy");
    await target.storage.save(
      "00000000-0000-4000-8000-000000000000",
      new Map([["card", Buffer.from("x")]]),
    );
    const held = await withDatabase(target, async (database) => {
      await database.migrate();
      await createHelper(database.db, { name: "Not In The Backup" });
      return contentsOf(target, database);
    });

    const refused = restoreBackup({
      database: target.config.database,
      storage: target.storage,
      archive,
      archiveKey: PLAIN,
    });
    await expect(refused).rejects.toThrow(BackupRefusedError);
    await expect(refused).rejects.toThrow(/not empty|already has \d+ tables/);
    await expect(refused).rejects.toThrow(/photo store already holds photos.*--force/);
    expect(await contentsOf(target)).toEqual(held);

    await restoreBackup({
      database: target.config.database,
      storage: target.storage,
      archive,
      force: true,
      archiveKey: PLAIN,
    });
    const after = await contentsOf(target);
    expect(after.rows).toEqual(before.rows);
    expect([...after.photos.keys()]).toEqual([...before.photos.keys()]);
  }, 60_000);

  it("refuses a truncated or corrupt archive, or one of the other database kind, changing nothing", async () => {
    const target = await newSide("untouched");
    const whole = await readFile(archive);
    const truncated = path.join(target.dataDir, "truncated.tar");
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const corrupt = path.join(target.dataDir, "corrupt.tar");
    await copyFile(archive, corrupt);
    const flipped = Buffer.from(whole);
    // A byte inside the database dump, the second entry (after 512-byte headers).
    const at = 4096;
    flipped[at] = (flipped[at] as number) ^ 0xff;
    await writeFile(corrupt, flipped);

    const restoreFrom = (file: string, database = target.config.database) =>
      restoreBackup({ database, storage: target.storage, archive: file, archiveKey: PLAIN });
    await expect(restoreFrom(truncated)).rejects.toThrow(BackupArchiveError);
    await expect(restoreFrom(truncated)).rejects.toThrow(/truncated/);
    await expect(restoreFrom(corrupt)).rejects.toThrow(/corrupt/);
    const otherKind: Config["database"] =
      kind === "pglite"
        ? { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none", poolSize: 1 }
        : { kind: "pglite", dir: path.join(target.dataDir, "pglite") };
    await expect(restoreFrom(archive, otherKind)).rejects.toThrow(
      /is a backup of .*, but this server is configured for/,
    );

    await expectUntouched(target);
  });

  it("counts the helpers' photos that the photo store does not hold", async () => {
    const side = await newSide("lost-photo");
    await withDatabase(side, async (database) => {
      await database.migrate();
      await createHelper(database.db, { photoKey: "00000000-0000-4000-8000-000000000001" });
      await createHelper(database.db, { photoKey: null });
    });
    const manifest = await createBackup({
      database: side.config.database,
      storage: side.storage,
      out: path.join(side.dataDir, "backup.tar"),
      key: null,
    });
    expect(manifest.counts).toMatchObject({ helpers: 2, photos: 0, photosMissing: 1 });
  });

  it.runIf(kind === "postgres")(
    "refuses to restore into PostgreSQL while a server is connected, naming it, --force or not",
    async () => {
      const target = await newSide("live");
      await withDatabase(target, async (database) => {
        await database.migrate();
        await createHelper(database.db, { name: "Written While Live" });
        for (const force of [false, true]) {
          const attempt = restoreBackup({
            database: target.config.database,
            storage: target.storage,
            archive,
            force,
            archiveKey: PLAIN,
          });
          await expect(attempt).rejects.toThrow(BackupRefusedError);
          await expect(attempt).rejects.toThrow(
            /other connections? (is|are) open to the database: maids-agency \(pid \d+.*--force does not override this/,
          );
        }
      });
      // Once the server is gone, --force replaces what it held.
      await restoreBackup({
        database: target.config.database,
        storage: target.storage,
        archive,
        force: true,
        archiveKey: PLAIN,
      });
      expect((await contentsOf(target)).rows).toEqual(before.rows);
    },
    60_000,
  );

  it("holds the demo family's particulars, but none of their identity numbers in plain text", async () => {
    const parts: Buffer[] = [];
    let major = 0;
    await readArchive(archive, PLAIN, async (entry, manifest) => {
      if (entry.name !== DATABASE_ENTRY[kind]) return;
      major = Number.parseInt(manifest.database.serverVersion, 10);
      for await (const chunk of entry.chunks) parts.push(chunk);
    });
    const dump = Buffer.concat(parts);
    // What the dump holds as text: the embedded database's pages, or pg_restore's SQL.
    let text: string;
    if (kind === "pglite") text = gunzipSync(dump).toString("latin1");
    else {
      const file = path.join(source.dataDir, "postgres.dump");
      await writeFile(file, dump);
      text = await run(
        await findPostgresTool("pg_restore", major),
        ["--data-only", "-f", "-", file],
        process.env,
      );
    }
    expect(text).toContain("Blk 123 Tampines Street 11");
    for (const digits of ["8512345", "8323456"]) expect(text).not.toContain(digits);
  });

  it("writes the archive for its owner's eyes only", async () => {
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
  });

  describe("encrypted with BACKUP_KEY", () => {
    const key = randomBytes(32);
    let encrypted: string;

    beforeAll(async () => {
      encrypted = path.join(source.dataDir, "encrypted.tar");
      await createBackup({
        database: source.config.database,
        storage: source.storage,
        out: encrypted,
        key,
      });
    }, 60_000);

    it("holds none of the archive's text, and restores with its key", async () => {
      const bytes = await readFile(encrypted);
      expect(bytes.includes("manifest.json")).toBe(false);
      expect(bytes.includes("maids-agency-backup")).toBe(false);
      expect((await stat(encrypted)).mode & 0o777).toBe(0o600);

      const target = await newSide("decrypted");
      const { restored } = await restoreBackup({
        database: target.config.database,
        storage: target.storage,
        archive: encrypted,
        archiveKey: { key, requireEncrypted: true },
      });
      expect(restored).toMatchObject({ helpers: 78, photos: 78 });
      expect((await contentsOf(target)).rows).toEqual(before.rows);
    }, 60_000);

    it("refuses a changed byte anywhere, another key, no key, and a plain archive where encryption is required, changing nothing", async () => {
      const target = await newSide("refused");
      const whole = await readFile(encrypted);
      const restoreFrom = (
        file: string,
        archiveKey: { key: Buffer | null; requireEncrypted: boolean },
      ) =>
        restoreBackup({
          database: target.config.database,
          storage: target.storage,
          archive: file,
          archiveKey,
        });
      for (const at of [40, Math.floor(whole.length / 2), whole.length - 20, whole.length - 1]) {
        const changed = Buffer.from(whole);
        changed[at] = (changed[at] as number) ^ 0x01;
        const file = path.join(target.dataDir, `changed-${at}.tar`);
        await writeFile(file, changed);
        await expect(
          restoreFrom(file, { key, requireEncrypted: true }),
          `byte ${at}`,
        ).rejects.toThrow(/does not decrypt with BACKUP_KEY/);
      }
      await expect(
        restoreFrom(encrypted, { key: randomBytes(32), requireEncrypted: true }),
      ).rejects.toThrow(
        /does not decrypt with BACKUP_KEY: it was made with another key, or it was changed/,
      );
      await expect(restoreFrom(encrypted, { key: null, requireEncrypted: false })).rejects.toThrow(
        /is encrypted: set BACKUP_KEY/,
      );
      await expect(restoreFrom(archive, { key, requireEncrypted: true })).rejects.toThrow(
        /is not encrypted, and production restores only encrypted archives/,
      );
      await expectUntouched(target);
    }, 60_000);
  });

  it.runIf(kind === "pglite")(
    "refuses to back up the embedded database while a server holds it",
    async () => {
      if (source.config.database.kind !== "pglite") return;
      const release = await lockDataDir(source.config.database.dir);
      try {
        const out = path.join(source.dataDir, "while-running.tar");
        const attempt = createBackup({
          database: source.config.database,
          storage: source.storage,
          out,
          key: null,
        });
        await expect(attempt).rejects.toThrow(BackupRefusedError);
        await expect(attempt).rejects.toThrow(/in use by another process: a server/);
        expect(await readdir(source.dataDir)).not.toContain("while-running.tar");
      } finally {
        await release();
      }
    },
  );
});
