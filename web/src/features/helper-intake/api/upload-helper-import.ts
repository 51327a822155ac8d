import { type HelperImport, helperImportSchema } from "@maids/contract/helper-imports.ts";
import { type ApiRequestError, apiErrorOf, buildApiUrl } from "@/shared/api-client.ts";

export type UploadFiles = { sheet: File; photos: File | null };

/** How much of the upload has gone, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** Thrown when the upload never reached the server (the connection failed or was cut). */
class UploadNetworkError extends Error {
  override readonly name = "UploadNetworkError";
}

function errorFrom(request: XMLHttpRequest): ApiRequestError {
  let body: unknown;
  try {
    body = JSON.parse(request.responseText);
  } catch {
    body = undefined;
  }
  return apiErrorOf(request.status, body, request.statusText);
}

/**
 * POST /api/admin/helper-imports: the spreadsheet as the part `sheet` and the photos' .zip, if
 * any, as `photos`. XMLHttpRequest rather than fetch, for its upload progress: the .zip may be
 * hundreds of megabytes. It sends what the shared api client sends (the session cookie, the
 * Accept header, a multipart body whose boundary the browser sets).
 */
export function uploadHelperImport(
  { sheet, photos }: UploadFiles,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<HelperImport> {
  const form = new FormData();
  form.append("sheet", sheet, sheet.name);
  if (photos) form.append("photos", photos, photos.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", buildApiUrl("/api/admin/helper-imports"));
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status < 200 || request.status >= 300) {
        reject(errorFrom(request));
        return;
      }
      try {
        resolve(helperImportSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener("error", () => reject(new UploadNetworkError("Upload failed")));
    request.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}
