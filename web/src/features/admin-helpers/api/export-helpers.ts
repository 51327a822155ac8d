import type { SheetFormat } from "@maids/contract/helper-imports.ts";
import { downloadFile } from "@/shared/download-file.ts";

/**
 * GET /api/admin/maids/export: the helpers the search and the filters keep, with the very
 * parameters the list's page request sends (adminListParams), without its page and limit.
 */
function exportHelpersPath(listParams: Record<string, string>, format: SheetFormat): string {
  const query = new URLSearchParams({ ...listParams, format });
  return `/api/admin/maids/export?${query}`;
}

/** Saves the export under the server's file name. */
export function exportHelpers(listParams: Record<string, string>, format: SheetFormat) {
  return downloadFile(exportHelpersPath(listParams, format), `helpers.${format}`);
}
