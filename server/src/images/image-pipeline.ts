import { randomUUID } from "node:crypto";
import { BLURRED_PHOTO_SIZE, IMAGE_MAX_BYTES, PHOTO_SIZES } from "@maids/contract/limits.ts";
import sharp, { type Sharp } from "sharp";

/** Sizes served to browsers; originals are never kept or served. */
export const IMAGE_SIZES = PHOTO_SIZES;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];

/** A derivative's file name: its size, blurred or clear. */
export type ImageVariant = `${ImageSize}` | `${ImageSize}-blurred`;
/** Every variant a photo has, in a fixed order. */
export const IMAGE_VARIANTS: ImageVariant[] = IMAGE_SIZE_NAMES.flatMap((size) => [
  size,
  `${size}-blurred` as const,
]);

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);
const MAX_INPUT_PIXELS = 50_000_000;
/** Blurred derivatives are rebuilt from a tiny copy, so no detail survives to be recovered. */
const BLUR_SOURCE_WIDTH = 40;
/** How far the blurred photo is smoothed once scaled back up, in its own pixels. */
const BLUR_SIGMA = 3.6;

export class InvalidImageError extends Error {}

export interface ProcessedImage {
  key: string;
  files: Map<ImageVariant, Buffer>;
}

/**
 * Checks an upload by its content and turns it into clear and blurred WebP derivatives. Each
 * clear size is scaled from the next larger one (the cost is in decoding and encoding, not in
 * scaling); the blurred one is made once and kept under every size's blurred name.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedImage> {
  if (input.byteLength > IMAGE_MAX_BYTES)
    throw new InvalidImageError("Image size must be less than 5MB");
  const detail = await decodeImage(input);
  const [detailFile, [cardFile, [thumbnailFile, blurredFile]]] = await Promise.all([
    webp(detail, LARGEST_EFFORT),
    resized(detail, IMAGE_SIZES.card).then((card) =>
      Promise.all([
        webp(card),
        resized(card, IMAGE_SIZES.thumbnail).then((thumbnail) =>
          Promise.all([webp(thumbnail), blurred(thumbnail)]),
        ),
      ]),
    ),
  ]);
  const files = new Map<ImageVariant, Buffer>([
    ["detail", detailFile],
    ["card", cardFile],
    ["thumbnail", thumbnailFile],
  ]);
  for (const size of IMAGE_SIZE_NAMES) files.set(`${size}-blurred`, blurredFile);
  return { key: randomUUID(), files };
}

/** Whether the bytes are a photo `processPhoto` accepts, judged by reading only its header. */
export async function isAcceptedPhoto(input: Buffer): Promise<boolean> {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return format !== undefined && ACCEPTED_FORMATS.has(format);
  } catch {
    return false;
  }
}

/** Every size is a 4:5 portrait: one crop at the largest serves them all. */
const LARGEST = IMAGE_SIZES.detail;
/** A crop that keeps more than this share of the photo's height or width is taken from the centre. */
const CENTRE_CROP_KEEPS = 0.9;

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function pixels(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Decodes the upload once, cropped to the largest size as raw pixels: each derivative is then
 * a resize of it (a PNG in between cost more than the rest together). A photo far from 4:5
 * is cropped around what draws the eye; one close to it, from the centre (as good, and cheaper).
 */
async function decodeImage(input: Buffer): Promise<Pixels> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format, width = 1, height = 1, orientation = 1 } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new InvalidImageError("Please select an image file");
    const [upright, across] = orientation >= 5 ? [width, height] : [height, width];
    const aspect = across / upright;
    const target = LARGEST.width / LARGEST.height;
    const kept = Math.min(aspect, target) / Math.max(aspect, target);
    // Apply EXIF orientation, keep the first frame of animations, drop all metadata.
    return await pixels(
      image.rotate().resize(LARGEST.width, LARGEST.height, {
        fit: "cover",
        position: kept >= CENTRE_CROP_KEEPS ? "centre" : sharp.strategy.attention,
      }),
    );
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError("Please select an image file");
  }
}

function resized(source: Pixels, size: { width: number; height: number }) {
  return pixels(sharp(source.data, { raw: source.info }).resize(size.width, size.height));
}

/**
 * The blurred photo's WebP file, rebuilt from a copy BLUR_SOURCE_WIDTH wide so that no detail
 * survives; scaled back up, smoothed and encoded in one pass.
 */
async function blurred(source: Pixels): Promise<Buffer> {
  const { width, height } = BLURRED_PHOTO_SIZE;
  const tiny = await pixels(
    sharp(source.data, { raw: source.info })
      .resize(BLUR_SOURCE_WIDTH, Math.round((BLUR_SOURCE_WIDTH * height) / width))
      .blur(1.5),
  );
  return sharp(tiny.data, { raw: tiny.info })
    .resize(width, height, { kernel: "linear" })
    .blur(BLUR_SIGMA)
    .webp({ quality: BLURRED_QUALITY, effort: EFFORT })
    .toBuffer();
}

/**
 * WebP quality 72 keeps a typical portrait's card under 30 KB with no visible loss at its size
 * (60 for the blurred one). Encoder effort 2 of 6: a third of the default's time (most of a
 * photo's cost, and what bounds a bulk import) for the same bytes on portraits.
 */
const QUALITY = 72;
const BLURRED_QUALITY = 60;
const EFFORT = 2;
/**
 * The 800x1000 file at effort 1: a quarter less of its encoding time (6-12 % of a photo's
 * CPU) for the same decoded pixels as effort 0 and the same quality as effort 2 (SSIM against
 * the unencoded pixels within 0.001), at 9 % more bytes on real portraits. Effort 0
 * would save a little more but costs 15 %; lower effort on the card and thumbnail costs them
 * a third more bytes. Browsers pick this file on phones too (a card 100vw wide at 2x), so its
 * bytes count as much as the others' (docs/performance.md, bulk intake).
 */
const LARGEST_EFFORT = 1;

function webp(source: Pixels, effort = EFFORT) {
  return sharp(source.data, { raw: source.info }).webp({ quality: QUALITY, effort }).toBuffer();
}
