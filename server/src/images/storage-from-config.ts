import type { S3ClientConfig } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { createDiskImageStorage } from "./disk-image-storage.ts";
import type { ImageStorage } from "./image-storage.ts";
import { createS3ImageStorage, s3ClientFor } from "./s3-image-storage.ts";

/**
 * The configured photo store (STORAGE): the uploads folder, or a bucket (ADR 0032). The
 * AWS SDK is loaded only for a bucket (s3-image-storage.ts).
 */
export async function createImageStorage(
  { storage }: Pick<Config, "storage">,
  s3Overrides: S3ClientConfig = {},
): Promise<ImageStorage> {
  if (storage.kind === "disk") return createDiskImageStorage(storage.dir);
  return createS3ImageStorage({
    client: await s3ClientFor(storage, s3Overrides),
    bucket: storage.bucket,
    prefix: storage.prefix,
  });
}

/** Where photos go, for the start-up banner: no credentials are ever part of it. */
export function describeImageStorage({ storage }: Pick<Config, "storage">): string {
  if (storage.kind === "disk") return `folder ${storage.dir}`;
  const where = storage.endpoint ? ` at ${storage.endpoint}` : ` (AWS S3, ${storage.region})`;
  return `bucket ${storage.bucket}${storage.prefix ? `, under ${storage.prefix}` : ""}${where}`;
}
