import { IMAGE_MAX_BYTES } from "@maids/contract/limits.ts";
import { ADMIN_MESSAGES } from "@maids/contract/messages.ts";

/** Why a chosen photo is refused (docs/product.md#helper-forms), or null when it may be sent. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return ADMIN_MESSAGES.notAnImage;
  if (file.size >= IMAGE_MAX_BYTES) return ADMIN_MESSAGES.imageTooLarge;
  return null;
}
