/**
 * Run by `npm run build` (build.mjs), in a process of its own whose memory is returned when it
 * ends: makes what a first start copies instead of making it (ADR 0035), the new embedded
 * database and the demo helpers' portraits, unless the ones there are up to date.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../config.ts";
import { PGLITE_IMAGE } from "../db/pglite-files.ts";
import { makePgliteImage } from "../db/pglite-image.ts";
import { makePremadePortraits, PREMADE_PORTRAITS } from "../demo/premade-portraits.ts";

const started = Date.now();
const made = await makePgliteImage(PGLITE_IMAGE);
console.log(
  made
    ? `Made the new embedded database's image in ${Date.now() - started} ms`
    : "The new embedded database's image is up to date",
);

const portraitsStarted = Date.now();
// The photo pipeline and its sizes: when they change, so do the files (the portraits' own
// drawing is in their SVGs, which the manifest names).
const source = ["server/src/images/image-pipeline.ts", "contract/src/limits.ts"]
  .map((file) => readFileSync(path.join(PROJECT_ROOT, file), "utf8"))
  .join("\n");
const portraitsMade = await makePremadePortraits(PREMADE_PORTRAITS, source);
console.log(
  portraitsMade
    ? `Made the demo helpers' portraits in ${Date.now() - portraitsStarted} ms`
    : "The demo helpers' portraits are up to date",
);
