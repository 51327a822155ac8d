import { randomUUID } from "node:crypto";
import { BLURRED_PHOTO_SCALE, IMAGE_MAX_BYTES, PHOTO_SIZES } from "@maids/contract/limits.ts";
import sharp from "sharp";

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
  const source = await decodeImage(input);
  const files = new Map<ImageVariant, Buffer>();
  for (const size of IMAGE_SIZE_NAMES) {
    const { width, height } = IMAGE_SIZES[size];
    files.set(size, await clearDerivative(source, width, height));
    files.set(`${size}-blurred`, await blurredDerivative(source, width, height));
  }
  return { key: randomUUID(), files };
}

async function decodeImage(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new InvalidImageError("Please select an image file");
    // Apply EXIF orientation, keep the first frame of animations, drop all metadata.
    return await image.rotate().png().toBuffer();
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError("Please select an image file");
  }
}

/** WebP quality 72 keeps a typical portrait's card under 30 KB with no visible loss at its size. */
function clearDerivative(source: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(source)
    .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
    .webp({ quality: 72 })
    .toBuffer();
}

async function blurredDerivative(source: Buffer, width: number, height: number): Promise<Buffer> {
  const tiny = await sharp(source)
    .resize(BLUR_SOURCE_WIDTH, Math.round((BLUR_SOURCE_WIDTH * height) / width), { fit: "cover" })
    .blur(1.5)
    .toBuffer();
  return sharp(tiny)
    .resize(Math.round(width * BLURRED_PHOTO_SCALE), Math.round(height * BLURRED_PHOTO_SCALE), {
      kernel: "cubic",
    })
    .blur(6)
    .webp({ quality: 60 })
    .toBuffer();
}
