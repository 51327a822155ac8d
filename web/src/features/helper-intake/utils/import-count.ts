import type { HelperImportChoices, HelperImportPreview } from "@maids/contract/helper-imports.ts";

/**
 * How many helpers a commit with these choices adds or updates: the valid rows, less the
 * duplicates when they are skipped and the rows of new suppliers when those are refused
 * (a row in both is counted once).
 */
export function importCount(preview: HelperImportPreview, choices: HelperImportChoices): number {
  const left = new Set<number>();
  if (choices.duplicates === "skip") for (const { row } of preview.duplicates) left.add(row);
  if (choices.newSuppliers === "refuse") {
    for (const supplier of preview.newSuppliers) for (const row of supplier.rows) left.add(row);
  }
  return Math.max(0, preview.valid - left.size);
}
