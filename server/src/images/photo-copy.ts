import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { eachLimited } from "../each-limited.ts";
import { createDiskImageStorage } from "./disk-image-storage.ts";
import type { ImageVariant } from "./image-pipeline.ts";
import {
  createS3ImageStorage,
  objectsUnder,
  s3ClientFor,
  s3ObjectName,
} from "./s3-image-storage.ts";

export interface CopyProgress {
  /** Photos looked at so far, of `total`. */
  done: number;
  total: number;
  copied: number;
  /** Already in the bucket, every file with the same size. */
  skipped: number;
  /** Bytes uploaded so far. */
  bytes: number;
}

/** Photos copied at once: each is a handful of small puts. */
const COPIES_AT_ONCE = 4;

/**
 * Copies every photo of the uploads folder to the bucket (ADR 0032), each through the S3
 * store's save (all of a photo's files or none). Resumable and idempotent: one listing of
 * the bucket first, and a photo whose every file is there with the same size is skipped,
 * so a second run copies nothing and an interrupted one goes on where it stopped. Stops at
 * the first failure, after the copies under way end; the error is thrown.
 */
export async function copyPhotosToBucket({
  uploadsDir,
  client,
  bucket,
  prefix,
  onProgress = () => {},
  concurrency = COPIES_AT_ONCE,
}: {
  uploadsDir: string;
  client: S3Client;
  bucket: string;
  prefix: string;
  onProgress?: (progress: CopyProgress) => void;
  concurrency?: number;
}): Promise<CopyProgress> {
  const keys: string[] = [];
  for await (const { key } of createDiskImageStorage(uploadsDir).list()) keys.push(key);
  keys.sort();
  const stored = new Map<string, number>();
  for await (const object of objectsUnder(client, bucket, prefix)) {
    if (object.Key) stored.set(object.Key, object.Size ?? -1);
  }
  const target = createS3ImageStorage({ client, bucket, prefix });
  const progress: CopyProgress = { done: 0, total: keys.length, copied: 0, skipped: 0, bytes: 0 };

  async function copy(key: string) {
    const dir = path.join(uploadsDir, key);
    const names = (await readdir(dir)).filter((name) => name.endsWith(".webp"));
    const files = new Map<ImageVariant, Buffer>();
    for (const name of names) {
      files.set(
        name.slice(0, -".webp".length) as ImageVariant,
        await readFile(path.join(dir, name)),
      );
    }
    const present = [...files].every(
      ([variant, data]) => stored.get(s3ObjectName(prefix, key, variant)) === data.length,
    );
    if (present) {
      progress.skipped += 1;
    } else {
      await target.save(key, files);
      progress.copied += 1;
      for (const data of files.values()) progress.bytes += data.length;
    }
    progress.done += 1;
    onProgress({ ...progress });
  }

  await eachLimited(keys, concurrency, copy);
  return progress;
}

/** STORAGE is not s3: there is no bucket to copy to. */
export class StorageCopyRefused extends Error {}

/** `npm run storage:copy`: the uploads folder to the configured bucket, printing its progress. */
export async function runStorageCopy(
  config: Pick<Config, "storage" | "uploadsDir">,
  print: (line: string) => void,
  clientOverrides = {},
): Promise<CopyProgress> {
  const { storage, uploadsDir } = config;
  if (storage.kind !== "s3") {
    throw new StorageCopyRefused(
      "storage:copy copies the photos of the uploads folder to a bucket, but STORAGE is not s3.\n" +
        "Set STORAGE=s3 and S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and " +
        "S3_PREFIX as the site will use them), and the bucket's credentials as " +
        "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, then run it again.",
    );
  }
  const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  print(
    `Copying the photos of ${uploadsDir} to bucket ${storage.bucket}${storage.prefix ? ` under ${storage.prefix}` : ""}`,
  );
  const line = (p: CopyProgress) =>
    `  ${p.done}/${p.total} photos: ${p.copied} copied (${megabytes(p.bytes)} MB), ${p.skipped} already there`;
  let progress: CopyProgress | undefined;
  try {
    progress = await copyPhotosToBucket({
      uploadsDir,
      client: await s3ClientFor(storage, clientOverrides),
      bucket: storage.bucket,
      prefix: storage.prefix,
      onProgress: (p) => {
        progress = p;
        if (p.done % 100 === 0 || p.done === p.total) print(line(p));
      },
    });
  } catch (error) {
    if (progress) print(line(progress));
    throw error;
  }
  if (progress.total === 0) print("  no photos to copy");
  return progress;
}
