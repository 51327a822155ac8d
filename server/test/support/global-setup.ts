/**
 * Once per run of a server project, before any test file: a migrated database that each test
 * worker copies instead of creating and migrating its own (test-database.ts).
 * - PGlite: an image (pglite-image.ts) kept in node_modules/.cache/test-pglite under a key of
 *   the PGlite version and the migrations' contents, so that a later run, even of one file, only
 *   loads it (0.6 to 0.8 s where initdb and the migrations take 1.5 to 2 s on a quiet machine).
 *   It also makes the build's image (server/dist, as `npm run build` does) when missing, so that
 *   the process tests start a server as a built one starts;
 * - PostgreSQL: a template database migrated once, which `create database … template` copies.
 * What only making one needs is imported then: a run that finds both images imports little.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR } from "../../src/db/migrations-dir.ts";
import { PGLITE_IMAGE, pgliteVersion } from "../../src/db/pglite-files.ts";
import { PROJECT_ROOT } from "../../src/project-root.ts";

const CACHE = path.join(PROJECT_ROOT, "node_modules", ".cache", "test-pglite");
const IMAGE_NAME = "image.tar.gz";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite image every worker of the run loads. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DATABASE === "postgres") {
    await makeTemplateDatabase();
    return;
  }
  project.provide("pgliteImage", await migratedPgliteImage());
  if (!existsSync(PGLITE_IMAGE)) {
    const { makePgliteImage } = await import("../../src/db/pglite-image.ts");
    await makePgliteImage(PGLITE_IMAGE);
  }
}

/** The migration files' contents, not only their names: an edited migration makes a new image. */
function imageKey(): string {
  const hash = createHash("sha256").update(pgliteVersion());
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
  for (const file of files(MIGRATIONS_DIR).sort()) {
    hash.update(path.relative(MIGRATIONS_DIR, file)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function migratedPgliteImage(): Promise<string> {
  const key = imageKey();
  const folder = path.join(CACHE, key);
  if (existsSync(path.join(folder, IMAGE_NAME))) return path.join(folder, IMAGE_NAME);
  const { makePgliteImage } = await import("../../src/db/pglite-image.ts");
  await mkdir(CACHE, { recursive: true });
  // Made aside and renamed whole: two runs at once each make one, and one of them is kept.
  const making = await mkdtemp(path.join(CACHE, "making-"));
  await makePgliteImage(path.join(making, IMAGE_NAME));
  try {
    await rename(making, folder);
  } catch {
    await rm(making, { recursive: true, force: true });
  }
  for (const stale of readdirSync(CACHE).filter((name) => name !== key)) {
    if (!stale.startsWith("making-")) await rm(path.join(CACHE, stale), { recursive: true });
  }
  return path.join(folder, IMAGE_NAME);
}

async function makeTemplateDatabase() {
  const { openPostgres } = await import("../../src/db/database.ts");
  const { onTestServer, templateDatabaseName, testServerDatabaseUrl } = await import(
    "./test-database.ts"
  );
  const name = templateDatabaseName();
  await onTestServer(`drop database if exists "${name}" with (force)`);
  await onTestServer(`create database "${name}"`);
  const template = openPostgres(testServerDatabaseUrl(name), 1);
  try {
    await template.migrate();
  } finally {
    // A template is copied only while nobody is connected to it.
    await template.close();
  }
}
