import { buildApiUrl } from "./api-client.ts";

/** The file name a Content-Disposition header gives (RFC 6266: filename* before filename). */
function fileNameFrom(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim();
}

/** A download refused by the server, or that did not arrive. */
class DownloadError extends Error {
  override readonly name = "DownloadError";
}

/**
 * Fetches an API file with the session's cookie and saves it under the server's file name, so
 * that a failure can be told to the user instead of saving an error page.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(buildApiUrl(path), { credentials: "include" });
  if (!response.ok) throw new DownloadError(`Download failed with status ${response.status}`);
  const name = fileNameFrom(response.headers.get("Content-Disposition")) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a minute is ample on slow phones.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
