import fastifyMultipart from "@fastify/multipart";
import { IMAGE_MAX_BYTES } from "@maids/contract/limits.ts";
import { ADMIN_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { HttpError } from "../http/error-handler.ts";
import { InvalidImageError, type ProcessedImage, processPhoto } from "../images/image-pipeline.ts";

/** What an add or edit form sent: its values and, perhaps, a new photo. */
export interface MaidSubmission {
  data: unknown;
  image: Buffer | null;
}

/** Accepts multipart bodies in this scope: one photo of at most 5 MB and the `data` field. */
export async function acceptMaidUploads(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 256 * 1024 },
  });
}

const imageTooLarge = () =>
  new HttpError(413, ADMIN_MESSAGES.imageTooLarge, [
    { field: "image", message: ADMIN_MESSAGES.imageTooLarge },
  ]);

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const message = "data must be JSON text";
    throw new HttpError(400, message, [{ field: "data", message }]);
  }
}

/** Multipart with `image` and `data` (JSON text), or a plain JSON body without a photo. */
export async function readMaidSubmission(request: FastifyRequest): Promise<MaidSubmission> {
  if (!request.isMultipart()) return { data: request.body ?? {}, image: null };
  let data: unknown = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const content = await part.toBuffer();
        if (part.fieldname === "image" && content.byteLength > 0) image = content;
      } else if (part.fieldname === "data") {
        data = parseData(String(part.value));
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw imageTooLarge();
    throw error;
  }
  return { data, image };
}

/** The form's values by the shared rules, or a 400 naming every field that breaks one. */
export function validateMaidInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join(".") || "data",
    message: issue.message,
  }));
  throw new HttpError(400, errors[0]?.message ?? "The request is invalid.", errors);
}

/** The photo's derivatives, checked by content; 400 or 413 when it is no usable image. */
export async function processUploadedPhoto(image: Buffer): Promise<ProcessedImage> {
  if (image.byteLength > IMAGE_MAX_BYTES) throw imageTooLarge();
  try {
    return await processPhoto(image);
  } catch (error) {
    if (!(error instanceof InvalidImageError)) throw error;
    throw new HttpError(400, error.message, [{ field: "image", message: error.message }]);
  }
}
