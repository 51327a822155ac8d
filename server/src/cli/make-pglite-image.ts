/**
 * Run by `npm run build` (build.mjs), in a process of its own whose memory is returned when
 * it ends: makes the new embedded database that a first start copies instead of running
 * initdb (ADR 0035), unless the one there is already of this PGlite and these migrations.
 */
import { makePgliteImage, PGLITE_IMAGE } from "../db/pglite-image.ts";

const started = Date.now();
const made = await makePgliteImage(PGLITE_IMAGE);
console.log(
  made
    ? `Made the new embedded database's image in ${Date.now() - started} ms`
    : "The new embedded database's image is up to date",
);
