import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ImageStorage, ImageStorageError, isImageKey } from "./image-storage.ts";

/** Photos in a folder: `<rootDir>/<key>/<variant>.webp`, the default store (ADR 0004). */
export function createDiskImageStorage(rootDir: string): ImageStorage {
  const dirOf = (key: string) => {
    if (!isImageKey(key)) throw new Error(`Invalid image key ${JSON.stringify(key)}`);
    return path.join(rootDir, key);
  };
  return {
    importArchives: null,
    async save(key, files) {
      const dir = dirOf(key);
      try {
        await mkdir(dir, { recursive: true });
        await Promise.all(
          [...files].map(([variant, data]) => writeFile(path.join(dir, `${variant}.webp`), data)),
        );
      } catch (error) {
        await rm(dir, { recursive: true, force: true }).catch(() => {});
        throw new ImageStorageError(error);
      }
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
    /** The photo folders, each with its modification time (when its files were written). */
    async *list() {
      const entries = await readdir(rootDir, { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isDirectory() || !isImageKey(entry.name)) continue;
        const info = await stat(path.join(rootDir, entry.name)).catch(() => null);
        if (info) yield { key: entry.name, modifiedAt: info.mtime };
      }
    },
  };
}
