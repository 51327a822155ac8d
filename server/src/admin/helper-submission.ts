import fastifyMultipart from "@fastify/multipart";
import { IMAGE_MAX_BYTES } from "@maids/contract/limits.ts";
import { ADMIN_MESSAGES, API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http/error-handler.ts";
import { refuseNulIn } from "../http/nul-characters.ts";
import { InvalidImageError, type ProcessedImage, processPhoto } from "../images/image-pipeline.ts";

/** What an add or edit form sent: its values and, perhaps, a new photo. */
export interface HelperSubmission {
  data: unknown;
  image: Buffer | null;
}

/** Accepts multipart bodies in this scope: one photo of at most 5 MB and the `data` field. */
export async function acceptHelperUploads(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 256 * 1024 },
  });
}

const imageTooLarge = () =>
  new HttpError(413, ADMIN_MESSAGES.imageTooLarge, {
    errors: [{ field: "image", message: ADMIN_MESSAGES.imageTooLarge }],
  });

function parseData(text: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const message = API_MESSAGES.dataNotJson;
    throw new HttpError(400, message, { errors: [{ field: "data", message }] });
  }
  // The JSON-body check (nul-characters.ts) does not see a multipart field.
  refuseNulIn(data, "body field", "data");
  return data;
}

/** Multipart with `image` and `data` (JSON text), or a plain JSON body without a photo. */
export async function readHelperSubmission(request: FastifyRequest): Promise<HelperSubmission> {
  const { data, image } = await readParts(request);
  return { data: religionFromDetails(data), image };
}

/**
 * The wire has a religion both on the helper and in `maidDetails` (docs/architecture.md#glossary); clients
 * that fill in only the latter (the agency's original form) mean the helper's.
 */
function religionFromDetails(data: unknown): unknown {
  if (typeof data !== "object" || data === null) return data;
  const { Religion, maidDetails } = data as { Religion?: unknown; maidDetails?: unknown };
  const detailed = (maidDetails as { religion?: unknown } | null | undefined)?.religion;
  const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";
  if (!isBlank(Religion) || isBlank(detailed)) return data;
  return { ...data, Religion: detailed };
}

async function readParts(request: FastifyRequest): Promise<HelperSubmission> {
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

/** The photo's derivatives, checked by content; 400 or 413 when it is no usable image. */
export async function processUploadedPhoto(image: Buffer): Promise<ProcessedImage> {
  if (image.byteLength > IMAGE_MAX_BYTES) throw imageTooLarge();
  try {
    return await processPhoto(image);
  } catch (error) {
    if (!(error instanceof InvalidImageError)) throw error;
    throw new HttpError(400, error.message, {
      errors: [{ field: "image", message: error.message }],
    });
  }
}
