import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PROJECT_ROOT } from "../config.ts";
import { IMAGE_VARIANTS, type ImageVariant, processPhoto } from "../images/image-pipeline.ts";
import { buildDemoHelpers } from "./demo-helpers.ts";
import { portraitSvg } from "./portrait-svg.ts";

/**
 * The demo helpers' portraits as photo files, made once by `npm run build`, so that a first
 * start copies them instead of drawing every portrait and running it through the photo
 * pipeline (most of its time and, with sharp's threads, much of its memory; ADR 0035).
 */
export const PREMADE_PORTRAITS = path.join(PROJECT_ROOT, "server", "dist", "demo-portraits");

/**
 * What the files were made from: the sharp and libvips that encoded them, and for each
 * portrait its SVG's hash and its files by variant (variants with the same bytes share a file).
 */
interface PremadePortraitsManifest {
  sharp: string;
  /** A hash of the portraits' SVGs and the photo pipeline's code: the build makes the files again when it changes. */
  source: string;
  portraits: Record<string, Partial<Record<ImageVariant, string>>>;
}

const MANIFEST = "manifest.json";

/** sharp's and libvips' versions: another encoder may make other files from the same SVG. */
const sharpVersion = () => `${sharp.versions.sharp ?? ""}/${sharp.versions.vips}`;

export const svgHash = (svg: string) => createHash("sha256").update(svg).digest("hex");

/** A demo portrait as a PNG, the photo pipeline's input. */
export async function drawPortrait(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The pre-made files of the portraits in `folder`, by SVG hash, if they were made by this
 * sharp; else an empty map (the caller then draws and processes each portrait itself).
 */
export async function readPremadePortraits(
  folder: string,
): Promise<Map<string, Map<ImageVariant, Buffer>>> {
  const found = new Map<string, Map<ImageVariant, Buffer>>();
  const manifest = await readManifest(folder);
  if (!manifest || manifest.sharp !== sharpVersion()) return found;
  try {
    for (const [hash, names] of Object.entries(manifest.portraits)) {
      const files = new Map<ImageVariant, Buffer>();
      const read = new Map<string, Buffer>();
      for (const variant of IMAGE_VARIANTS) {
        const name = names[variant];
        if (!name) break;
        const bytes = read.get(name) ?? (await readFile(path.join(folder, name)));
        read.set(name, bytes);
        files.set(variant, bytes);
      }
      if (files.size === IMAGE_VARIANTS.length) found.set(hash, files);
    }
  } catch {
    // A file missing or unreadable: the portraits are drawn at start, as without a build.
    return new Map();
  }
  return found;
}

/**
 * Makes the files of every demo portrait in `folder`, unless the ones there are of the same
 * portraits, photo pipeline (`source`: its code) and sharp. Returns whether it made them.
 */
export async function makePremadePortraits(folder: string, source: string): Promise<boolean> {
  const svgs = buildDemoHelpers().map((helper) => portraitSvg(helper.portrait));
  const fingerprint = createHash("sha256")
    .update(source)
    .update(svgs.map(svgHash).join("\n"))
    .digest("hex");
  const existing = await readManifest(folder);
  if (existing?.source === fingerprint && existing.sharp === sharpVersion()) return false;
  // The manifest goes first and comes last: it never describes files that are not there.
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const portraits: PremadePortraitsManifest["portraits"] = {};
  for (const [index, svg] of svgs.entries()) {
    const { files } = await processPhoto(await drawPortrait(svg));
    const names: Partial<Record<ImageVariant, string>> = {};
    const written = new Map<Buffer, string>();
    for (const [variant, bytes] of files) {
      const name = written.get(bytes) ?? `${index}-${variant}.webp`;
      if (!written.has(bytes)) await writeFile(path.join(folder, name), bytes);
      written.set(bytes, name);
      names[variant] = name;
    }
    portraits[svgHash(svg)] = names;
  }
  const manifest: PremadePortraitsManifest = {
    sharp: sharpVersion(),
    source: fingerprint,
    portraits,
  };
  await writeFile(path.join(folder, `${MANIFEST}.tmp`), `${JSON.stringify(manifest, null, 1)}\n`);
  await rename(path.join(folder, `${MANIFEST}.tmp`), path.join(folder, MANIFEST));
  return true;
}

/** The manifest in `folder`, or null when there is none (or it cannot be read). */
async function readManifest(folder: string): Promise<PremadePortraitsManifest | null> {
  try {
    return JSON.parse(
      await readFile(path.join(folder, MANIFEST), "utf8"),
    ) as PremadePortraitsManifest;
  } catch {
    return null;
  }
}
