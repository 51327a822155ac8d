import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { knownMigrations, MIGRATIONS_DIR } from "./migrations-dir.ts";
import { pgliteVersion } from "./pglite-files.ts";

/** What an image was made from; it is used only by the same PGlite and these migrations. */
interface PgliteImageManifest {
  pglite: string;
  migrations: string[];
}

const manifestOf = (image: string) => image.replace(/\.tar\.gz$/, ".json");

/** The tags of the migrations in `folder`, in order. */
const migrationTags = (folder: string) => knownMigrations(folder).map((entry) => entry.tag);

/**
 * The image's tarball if one is there that this PGlite can load and whose migrations are all
 * among `folder`'s (the newer ones are applied at start as on any database), else null: the
 * caller then lets PGlite run initdb.
 */
export async function usablePgliteImage(
  image: string,
  folder = MIGRATIONS_DIR,
): Promise<Blob | null> {
  if (!existsSync(image) || !existsSync(manifestOf(image))) return null;
  try {
    const manifest = JSON.parse(await readFile(manifestOf(image), "utf8")) as PgliteImageManifest;
    if (!isCurrent(manifest, folder, { prefixOnly: true })) return null;
    return new Blob([await readFile(image)]);
  } catch {
    return null;
  }
}

function isCurrent(
  manifest: PgliteImageManifest,
  folder: string,
  { prefixOnly }: { prefixOnly: boolean },
): boolean {
  const tags = migrationTags(folder);
  if (manifest.pglite !== pgliteVersion()) return false;
  if (!prefixOnly && manifest.migrations.length !== tags.length) return false;
  return manifest.migrations.every((tag, index) => tags[index] === tag);
}

/**
 * Makes the image: initdb and every migration of `folder` in an in-memory PGlite, dumped as a
 * gzipped tarball with its manifest beside it. Does nothing when an image of the same PGlite and
 * migrations is there already (`npm start` builds at every start). Returns whether it made one.
 */
export async function makePgliteImage(image: string, folder = MIGRATIONS_DIR): Promise<boolean> {
  const manifestFile = manifestOf(image);
  if (existsSync(image) && existsSync(manifestFile)) {
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as PgliteImageManifest;
    if (isCurrent(manifest, folder, { prefixOnly: false })) return false;
  }
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    const tarball = await client.dumpDataDir("gzip");
    await mkdir(path.dirname(image), { recursive: true });
    // The manifest goes first and comes last: it never describes another image than its own.
    await rm(manifestFile, { force: true });
    // Written aside and renamed: a build stopped half-way never leaves half an image.
    await writeFile(`${image}.tmp`, Buffer.from(await tarball.arrayBuffer()));
    await rename(`${image}.tmp`, image);
    const manifest: PgliteImageManifest = {
      pglite: pgliteVersion(),
      migrations: migrationTags(folder),
    };
    await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(`${manifestFile}.tmp`, manifestFile);
  } finally {
    await client.close();
  }
  return true;
}
