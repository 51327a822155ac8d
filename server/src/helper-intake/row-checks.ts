import { eligibilityWarnings } from "@maids/contract/eligibility.ts";
import { columnAt, rowToFormValues } from "@maids/contract/helper-columns.ts";
import {
  HELPER_IMPORT_MESSAGES,
  type HelperImportPreview,
  type HelperImportProblem,
} from "@maids/contract/helper-imports.ts";
import { createHelperInputSchema, type HelperInput } from "@maids/contract/helper-input.ts";

/**
 * The checks of an import's rows that need no photo: each row read as the Add Maid form
 * (same schema, same messages, each placed on its column), repeats within the file, helpers
 * already kept for the same supplier, and suppliers not kept yet.
 */

export interface SheetRowCells {
  row: number;
  cells: Record<string, string>;
}

/** A row read as the form's input, or the problems that keep it out. */
export function readRow(
  cells: Record<string, string>,
):
  | { input: HelperInput; photo: string; problems: [] }
  | { problems: { column: string; message: string }[] } {
  const { values, problems } = rowToFormValues(cells);
  const parsed = createHelperInputSchema.safeParse(values);
  const formatted = new Set(problems.map((problem) => problem.column));
  const schemaProblems = parsed.success
    ? []
    : parsed.error.issues
        .map((issue) => ({ column: columnAt(issue.path)?.key ?? "", message: issue.message }))
        // A cell whose format was wrong has said so already.
        .filter((problem) => !formatted.has(problem.column));
  const all = [...problems, ...schemaProblems];
  if (all.length > 0 || !parsed.success) return { problems: all };
  return { input: parsed.data, photo: values.photo ?? "", problems: [] };
}

/** The key two rows (or a row and a kept helper) share when they are the same helper. */
export function sameHelperKey(supplier: string, name: string, dateOfBirth: string): string {
  return [supplier, name].map((text) => text.trim().toLowerCase()).join("\u0000") + dateOfBirth;
}

/** A problem of a row, before the row is named by its helper. */
export type RowProblem = Omit<HelperImportProblem, "name">;

export interface RowLookups {
  /** Kept suppliers' names, lower-cased. */
  suppliers: Set<string>;
  /** Kept helpers by `sameHelperKey`. */
  helpers: Map<string, { id: number; name: string }>;
}

export interface CheckedRows {
  preview: Omit<HelperImportPreview, "withPhoto">;
  /** Rows that passed, with the photo each names ("" for none). */
  passed: Map<number, { input: HelperInput; photo: string }>;
}

/**
 * `found`: problems found outside the form's rules (photos); their rows are kept out too.
 * `today` dates the eligibility warnings of the rows that pass (they import unpublished).
 */
export function checkRows(
  rows: readonly SheetRowCells[],
  found: readonly RowProblem[],
  lookups: RowLookups,
  today: string,
): CheckedRows {
  const problems: RowProblem[] = [...found];
  const rowWarnings: HelperImportPreview["rowWarnings"] = [];
  const withProblem = new Set(found.map((problem) => problem.row));
  const foundAt = new Set(found.map((problem) => `${problem.row}:${problem.column}`));
  const passed = new Map<number, { input: HelperInput; photo: string }>();
  const firstRowOf = new Map<string, number>();
  const duplicates: HelperImportPreview["duplicates"] = [];
  const newSuppliers = new Map<string, { name: string; rows: number[] }>();

  for (const { row, cells } of rows) {
    const read = readRow(cells);
    if (!("input" in read)) {
      // A cell whose problem was found outside the form's rules has said so already.
      const told = (column: string) => foundAt.has(`${row}:${column}`);
      problems.push(
        ...read.problems
          .filter((problem) => !told(problem.column))
          .map((problem) => ({ row, ...problem })),
      );
      continue;
    }
    if (withProblem.has(row)) continue;
    const { input } = read;
    const key = sameHelperKey(input.supplier, input.name, input.DOB);
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      problems.push({
        row,
        column: "name",
        message: HELPER_IMPORT_MESSAGES.sameHelperTwice(earlier),
      });
      continue;
    }
    firstRowOf.set(key, row);
    passed.set(row, read);
    const messages = eligibilityWarnings(
      {
        dateOfBirth: input.DOB,
        highestEducation: input.maidDetails.highestEducation ?? null,
        country: input.country,
        restDays: input.maidDetails.restDay,
      },
      today,
    );
    if (messages.length > 0) rowWarnings.push({ row, name: input.name, messages });
    const kept = lookups.helpers.get(key);
    if (kept) duplicates.push({ row, helperId: kept.id, name: kept.name });
    const supplierKey = input.supplier.trim().toLowerCase();
    if (!lookups.suppliers.has(supplierKey)) {
      const entry = newSuppliers.get(supplierKey) ?? { name: input.supplier.trim(), rows: [] };
      entry.rows.push(row);
      newSuppliers.set(supplierKey, entry);
    }
  }
  problems.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  const nameOf = new Map(rows.map(({ row, cells }) => [row, cells.name?.trim() ?? ""]));
  return {
    passed,
    preview: {
      rows: rows.length,
      valid: passed.size,
      problems: problems.map((problem) => ({ ...problem, name: nameOf.get(problem.row) ?? "" })),
      duplicates,
      newSuppliers: [...newSuppliers.values()],
      warnings: [],
      rowWarnings,
    },
  };
}
