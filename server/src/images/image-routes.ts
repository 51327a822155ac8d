import { apiErrorSchema } from "@maids/contract/errors.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { familyViewer } from "../auth/access-control.ts";
import type { Viewer } from "../auth/session-repository.ts";
import { HttpError } from "../http/error-handler.ts";
import { OPTIONAL_SESSION } from "../http/openapi.ts";
import { IMAGE_SIZE_NAMES, type ImageVariant } from "./image-pipeline.ts";
import { type ImageStorage, isImageKey } from "./image-storage.ts";

const variantPattern = new RegExp(`^(${IMAGE_SIZE_NAMES.join("|")})(-blurred)?\\.webp$`);

const paramsSchema = z.object({
  key: z.string().refine(isImageKey, { error: "key is not an image key" }),
  file: z.string().regex(variantPattern, {
    error: `file must be one of ${IMAGE_SIZE_NAMES.join(", ")} with optional -blurred, then .webp`,
  }),
});

/** Seconds a client is asked to wait when the photo store cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

/** The derivative, or null; a store that fails to answer is a 503, its cause logged. */
async function readPhoto(
  storage: ImageStorage,
  key: string,
  variant: ImageVariant,
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
  try {
    return await storage.read(key, variant);
  } catch (error) {
    log.error({ err: error }, "photo store unavailable");
    throw photoStoreUnavailable(API_MESSAGES.photoStoreUnavailable);
  }
}

/** The answer when the photo store cannot be reached: 503, try again in a few seconds. */
export function photoStoreUnavailable(message: string): HttpError {
  return new HttpError(503, message, {
    code: "photo_store_unavailable",
    headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * Photo derivatives. Blurred ones are public; clear ones answer only to a
 * signed-in session, so no anonymous request can obtain a clear photo.
 */
/**
 * Clear photos are for a signed-in family or staff (401 without a session); a helper account
 * sees other helpers' photos blurred, as a visitor does, and only her own clear (403).
 */
async function refuseClear(
  viewer: Viewer | null,
  key: string,
  ownsPhoto: (userId: number, key: string) => Promise<boolean>,
) {
  if (!viewer) throw new HttpError(401, API_MESSAGES.authenticationRequired);
  if (familyViewer(viewer) || (await ownsPhoto(viewer.id, key))) return;
  throw new HttpError(403, API_MESSAGES.forbidden);
}

export const imageRoutes: FastifyPluginAsyncZod<{
  storage: ImageStorage;
  /** Whether a helper account owns the photo (her own profile's): she sees it clear. */
  ownsPhoto: (userId: number, key: string) => Promise<boolean>;
}> = async (app, { storage, ownsPhoto }) => {
  app.get(
    "/:key/:file",
    {
      schema: {
        tags: ["images"],
        summary: "A helper photo derivative (WebP)",
        description:
          "Answers image/webp. `*-blurred.webp` is public; clear sizes need a signed-in session " +
          "(401 otherwise) of a family or staff; a helper account gets only her own (403 otherwise). 404 when the photo does not exist; 503 while the photo store " +
          "cannot be reached.",
        params: paramsSchema,
        security: OPTIONAL_SESSION,
        // OpenAPI: the photo when it succeeds, the usual JSON error otherwise.
        produces: ["image/webp", "application/json"],
        response: {
          200: z.any().describe("The photo (image/webp)."),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const variant = request.params.file.replace(/\.webp$/, "") as ImageVariant;
      const blurred = variant.endsWith("-blurred");
      if (!blurred) await refuseClear(request.viewer, request.params.key, ownsPhoto);
      const data = await readPhoto(storage, request.params.key, variant, request.log);
      if (!data) throw new HttpError(404, API_MESSAGES.imageNotFound);
      return reply
        .type("image/webp")
        .header(
          "Cache-Control",
          blurred ? "public, max-age=31536000, immutable" : "private, max-age=86400",
        )
        .header("Vary", "Cookie")
        .send(data);
    },
  );
};
