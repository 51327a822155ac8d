// What a photo's derivatives cost, step by step, and what cheaper encoder settings would cost
// in bytes and in quality: `node --import tsx bench/archive/photo-pipeline.mjs`.
//
//   node --import tsx bench/archive/photo-pipeline.mjs                  100 photos, every candidate
//   node --import tsx bench/archive/photo-pipeline.mjs --photos 40 --only "effort 1,kernel"
//   node --import tsx bench/archive/photo-pipeline.mjs --real <dir>     also JPEGs from a folder
//   node --import tsx bench/archive/photo-pipeline.mjs --real <dir> --skip grain,smooth
//
// One process, no server, no database. It makes --photos JPEGs of 1200x1600 (--size): the
// intake bench's portraits (flat colours with grain), as many "smooth" ones (gradients and a
// few shapes, little grain: closer to a real photo, on which WebP's effort behaves
// differently), and, with --real, every JPEG of a folder cropped to 1200x1600. For each
// candidate setting it runs the pipeline one photo at a time and prints the CPU time of each
// step (process.cpuUsage: every thread of the process; sharp runs one libvips thread per
// operation here), the bytes of each derivative, and their quality against the pipeline as it
// was before (`before` below): SSIM of the luma, 11x11 Gaussian window, and PSNR, on the decoded
// WebP files, over --quality photos of each kind (SSIM in JavaScript is slow). Then it runs the
// server's own `processPhoto` two photos at a time, as a bulk import does, and prints the wall
// time and CPU per photo. Bounded by BENCH_TIMEOUT_S (10 minutes).
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { processPhoto } from "../../server/src/images/image-pipeline.ts";
import { portrait } from "../support/portrait.mjs";

const { values: options } = parseArgs({
  options: {
    photos: { type: "string", default: "100" },
    quality: { type: "string", default: "12" },
    size: { type: "string", default: "1200x1600" },
    only: { type: "string" },
    real: { type: "string" },
    skip: { type: "string", default: "" },
  },
});
const PHOTOS = Number(options.photos);
const QUALITY_PHOTOS = Number(options.quality);
const [WIDTH, HEIGHT] = /** @type {[number, number]} */ (options.size.split("x").map(Number));
const timeLimit = setTimeout(
  () => {
    console.error("photo-pipeline: over its time limit");
    process.exit(3);
  },
  Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000,
);
timeLimit.unref();

/**
 * @typedef {{ quality: number, effort: number, smartSubsample?: boolean, preset?: "default" | "photo" | "picture" }} Encoding
 * @typedef {{
 *   name: string,
 *   detail: Encoding, card: Encoding, thumbnail: Encoding, blurred: Encoding,
 *   kernel?: "lanczos3" | "mitchell" | "linear" | "cubic",
 *   cache?: boolean, foldBlurred?: boolean, jsTiny?: boolean,
 * }} Candidate
 * @typedef {{ data: Buffer, info: { width: number, height: number, channels: 1 | 2 | 3 | 4 } }} Pixels
 * @typedef {{ detail: Buffer, card: Buffer, thumbnail: Buffer, blurred: Buffer }} Files
 */

/** @param {number} effort @param {number} [quality] @returns {Encoding} */
const at = (effort, quality = 72) => ({ quality, effort });
/** @type {Encoding} */
const photoPreset = { ...at(2), preset: "photo" };
/** @type {Candidate} the pipeline before this bench's change: WebP quality 72 (60 blurred), effort 2 */
const before = {
  name: "before: effort 2 everywhere",
  detail: at(2),
  card: at(2),
  thumbnail: at(2),
  blurred: at(2, 60),
};
/** @type {Candidate[]} */
const CANDIDATES = [
  before,
  { ...before, name: "no libvips cache", cache: false },
  { ...before, name: "effort 1 detail", detail: at(1) },
  { ...before, name: "effort 0 detail", detail: at(0) },
  { ...before, name: "effort 1 detail, card", detail: at(1), card: at(1) },
  { ...before, name: "effort 0 detail, 1 card", detail: at(0), card: at(1) },
  {
    ...before,
    name: "effort 1 all",
    detail: at(1),
    card: at(1),
    thumbnail: at(1),
    blurred: at(1, 60),
  },
  {
    ...before,
    name: "effort 0 all",
    detail: at(0),
    card: at(0),
    thumbnail: at(0),
    blurred: at(0, 60),
  },
  { ...before, name: "effort 3 card", card: at(3) },
  {
    ...before,
    name: "effort 4 (default) all",
    detail: at(4),
    card: at(4),
    thumbnail: at(4),
    blurred: at(4, 60),
  },
  {
    ...before,
    name: "preset photo",
    detail: photoPreset,
    card: photoPreset,
  },
  {
    ...before,
    name: "smartSubsample",
    detail: { ...at(2), smartSubsample: true },
    card: { ...at(2), smartSubsample: true },
  },
  { ...before, name: "effort 0 detail q68", detail: at(0, 68) },
  { ...before, name: "effort 0 detail q64", detail: at(0, 64) },
  { ...before, name: "effort 1 detail q68", detail: at(1, 68) },
  { ...before, name: "blurred upscaled straight to WebP", foldBlurred: true },
  {
    ...before,
    name: "chosen: effort 1 detail, blurred upscaled straight to WebP",
    detail: at(1),
    foldBlurred: true,
  },
  { ...before, name: "blurred's tiny copy in JavaScript", foldBlurred: true, jsTiny: true },
  { ...before, name: "kernel mitchell", kernel: /** @type {const} */ ("mitchell") },
  { ...before, name: "kernel linear", kernel: /** @type {const} */ ("linear") },
].filter(
  (candidate) =>
    candidate === before ||
    !options.only ||
    options.only.split(",").some((part) => candidate.name.includes(part)),
);

// ---------------------------------------------------------------- the photos

/** @param {Buffer} jpeg */
const cropped = (jpeg) =>
  sharp(jpeg).rotate().resize(WIDTH, HEIGHT, { fit: "cover" }).jpeg({ quality: 85 }).toBuffer();

const skipped = options.skip.split(",").filter(Boolean);
/** @type {{ kind: string, photos: Buffer[] }[]} */
const sets = [];
if (!skipped.includes("grain"))
  sets.push({
    kind: "grain (intake bench)",
    photos: await Promise.all(Array.from({ length: PHOTOS }, (_, i) => portrait(i, WIDTH, HEIGHT))),
  });
if (!skipped.includes("smooth"))
  sets.push({
    kind: "smooth",
    photos: await Promise.all(
      Array.from({ length: PHOTOS }, (_, i) =>
        portrait(i, WIDTH, HEIGHT, { grain: 3, smooth: true }),
      ),
    ),
  });
if (options.real) {
  const folder = options.real;
  const files = readdirSync(folder).filter((name) => /\.jpe?g$/i.test(name));
  const real = await Promise.all(
    files.map((name) => cropped(readFileSync(path.join(folder, name)))),
  );
  // As many photos as the other sets, the folder's taken in turn.
  sets.push({
    kind: `real (${files.length} JPEGs)`,
    photos: Array.from({ length: PHOTOS }, (_, i) => /** @type {Buffer} */ (real[i % real.length])),
  });
}

// ---------------------------------------------------------------- the pipeline, configurable

/** @param {import("sharp").Sharp} image @returns {Promise<Pixels>} */
async function pixels(image) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}
/** @param {Pixels} source */
const fromRaw = (source) => sharp(source.data, { raw: source.info });
/** @param {Pixels} source @param {Encoding} encoding */
const webp = (source, encoding) => fromRaw(source).webp(encoding).toBuffer();

/**
 * A copy `width` wide by averaging whole blocks of pixels, then a Gaussian blur of `sigma`
 * (edges repeated), in JavaScript: at 40x50 a libvips call costs more in setting up than in work.
 * @param {Pixels} source @param {number} width @param {number} sigma @returns {Pixels}
 */
function shrunkAndBlurred(source, width, sigma) {
  const { channels } = source.info;
  const block = source.info.width / width;
  const height = source.info.height / block;
  const area = block * block;
  const sums = new Float32Array(width * height * channels);
  for (let y = 0; y < source.info.height; y++) {
    const row = Math.floor(y / block) * width;
    for (let x = 0; x < source.info.width; x++) {
      const to = (row + Math.floor(x / block)) * channels;
      const from = (y * source.info.width + x) * channels;
      for (let c = 0; c < channels; c++)
        sums[to + c] = (sums[to + c] ?? 0) + (source.data[from + c] ?? 0);
    }
  }
  const radius = Math.ceil(3 * sigma);
  const weights = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  /**
   * One pass of the blur, along x (`dx` 1) or y (`dy` 1), the edges repeated.
   * @param {ArrayLike<number>} from @param {number} dx @param {number} dy
   * @param {(index: number, value: number) => void} put
   */
  const pass = (from, dx, dy, put) => {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let c = 0; c < channels; c++) {
          let sum = 0;
          for (let k = -radius; k <= radius; k++) {
            const ky = Math.min(height - 1, Math.max(0, y + k * dy));
            const kx = Math.min(width - 1, Math.max(0, x + k * dx));
            sum += (weights[k + radius] ?? 0) * (from[(ky * width + kx) * channels + c] ?? 0);
          }
          put((y * width + x) * channels + c, sum / total);
        }
  };
  const across = new Float32Array(sums.length);
  pass(sums, 1, 0, (index, value) => {
    across[index] = value / area;
  });
  const data = Buffer.alloc(sums.length);
  pass(across, 0, 1, (index, value) => {
    data[index] = Math.round(value);
  });
  return { data, info: { width, height, channels } };
}

/** CPU milliseconds of every thread of the process since `start`. @param {NodeJS.CpuUsage} start */
const cpuMs = (start) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

/**
 * The pipeline of server/src/images/image-pipeline.ts, one step at a time so that each is timed.
 * @param {Buffer} input @param {Candidate} candidate @param {Record<string, number>} times
 */
async function derivatives(input, candidate, times) {
  const kernel = candidate.kernel ?? "lanczos3";
  /** @template T @param {string} step @param {() => Promise<T>} work @returns {Promise<T>} */
  const timed = async (step, work) => {
    const start = process.cpuUsage();
    const result = await work();
    times[step] = (times[step] ?? 0) + cpuMs(start);
    return result;
  };
  const detail = await timed("decode, crop", async () => {
    const image = sharp(input, { limitInputPixels: 50_000_000, failOn: "error" });
    await image.metadata();
    return pixels(image.rotate().resize(800, 1000, { fit: "cover", position: "centre", kernel }));
  });
  const detailFile = await timed("webp 800", () => webp(detail, candidate.detail));
  const card = await timed("scale 480", () => pixels(fromRaw(detail).resize(480, 600, { kernel })));
  const cardFile = await timed("webp 480", () => webp(card, candidate.card));
  const thumbnail = await timed("scale 160", () =>
    pixels(fromRaw(card).resize(160, 200, { kernel })),
  );
  const thumbnailFile = await timed("webp 160", () => webp(thumbnail, candidate.thumbnail));
  const blurredFile = await timed("blurred", async () => {
    const tiny = candidate.jsTiny
      ? shrunkAndBlurred(thumbnail, 40, 1.5)
      : await pixels(fromRaw(thumbnail).resize(40, 50).blur(1.5));
    const big = fromRaw(tiny).resize(240, 300, { kernel: "linear" }).blur(3.6);
    if (candidate.foldBlurred) return big.webp(candidate.blurred).toBuffer();
    return webp(await pixels(big), candidate.blurred);
  });
  return {
    files: { detail: detailFile, card: cardFile, thumbnail: thumbnailFile, blurred: blurredFile },
    pixels: { detail, card, thumbnail },
  };
}

// ---------------------------------------------------------------- quality

/** @param {Buffer} file @returns {Promise<{ luma: Float32Array, width: number, height: number, rgb: Buffer }>} */
async function decoded(file) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = new Float32Array(info.width * info.height);
  for (let i = 0; i < luma.length; i++)
    luma[i] =
      0.299 * (data[3 * i] ?? 0) + 0.587 * (data[3 * i + 1] ?? 0) + 0.114 * (data[3 * i + 2] ?? 0);
  return { luma, width: info.width, height: info.height, rgb: data };
}

const GAUSS = (() => {
  const weights = Array.from({ length: 11 }, (_, i) => Math.exp(-((i - 5) ** 2) / (2 * 1.5 ** 2)));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => weight / sum);
})();

/** Separable 11x11 Gaussian (sigma 1.5), the image's edges clamped. @param {Float32Array} image @param {number} width @param {number} height */
function gaussian(image, width, height) {
  const across = new Float32Array(image.length);
  const out = new Float32Array(image.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -5; k <= 5; k++)
        sum +=
          (GAUSS[k + 5] ?? 0) * (image[y * width + Math.min(width - 1, Math.max(0, x + k))] ?? 0);
      across[y * width + x] = sum;
    }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -5; k <= 5; k++)
        sum +=
          (GAUSS[k + 5] ?? 0) * (across[Math.min(height - 1, Math.max(0, y + k)) * width + x] ?? 0);
      out[y * width + x] = sum;
    }
  return out;
}

/** Mean SSIM of two lumas (Wang et al. 2004, K1 0.01, K2 0.03, L 255). @param {Float32Array} a @param {Float32Array} b @param {number} width @param {number} height */
function ssim(a, b, width, height) {
  const product = (/** @type {Float32Array} */ x, /** @type {Float32Array} */ y) =>
    x.map((value, i) => value * (y[i] ?? 0));
  const [muA, muB, aa, bb, ab] = [a, b, product(a, a), product(b, b), product(a, b)].map((image) =>
    gaussian(image, width, height),
  );
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const ma = muA?.[i] ?? 0;
    const mb = muB?.[i] ?? 0;
    const varA = (aa?.[i] ?? 0) - ma * ma;
    const varB = (bb?.[i] ?? 0) - mb * mb;
    const cov = (ab?.[i] ?? 0) - ma * mb;
    total +=
      ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (varA + varB + c2));
  }
  return total / a.length;
}

/** PSNR over RGB, in dB. @param {Buffer} a @param {Buffer} b */
function psnr(a, b) {
  let squares = 0;
  for (let i = 0; i < a.length; i++) squares += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  const mse = squares / a.length;
  return mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse);
}

// ---------------------------------------------------------------- the run

const SIZES = /** @type {const} */ (["detail", "card", "thumbnail", "blurred"]);
const WIDTHS = { detail: 800, card: 480, thumbnail: 160, blurred: 240 };
const round = (/** @type {number} */ value, digits = 1) => value.toFixed(digits);

console.log(
  `\n${PHOTOS} photos of ${WIDTH}x${HEIGHT} per kind, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, libwebp ${sharp.versions.webp}, ` +
    `sharp.concurrency ${sharp.concurrency()}, ${availableParallelism()} cores, Node ${process.version}, load average ${round(loadavg()[0] ?? 0, 2)} at the start\n`,
);

for (const { kind, photos } of sets) {
  const sizes = photos.map((photo) => photo.byteLength).sort((a, b) => a - b);
  console.log(
    `## ${kind}: JPEGs of ${Math.round((sizes[0] ?? 0) / 1024)}-${Math.round((sizes.at(-1) ?? 0) / 1024)} KB\n`,
  );
  /** @type {Files[]} */
  let reference = [];
  /** @type {Record<string, Pixels>[]} */
  const sources = [];
  const rows = [];
  const count = Math.min(QUALITY_PHOTOS, photos.length);
  for (const candidate of CANDIDATES) {
    sharp.cache(candidate.cache ?? true);
    /** @type {Record<string, number>} */
    const times = {};
    /** @type {Files[]} */
    const outputs = [];
    // One photo to warm up, not counted.
    await derivatives(/** @type {Buffer} */ (photos[0]), candidate, {});
    for (const photo of photos) {
      const { files, pixels: raw } = await derivatives(photo, candidate, times);
      outputs.push(files);
      if (candidate === before && sources.length < count) sources.push(raw);
    }
    if (candidate === before) reference = outputs;
    const bytes = Object.fromEntries(
      SIZES.map((size) => [
        size,
        outputs.reduce((sum, output) => sum + output[size].byteLength, 0) / photos.length,
      ]),
    );
    /** @type {Record<string, string>} */
    const quality = {};
    for (const size of SIZES) {
      if (size === "blurred" && !/all|blurred/.test(candidate.name)) continue;
      let worst = 1;
      let sum = 0;
      let worstPsnr = Number.POSITIVE_INFINITY;
      let againstSource = 0;
      for (let i = 0; i < count; i++) {
        const mine = await decoded(/** @type {Files} */ (outputs[i])[size]);
        const theirs = await decoded(/** @type {Files} */ (reference[i])[size]);
        const value = ssim(mine.luma, theirs.luma, mine.width, mine.height);
        worst = Math.min(worst, value);
        sum += value;
        worstPsnr = Math.min(worstPsnr, psnr(mine.rgb, theirs.rgb));
        const source = sources[i]?.[size];
        if (source) {
          const original = await decoded(
            await fromRaw(source).png({ compressionLevel: 0 }).toBuffer(),
          );
          againstSource += ssim(mine.luma, original.luma, mine.width, mine.height);
        }
      }
      quality[size] =
        (candidate === before
          ? ""
          : `${round(sum / count, 4)} (min ${round(worst, 4)}, PSNR min ${round(worstPsnr, 1)} dB); `) +
        (size === "blurred" ? "" : `source ${round(againstSource / count, 4)}`);
    }
    const total = Object.values(times).reduce((a, b) => a + b, 0) / photos.length;
    rows.push({ candidate, times, total, bytes, quality });
    sharp.cache(true);
  }
  const steps = Object.keys(rows[0]?.times ?? {});
  console.log(`CPU ms per photo, one at a time:\n`);
  console.log(`| candidate | ${steps.join(" | ")} | total |`);
  console.log(`| --- | ${steps.map(() => "---").join(" | ")} | --- |`);
  for (const { candidate, times, total } of rows)
    console.log(
      `| ${candidate.name} | ${steps.map((step) => round((times[step] ?? 0) / photos.length)).join(" | ")} | **${round(total)}** |`,
    );
  console.log(
    `\nKB per file (change against before), SSIM of the luma against before's file (mean, min; PSNR of RGB, min) and mean SSIM against the source pixels before encoding, over ${count} photos:\n`,
  );
  console.log(
    `| candidate | ${SIZES.map((size) => `${size} ${WIDTHS[size]}`).join(" | ")} | ${SIZES.map((size) => `SSIM ${WIDTHS[size]}`).join(" | ")} |`,
  );
  console.log(
    `| --- | ${SIZES.map(() => "---").join(" | ")} | ${SIZES.map(() => "---").join(" | ")} |`,
  );
  const base = rows[0]?.bytes ?? {};
  for (const { candidate, bytes, quality } of rows)
    console.log(
      `| ${candidate.name} | ${SIZES.map((size) => `${round((bytes[size] ?? 0) / 1024)} (${candidate === before ? "" : `${(bytes[size] ?? 0) >= (base[size] ?? 0) ? "+" : ""}${round((100 * ((bytes[size] ?? 0) - (base[size] ?? 1))) / (base[size] ?? 1), 0)} %`})`).join(" | ")} | ${SIZES.map((size) => quality[size] ?? "").join(" | ")} |`,
    );
  console.log("");
}

// The server's processPhoto as a bulk import runs it: two photos at a time.
const all = sets.flatMap((set) => set.photos);
await processPhoto(/** @type {Buffer} */ (all[0]));
for (const parallel of [1, 2]) {
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < all.length) await processPhoto(/** @type {Buffer} */ (all[next++]));
    }),
  );
  const wall = performance.now() - started;
  console.log(
    `processPhoto (server/src/images/image-pipeline.ts), ${parallel} at a time over ${all.length} photos: ` +
      `${round(wall / all.length)} ms wall a photo, ${round(cpuMs(cpu) / all.length)} ms CPU a photo`,
  );
}
console.log(`load average ${round(loadavg()[0] ?? 0, 2)} at the end`);
