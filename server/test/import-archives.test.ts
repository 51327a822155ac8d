import { randomBytes, randomUUID } from "node:crypto";
import { readdir, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { HELPER_IMPORT_MESSAGES, type HelperImport } from "@maids/contract/helper-imports.ts";
import { count, eq, isNotNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { auditLog, helperImports, maids } from "../src/db/schema.ts";
import { removeLeftImportArchives } from "../src/helper-intake/helper-import-service.ts";
import { removeOrphanPhotos } from "../src/images/image-storage.ts";
import { createImageStorage } from "../src/images/storage-from-config.ts";
import { signedInCookie } from "./support/factories.ts";
import {
  CREATE_ALL,
  csv,
  row,
  settledImport,
  storedArchiveName,
  uploadImport,
  zipOf,
} from "./support/helper-imports.ts";
import { samplePhoto } from "./support/photos.ts";
import { send } from "./support/requests.ts";
import { useTestAppOnS3 } from "./support/test-s3.ts";

/**
 * A bulk import's .zip with photos in a bucket (ADR 0031): kept under `imports/` beside the
 * photos, so that any app machine can commit the import, and removed from the bucket and
 * from every imports folder once the import no longer waits.
 */
const { s3, t } = useTestAppOnS3("photos");

const STORED = "photos/imports/";

async function storedArchives() {
  const listing = await s3
    .client()
    .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: STORED }));
  return (listing.Contents ?? []).map((object) => object.Key?.slice(STORED.length));
}

const localFiles = async () => readdir(t.config.importsDir).catch(() => []);

// Each test starts with no .zip anywhere, whatever an earlier one left.
beforeEach(async () => {
  for (const name of await storedArchives())
    await s3.client().send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${STORED}${name}` }));
  await rm(t.config.importsDir, { recursive: true, force: true });
});

async function admin() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

/** Two helpers, each with her photo in the .zip: the import once checked. */
async function uploaded(cookie: string, app = t.app) {
  const response = await uploadImport(
    app,
    cookie,
    {
      content: csv([row({ photo: "ana.jpg" }), row({ name: "Bea Cruz", photo: "bea.jpg" })]),
      filename: "batch.csv",
    },
    {
      content: await zipOf({
        "ana.jpg": await samplePhoto("jpeg"),
        "bea.jpg": await samplePhoto("png"),
      }),
      filename: "photos.zip",
    },
  );
  if (response.statusCode !== 202) return { response, found: null };
  const found = await settledImport(app, cookie, (response.json() as HelperImport).id);
  expect(found.status).toBe("ready");
  return { response, found };
}

async function committed(cookie: string, id: number) {
  const response = await send(t.app, "POST", `/api/admin/helper-imports/${id}/commit`, {
    cookie,
    body: CREATE_ALL,
  });
  expect(response.statusCode, response.body).toBe(202);
  return settledImport(t.app, cookie, id);
}

const helpersWithPhotos = async () =>
  (await t.database.db.select({ n: count() }).from(maids).where(isNotNull(maids.photoKey)))[0]?.n;

describe("a bulk import's .zip with STORAGE=s3", () => {
  it("waits in the bucket and here until the commit, then is removed from both; undo leaves none", async () => {
    const cookie = await admin();
    const { found } = await uploaded(cookie);
    const name = await storedArchiveName(t.database.db, found?.id ?? 0);
    expect(name).toMatch(/^[a-f0-9-]{36}\.zip$/);
    expect(await storedArchives()).toEqual([name]);
    expect(await localFiles()).toEqual([name]);

    expect((await committed(cookie, found?.id ?? 0)).status).toBe("committed");
    expect(await helpersWithPhotos()).toBe(2);
    expect(await storedArchives()).toEqual([]);
    expect(await localFiles()).toEqual([]);

    const undo = await send(t.app, "POST", `/api/admin/helper-imports/${found?.id}/undo`, {
      cookie,
    });
    expect(undo.json()).toMatchObject({ status: "undoing" });
    expect(await settledImport(t.app, cookie, found?.id ?? 0)).toMatchObject({ status: "undone" });
    expect(await storedArchives()).toEqual([]);
    expect(await localFiles()).toEqual([]);
  });

  it("is stored in parts when larger than one, and read back whole", async () => {
    const store = t.storage.importArchives;
    if (!store) throw new Error("the S3 store keeps import archives");
    const name = `${randomUUID()}.zip`;
    // 20 MiB: three parts of the multipart upload (8 MiB each at most).
    const bytes = randomBytes(20 * 1024 * 1024);
    const file = path.join(t.dataDir, name);
    await writeFile(file, bytes);
    await store.put(name, file);
    expect(await storedArchives()).toContain(name);
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.read(name)) ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await rm(file);
  });

  it("is fetched from the bucket by a machine that has no copy of it, and commits", async () => {
    const cookie = await admin();
    const { found } = await uploaded(cookie);
    // As on another app machine: its imports folder never saw this upload.
    await rm(t.config.importsDir, { recursive: true, force: true });

    expect((await committed(cookie, found?.id ?? 0)).result).toEqual({
      created: 2,
      updated: 0,
      skipped: 0,
    });
    expect(await helpersWithPhotos()).toBe(2);
    expect(await storedArchives()).toEqual([]);
    expect(await localFiles()).toEqual([]);
  });

  it("says it is gone when neither this machine nor the bucket has it (after a restore)", async () => {
    const cookie = await admin();
    const { found } = await uploaded(cookie);
    await rm(t.config.importsDir, { recursive: true, force: true });
    const name = await storedArchiveName(t.database.db, found?.id ?? 0);
    await s3.client().send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${STORED}${name}` }));
    expect(await committed(cookie, found?.id ?? 0)).toMatchObject({
      status: "failed",
      message: HELPER_IMPORT_MESSAGES.archiveGone,
    });
    expect(await helpersWithPhotos()).toBe(0);
  });

  it("is removed from the bucket and here when its import is left uncommitted for a week", async () => {
    const cookie = await admin();
    const { found } = await uploaded(cookie);
    await t.database.db
      .update(helperImports)
      .set({ updatedAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(helperImports.id, found?.id ?? 0));
    const list = await t.app.inject({ url: "/api/admin/helper-imports", headers: { cookie } });
    expect(list.json().imports[0]).toMatchObject({
      status: "refused",
      message: HELPER_IMPORT_MESSAGES.expired,
    });
    expect(await storedArchives()).toEqual([]);
    expect(await localFiles()).toEqual([]);
  });

  it("answers 503 and keeps nothing when the bucket refuses the .zip", async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      // An access key the store does not know: every request is refused.
      imageStorage: await createImageStorage(t.config, {
        credentials: { accessKeyId: "UNKNOWN", secretAccessKey: "none" },
      }),
    });
    const { response } = await uploaded(await admin(), app);
    await app.close();
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({
      code: "photo_store_unavailable",
      message: HELPER_IMPORT_MESSAGES.archiveNotStored,
    });
    expect(response.headers["retry-after"]).toBe("5");
    const [imports] = await t.database.db.select({ n: count() }).from(helperImports);
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    expect([imports?.n, audits?.n]).toEqual([0, 0]);
    expect(await storedArchives()).toEqual([]);
    expect(await localFiles()).toEqual([]);
  });

  it("is kept by the orphan-photo and start-up sweeps while its import waits; leftovers go", async () => {
    const cookie = await admin();
    const { found } = await uploaded(cookie);
    const waiting = await storedArchiveName(t.database.db, found?.id ?? 0);
    // Left by processes that stopped: a .zip whose import was never recorded, here and in
    // the bucket, and a .part file of an upload two days ago.
    const stray = `${randomUUID()}.zip`;
    await s3
      .client()
      .send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${STORED}${stray}`, Body: "zip" }));
    await writeFile(path.join(t.config.importsDir, stray), "zip");
    const part = path.join(t.config.importsDir, `${stray}.${randomUUID()}.part`);
    await writeFile(part, "zi");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await utimes(part, twoDaysAgo, twoDaysAgo);

    await removeOrphanPhotos(t.database, t.storage, { minAgeMs: 0 });
    const removed = await removeLeftImportArchives(t.database, t.storage, t.config.importsDir, {
      minAgeMs: 0,
    });
    expect(removed).toBe(3);
    expect(await localFiles()).toEqual([waiting]);
    // A machine without a copy still commits it: the bucket's is whole.
    await rm(t.config.importsDir, { recursive: true, force: true });
    expect((await committed(cookie, found?.id ?? 0)).status).toBe("committed");
    expect(await storedArchives()).toEqual([]);
  });
});
