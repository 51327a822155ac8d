import { createReadStream, type ReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import type { S3StorageSettings } from "../config.ts";
import type { ImageVariant } from "./image-pipeline.ts";
import {
  IMPORT_ARCHIVES_FOLDER,
  type ImageStorage,
  ImageStorageError,
  type ImportArchiveStore,
  isImageKey,
  isImportArchiveName,
} from "./image-storage.ts";

/**
 * The AWS SDK, loaded on first use: a site on disk never loads it (0.1 s and 20 MB a
 * process). A static import would be one even through a dynamic import of this file, as
 * the server's bundle keeps a package's imports at its top.
 */
let sdk: Promise<typeof import("@aws-sdk/client-s3")> | undefined;
const loadSdk = () => {
  sdk ??= import("@aws-sdk/client-s3");
  return sdk;
};

/** Its multipart uploads (the import archives' .zip), loaded on first use as the SDK is. */
let upload: Promise<typeof import("@aws-sdk/lib-storage")> | undefined;
const loadUpload = () => {
  upload ??= import("@aws-sdk/lib-storage");
  return upload;
};

/**
 * An import's .zip goes up in parts of 8 MiB (S3's least is 5 MiB; 256 parts for the largest
 * .zip of 2 GiB, of 10,000 allowed), four at a time: 32 MiB of it in memory at most.
 */
const ARCHIVE_PART_BYTES = 8 * 1024 * 1024;
const ARCHIVE_PARTS_AT_ONCE = 4;

/**
 * The SDK client for the settings. Credentials are the SDK's default provider chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance or task role):
 * `overrides` exists for tests. Checksums only where an operation requires one, which
 * every S3-compatible store accepts (ADR 0032).
 */
export async function s3ClientFor(
  settings: S3StorageSettings,
  overrides: S3ClientConfig = {},
): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that stops answering fails the request (a 503 or 500, or a photo left for the
    // sweep) instead of holding it; the SDK retries each request up to 3 times, and photos'
    // calls have their own deadline on top (PHOTO_DEADLINE_MS). The request timeout is the
    // socket's idle time: a large upload that keeps sending is not cut.
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: 10_000,
      throwOnRequestTimeout: true,
    },
    ...overrides,
  });
}

const OBJECT_NAME = /^([a-f0-9-]{36})\/[^/]+$/;

/**
 * The longest a photo's read, write or removal may take, retries included: a visitor's page
 * waits on reads, an administrator's save on writes (a few hundred KB). Past it the call
 * fails, which the photo route answers 503 (try again in 5 s) and a save 500.
 */
const PHOTO_DEADLINE_MS = { read: 4_000, write: 10_000 };
const within = (ms: number) => ({ abortSignal: AbortSignal.timeout(ms) });

async function isMissing(error: unknown): Promise<boolean> {
  const { S3ServiceException } = await loadSdk();
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** A photo file's object: `<prefix><key>/<variant>.webp`, the disk store's layout. */
export function s3ObjectName(prefix: string, key: string, variant: string): string {
  return `${prefix}${key}/${variant}.webp`;
}

/** Every object under `under`, page by page (at most 1,000 a page on AWS S3). */
export async function* objectsUnder(
  client: S3Client,
  bucket: string,
  under: string,
  pageSize?: number,
) {
  const { paginateListObjectsV2 } = await loadSdk();
  const pages = paginateListObjectsV2({ client, pageSize }, { Bucket: bucket, Prefix: under });
  for await (const page of pages) yield* page.Contents ?? [];
}

/**
 * Photos in an S3-compatible bucket: `<prefix><key>/<variant>.webp`, as on disk (ADR 0032).
 * Each put is atomic (an object is there whole or not at all), and a helper refers to a
 * key only after save() has stored all its objects, so nothing half-written is served.
 */
export function createS3ImageStorage({
  client,
  bucket,
  prefix,
  listPageSize,
}: {
  client: S3Client;
  bucket: string;
  prefix: string;
  /** Objects per listing page: the store's own (1,000 on AWS S3) unless a test pages sooner. */
  listPageSize?: number;
}): ImageStorage {
  const folderOf = (key: string) => {
    if (!isImageKey(key)) throw new Error(`Invalid image key ${JSON.stringify(key)}`);
    return `${prefix}${key}/`;
  };
  const objectName = (key: string, variant: ImageVariant) => {
    if (!isImageKey(key)) throw new Error(`Invalid image key ${JSON.stringify(key)}`);
    return s3ObjectName(prefix, key, variant);
  };
  const deleteObjects = async (names: string[]) => {
    const { DeleteObjectCommand } = await loadSdk();
    await Promise.all(
      names.map((name) =>
        client.send(
          new DeleteObjectCommand({ Bucket: bucket, Key: name }),
          within(PHOTO_DEADLINE_MS.write),
        ),
      ),
    );
  };

  return {
    importArchives: createS3ImportArchiveStore({ client, bucket, prefix }),
    async save(key, files) {
      const names = [...files.keys()].map((variant) => objectName(key, variant));
      const { PutObjectCommand } = await loadSdk();
      const puts = await Promise.allSettled(
        [...files].map(([variant, data]) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: objectName(key, variant),
              Body: data,
              ContentType: "image/webp",
            }),
            within(PHOTO_DEADLINE_MS.write),
          ),
        ),
      );
      const failure = puts.find((put) => put.status === "rejected");
      if (!failure) return;
      // Every object tried, not only those acknowledged: a put that timed out may have landed.
      await deleteObjects(names).catch(() => {});
      throw new ImageStorageError(failure.reason);
    },
    async read(key, variant) {
      const { GetObjectCommand } = await loadSdk();
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectName(key, variant) }),
          within(PHOTO_DEADLINE_MS.read),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (await isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const names: string[] = [];
      for await (const object of objectsUnder(client, bucket, folderOf(key)))
        if (object.Key) names.push(object.Key);
      await deleteObjects(names);
    },
    /**
     * One listing of the prefix: a key's objects come one after another (names are listed
     * in order), so each key is given once, with the latest of its objects' times.
     */
    async *list() {
      type Entry = { key: string; modifiedAt: Date };
      let current = null as Entry | null;
      for await (const object of objectsUnder(client, bucket, prefix, listPageSize)) {
        const match = OBJECT_NAME.exec(object.Key?.slice(prefix.length) ?? "");
        const key = match?.[1];
        if (!key || !isImageKey(key) || !object.LastModified) continue;
        if (current?.key === key) {
          if (object.LastModified > current.modifiedAt) current.modifiedAt = object.LastModified;
          continue;
        }
        if (current) yield current;
        current = { key, modifiedAt: object.LastModified };
      }
      if (current) yield current;
    },
  };
}

/** Bulk imports' .zip files beside the photos: `<prefix>imports/<uuid>.zip` (ADR 0031). */
function createS3ImportArchiveStore({
  client,
  bucket,
  prefix,
}: {
  client: S3Client;
  bucket: string;
  prefix: string;
}): ImportArchiveStore {
  const folder = `${prefix}${IMPORT_ARCHIVES_FOLDER}`;
  const objectName = (name: string) => {
    if (!isImportArchiveName(name)) throw new Error(`Invalid archive name ${JSON.stringify(name)}`);
    return `${folder}${name}`;
  };
  const remove = async (name: string) => {
    const { DeleteObjectCommand } = await loadSdk();
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectName(name) }));
  };
  return {
    async put(name, fromPath) {
      const { Upload } = await loadUpload();
      let body: ReadStream | undefined;
      try {
        const { size } = await stat(fromPath);
        body = createReadStream(fromPath);
        // One put when the .zip fits in a part, else a multipart upload whose parts the SDK
        // retries each; a failed one's parts are dropped.
        await new Upload({
          client,
          params: {
            Bucket: bucket,
            Key: objectName(name),
            Body: body,
            ContentLength: size,
            ContentType: "application/zip",
          },
          partSize: ARCHIVE_PART_BYTES,
          queueSize: ARCHIVE_PARTS_AT_ONCE,
        }).done();
      } catch (error) {
        // A put that timed out may have landed.
        await remove(name).catch(() => {});
        throw new ImageStorageError(error);
      } finally {
        // Ended, or given up on: its file is closed either way.
        body?.destroy();
      }
    },
    async read(name) {
      const { GetObjectCommand } = await loadSdk();
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectName(name) }),
        );
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (await isMissing(error)) return null;
        throw error;
      }
    },
    remove,
    async *list() {
      for await (const object of objectsUnder(client, bucket, folder)) {
        const name = object.Key?.slice(folder.length) ?? "";
        if (isImportArchiveName(name) && object.LastModified)
          yield { name, modifiedAt: object.LastModified };
      }
    },
  };
}
