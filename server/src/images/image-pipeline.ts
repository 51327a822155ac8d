import { randomUUID } from "node:crypto";
import { BLURRED_PHOTO_SCALE, IMAGE_MAX_BYTES, PHOTO_SIZES } from "@maids/contract/limits.ts";
import sharp, { type Sharp } from "sharp";

/** Sizes served to browsers; originals are never kept or served. */
export const IMAGE_SIZES = PHOTO_SIZES;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];

/** A derivative's file name: its size, blurred or clear. */
export type ImageVariant = `${ImageSize}` | `${ImageSize}-blurred`;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);
const MAX_INPUT_PIXELS = 50_000_000;
/** Blurred derivatives are rebuilt from a tiny copy, so no detail survives to be recovered. */
const BLUR_SOURCE_WIDTH = 40;

export class InvalidImageError extends Error {}

export interface ProcessedImage {
  key: string;
  files: Map<ImageVariant, Buffer>;
}

/** Checks an upload by its content and turns it into clear and blurred WebP derivatives. */
export async function processPhoto(input: Buffer): Promise<ProcessedImage> {
  if (input.byteLength > IMAGE_MAX_BYTES)
    throw new InvalidImageError("Image size must be less than 5MB");
  const largest = await decodeImage(input);
  const tiny = await pixels(
    sharp(largest.data, { raw: largest.info })
      .resize(BLUR_SOURCE_WIDTH, Math.round((BLUR_SOURCE_WIDTH * LARGEST.height) / LARGEST.width))
      .blur(1.5),
  );
  const files = new Map<ImageVariant, Buffer>();
  await Promise.all(
    IMAGE_SIZE_NAMES.flatMap((size) => {
      const { width, height } = IMAGE_SIZES[size];
      return [
        clearDerivative(largest, width, height).then((file) => files.set(size, file)),
        blurredDerivative(tiny, width, height).then((file) => files.set(`${size}-blurred`, file)),
      ];
    }),
  );
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

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function pixels(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Decodes the upload once, cropped to the largest size around what draws the eye, as raw
 * pixels: each derivative is then a cheap resize of it (a PNG in between cost three times as much).
 */
async function decodeImage(input: Buffer): Promise<Pixels> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new InvalidImageError("Please select an image file");
    // Apply EXIF orientation, keep the first frame of animations, drop all metadata.
    return await pixels(
      image.rotate().resize(LARGEST.width, LARGEST.height, {
        fit: "cover",
        position: sharp.strategy.attention,
      }),
    );
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError("Please select an image file");
  }
}

/**
 * WebP quality 72 keeps a typical portrait's card under 30 KB with no visible loss at its size.
 * Encoder effort 2 of 6: a quarter of the default's time (most of a photo's cost, and what
 * bounds a bulk import) for a few per cent more bytes.
 */
const WEBP_EFFORT = 2;

function clearDerivative(source: Pixels, width: number, height: number): Promise<Buffer> {
  return sharp(source.data, { raw: source.info })
    .resize(width, height)
    .webp({ quality: 72, effort: WEBP_EFFORT })
    .toBuffer();
}

/** Blurred derivatives are rebuilt from `tiny` (BLUR_SOURCE_WIDTH wide), so no detail survives. */
function blurredDerivative(tiny: Pixels, width: number, height: number): Promise<Buffer> {
  return sharp(tiny.data, { raw: tiny.info })
    .resize(Math.round(width * BLURRED_PHOTO_SCALE), Math.round(height * BLURRED_PHOTO_SCALE), {
      kernel: "cubic",
    })
    .blur(6)
    .webp({ quality: 60, effort: WEBP_EFFORT })
    .toBuffer();
}
