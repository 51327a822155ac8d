import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskImageStorage } from "../src/images/disk-image-storage.ts";
import type { ImageVariant } from "../src/images/image-pipeline.ts";
import {
  copyPhotosToBucket,
  runStorageCopy,
  StorageCopyRefused,
} from "../src/images/photo-copy.ts";
import { createS3ImageStorage } from "../src/images/s3-image-storage.ts";
import { createTestConfig } from "./support/test-app.ts";
import { startTestS3Server, type TestS3Server } from "./support/test-s3.ts";

/** `npm run storage:copy`: the uploads folder to the bucket, resumable and idempotent. */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const VARIANTS: ImageVariant[] = ["card", "card-blurred", "detail", "detail-blurred"];
const KEYS = [1, 2, 3, 4, 5].map(key);

/** A site on disk with five photos, configured for the bucket under its own prefix. */
let sites = 0;
async function siteOnDisk() {
  const { config } = await createTestConfig({ ...s3.env, S3_PREFIX: `site-${++sites}` });
  const disk = createDiskImageStorage(config.uploadsDir);
  for (const photoKey of KEYS) {
    await disk.save(
      photoKey,
      new Map(VARIANTS.map((variant) => [variant, Buffer.alloc(5_000, `${photoKey}${variant}`)])),
    );
  }
  const prefix = config.storage.kind === "s3" ? config.storage.prefix : "";
  const bucket = createS3ImageStorage({ client: s3.client(), bucket: s3.bucket, prefix });
  return { config, disk, bucket, prefix };
}

const copy = (config: Parameters<typeof runStorageCopy>[0], lines: string[] = []) =>
  runStorageCopy(config, (line) => lines.push(line), s3.clientConfig);

async function keysIn(storage: ReturnType<typeof createS3ImageStorage>) {
  const keys: string[] = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  return keys.sort();
}

describe("npm run storage:copy", () => {
  it("copies every photo, printing its progress; a second run copies nothing", async () => {
    const { config, disk, bucket } = await siteOnDisk();
    const lines: string[] = [];
    const first = await copy(config, lines);
    expect(first).toMatchObject({ total: 5, copied: 5, skipped: 0, bytes: 5 * 4 * 5_000 });
    expect(lines.at(-1)).toBe("  5/5 photos: 5 copied (0.1 MB), 0 already there");
    expect(await keysIn(bucket)).toEqual(KEYS);
    for (const photoKey of KEYS) {
      for (const variant of VARIANTS) {
        expect(await bucket.read(photoKey, variant)).toEqual(await disk.read(photoKey, variant));
      }
    }

    const second = await copy(config);
    expect(second).toMatchObject({ total: 5, copied: 0, skipped: 5, bytes: 0 });
  });

  it("goes on after an interruption: copies what is missing or half-written, then nothing", async () => {
    const { config, bucket, prefix } = await siteOnDisk();
    // The network goes at the 7th file: the copy stops with an error, part of the way through.
    const failing = s3.client();
    let puts = 0;
    failing.middlewareStack.add(
      (next) => async (args) => {
        if ((args.input as { Body?: unknown }).Body && ++puts === 7)
          throw new Error("connection reset");
        return next(args);
      },
      { step: "build" },
    );
    const interrupted = copyPhotosToBucket({
      uploadsDir: config.uploadsDir,
      client: failing,
      bucket: s3.bucket,
      prefix,
      concurrency: 1,
    });
    await expect(interrupted).rejects.toMatchObject({ cause: { message: "connection reset" } });
    expect(await keysIn(bucket)).toEqual(KEYS.slice(0, 1));
    // And a killed process left one file of another photo.
    const disk = createDiskImageStorage(config.uploadsDir);
    await s3.client().send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: `${prefix}${KEYS[3]}/card.webp`,
        Body: (await disk.read(KEYS[3] as string, "card")) as Buffer,
      }),
    );

    const resumed = await copy(config);
    expect(resumed).toMatchObject({ total: 5, copied: 4, skipped: 1 });
    expect(await keysIn(bucket)).toEqual(KEYS);
    const listing = await s3
      .client()
      .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    expect(listing.KeyCount).toBe(5 * VARIANTS.length);
    expect(await copy(config)).toMatchObject({ copied: 0, skipped: 5 });
  });

  it("refuses when STORAGE is not s3, saying what to set", async () => {
    const { config } = await createTestConfig();
    await expect(copy(config)).rejects.toBeInstanceOf(StorageCopyRefused);
    await expect(copy(config)).rejects.toThrow(/STORAGE is not s3.*\n.*STORAGE=s3 and S3_BUCKET/);
  });
});
