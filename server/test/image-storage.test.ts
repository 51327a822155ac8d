import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDiskImageStorage } from "../src/images/disk-image-storage.ts";
import type { ImageVariant } from "../src/images/image-pipeline.ts";
import {
  type ImageStorage,
  ImageStorageError,
  ORPHAN_PHOTO_MIN_AGE_MS,
  removeOrphanPhotos,
} from "../src/images/image-storage.ts";
import { createS3ImageStorage } from "../src/images/s3-image-storage.ts";
import { createHelper } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";
import { startTestS3Server, type TestS3Server } from "./support/test-s3.ts";

/**
 * The photo stores' shared promises (ADR 0032), each case run against the disk store and
 * against an S3 bucket on an in-process S3 server.
 */
const t = useTestApp();
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const VARIANTS: ImageVariant[] = ["card", "card-blurred", "thumbnail", "thumbnail-blurred"];
const photo = (n: number) =>
  new Map(VARIANTS.map((variant) => [variant, Buffer.from(`${variant} of photo ${n}`)]));

/** One store under test, fresh for each case, with the ways to break it. */
interface StoreFixture {
  storage: ImageStorage;
  /** The same store, except that storing `variant` fails (after the others may have landed). */
  failingOn(variant: ImageVariant): ImageStorage;
  /** A store that refuses every write. */
  refusing(): ImageStorage | Promise<ImageStorage>;
  /** Something in the store that is not a photo of ours, which list and sweeps leave alone. */
  addForeignThings(): Promise<void>;
}

let runs = 0;
const stores: Record<string, () => Promise<StoreFixture>> = {
  disk: async () => {
    const dir = path.join(t.dataDir, `store-${++runs}`);
    const storage = createDiskImageStorage(dir);
    return {
      storage,
      failingOn: (variant) => ({
        ...storage,
        async save(photoKey, files) {
          // A folder where the file should go: that one write fails, the others succeed.
          await mkdir(path.join(dir, photoKey, `${variant}.webp`), { recursive: true });
          return storage.save(photoKey, files);
        },
      }),
      async refusing() {
        // The folder's parent is a file: nothing can be written (even by root).
        await writeFile(path.join(t.dataDir, `file-${runs}`), "not a folder");
        return createDiskImageStorage(path.join(t.dataDir, `file-${runs}`, "uploads"));
      },
      async addForeignThings() {
        await mkdir(path.join(dir, "not-a-photo-key"), { recursive: true });
        await writeFile(path.join(dir, key(999)), "a file, not a photo folder");
        const old = new Date(Date.now() - 2 * ORPHAN_PHOTO_MIN_AGE_MS);
        await utimes(path.join(dir, "not-a-photo-key"), old, old);
      },
    } satisfies StoreFixture;
  },
  s3: async () => {
    const prefix = `run-${++runs}/`;
    const client = s3.client();
    const storage = createS3ImageStorage({ client, bucket: s3.bucket, prefix });
    return {
      storage,
      failingOn: (variant) => {
        const failing = s3.client();
        failing.middlewareStack.add(
          (next) => async (args) => {
            const input = args.input as { Key?: string };
            if (args.request && input.Key?.endsWith(`/${variant}.webp`) && "Body" in input)
              throw new Error("connection reset");
            return next(args);
          },
          { step: "build" },
        );
        return createS3ImageStorage({ client: failing, bucket: s3.bucket, prefix });
      },
      refusing: () =>
        createS3ImageStorage({
          // s3rver does not check signatures (ADR 0032), only that the access key exists.
          client: s3.client({ credentials: { accessKeyId: "UNKNOWN", secretAccessKey: "none" } }),
          bucket: s3.bucket,
          prefix,
        }),
      async addForeignThings() {
        for (const name of [
          `${prefix}not-a-photo-key/card.webp`,
          `${prefix}notes.txt`,
          "outside.txt",
        ])
          await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: "x" }));
        await client.send(
          new PutObjectCommand({ Bucket: s3.bucket, Key: `${key(1)}/card.webp`, Body: "x" }),
        );
      },
    } satisfies StoreFixture;
  },
};

async function listed(storage: ImageStorage) {
  const entries: { key: string; modifiedAt: Date }[] = [];
  for await (const entry of storage.list()) entries.push(entry);
  return entries;
}
const keysOf = async (storage: ImageStorage) => (await listed(storage)).map((e) => e.key).sort();

describe.each(Object.keys(stores))("the %s photo store", (kind) => {
  let store: StoreFixture;
  beforeEach(async () => {
    store = await (stores[kind] as () => Promise<StoreFixture>)();
  });

  it("reads back each file saved, and nothing once removed", async () => {
    await store.storage.save(key(1), photo(1));
    for (const variant of VARIANTS) {
      expect((await store.storage.read(key(1), variant))?.toString()).toBe(`${variant} of photo 1`);
    }
    expect(await store.storage.read(key(1), "detail")).toBeNull();
    expect(await store.storage.read(key(2), "card")).toBeNull();

    await store.storage.remove(key(1));
    for (const variant of VARIANTS) expect(await store.storage.read(key(1), variant)).toBeNull();
    await expect(store.storage.remove(key(2))).resolves.toBeUndefined();
  });

  it("stores all of a photo's files or none: one failing write leaves nothing behind", async () => {
    const failing = store.failingOn("thumbnail");
    await expect(failing.save(key(3), photo(3))).rejects.toBeInstanceOf(ImageStorageError);
    for (const variant of VARIANTS) expect(await store.storage.read(key(3), variant)).toBeNull();
    expect(await keysOf(store.storage)).toEqual([]);
  });

  it("answers ImageStorageError when the store refuses writes, and stores nothing", async () => {
    const refusing = await store.refusing();
    const attempt = refusing.save(key(4), photo(4));
    await expect(attempt).rejects.toBeInstanceOf(ImageStorageError);
    await expect(attempt).rejects.toThrow("photo");
    expect(await store.storage.read(key(4), "card")).toBeNull();
  });

  it("lists each stored photo once, with when it was written, and nothing else", async () => {
    const before = Date.now();
    for (const n of [5, 6, 7]) await store.storage.save(key(n), photo(n));
    await store.addForeignThings();
    const entries = await listed(store.storage);
    expect(entries.map((entry) => entry.key).sort()).toEqual([key(5), key(6), key(7)]);
    for (const { modifiedAt } of entries) {
      // S3 gives whole seconds.
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it("sweeps orphans old enough, keeping referenced, young and foreign ones", async () => {
    await createHelper(t.database.db, { photoKey: key(8) });
    for (const n of [8, 9]) await store.storage.save(key(n), photo(n));
    await store.addForeignThings();

    // Just written: another process may be about to commit a helper pointing at it.
    expect(
      await removeOrphanPhotos(t.database, store.storage, { minAgeMs: ORPHAN_PHOTO_MIN_AGE_MS }),
    ).toEqual([]);
    const later = Date.now() + ORPHAN_PHOTO_MIN_AGE_MS + 60_000;
    expect(
      await removeOrphanPhotos(t.database, store.storage, {
        minAgeMs: ORPHAN_PHOTO_MIN_AGE_MS,
        now: later,
      }),
    ).toEqual([key(9)]);
    expect(await keysOf(store.storage)).toEqual([key(8)]);
    expect((await store.storage.read(key(8), "card"))?.toString()).toBe("card of photo 8");
    expect(await store.storage.read(key(9), "card")).toBeNull();
  });
});

describe("the S3 store", () => {
  it("pages through a long listing, giving a photo split across pages once", async () => {
    const prefix = "paged/";
    const storage = createS3ImageStorage({
      client: s3.client(),
      bucket: s3.bucket,
      prefix,
      listPageSize: 3,
    });
    for (const n of [10, 11, 12]) await storage.save(key(n), photo(n));
    expect(await keysOf(storage)).toEqual([key(10), key(11), key(12)]);
  });

  it("stores each file as image/webp under <prefix><key>/<variant>.webp", async () => {
    const storage = createS3ImageStorage({ client: s3.client(), bucket: s3.bucket, prefix: "p/" });
    await storage.save(key(13), photo(13));
    const object = await s3
      .client()
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: `p/${key(13)}/card.webp` }));
    expect(object.ContentType).toBe("image/webp");
    expect(await object.Body?.transformToString()).toBe("card of photo 13");
  });
});
