import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageVariant } from "./image-pipeline.ts";

/**
 * Where photo derivatives live. Local disk today; object storage (S3) can
 * implement the same interface when several app processes share photos.
 */
export interface ImageStorage {
  save(key: string, files: Map<ImageVariant, Buffer>): Promise<void>;
  read(key: string, variant: ImageVariant): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-f0-9-]{36}$/;

export function isImageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function createDiskImageStorage(rootDir: string): ImageStorage {
  const dirOf = (key: string) => {
    if (!isImageKey(key)) throw new Error(`Invalid image key ${JSON.stringify(key)}`);
    return path.join(rootDir, key);
  };
  return {
    async save(key, files) {
      const dir = dirOf(key);
      await mkdir(dir, { recursive: true });
      await Promise.all(
        [...files].map(([variant, data]) => writeFile(path.join(dir, `${variant}.webp`), data)),
      );
    },
    async read(key, variant) {
      try {
        return await readFile(path.join(dirOf(key), `${variant}.webp`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(dirOf(key), { recursive: true, force: true });
    },
  };
}
