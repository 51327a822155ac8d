import type { SheetFormat } from "@maids/contract/helper-imports.ts";

/** GET /api/admin/helper-imports/template: the empty template, downloaded as a file. */
export const templatePath = (format: SheetFormat) =>
  `/api/admin/helper-imports/template?format=${format}`;
