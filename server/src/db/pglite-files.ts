/** Where the build's embedded database is and which PGlite is installed: what needs no PGlite loaded. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PROJECT_ROOT } from "../project-root.ts";

/**
 * A new embedded database made once by `npm run build` (initdb and the migrations, as PGlite's
 * `dumpDataDir` tarball), so that a first start copies it instead of running initdb in
 * WebAssembly, which takes seconds and leaves the process at 800 MB or more (ADR 0035).
 */
export const PGLITE_IMAGE = path.join(PROJECT_ROOT, "server", "dist", "pglite-image.tar.gz");

/** The version of the installed PGlite: an image from another one may not match its PostgreSQL. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const packageJson = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
}
