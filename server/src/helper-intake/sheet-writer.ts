/**
 * Writes helpers as a spreadsheet (docs/product.md#bulk-intake): the import template and the
 * export of the admin's list, as .xlsx (exceljs's streaming writer, so a long export never
 * sits in memory) or as UTF-8 .csv with a BOM. Rows arrive as an async iterable and are
 * written as they come, waiting while the answer's stream is full.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import { escapeFormula, type HelperColumn } from "@maids/contract/helper-columns.ts";
import { HELPER_IMPORT_LIMITS, type SheetFormat } from "@maids/contract/helper-imports.ts";
import type ExcelJS from "exceljs";

export type SheetCell = string | number;
export type SheetRow = Readonly<Record<string, SheetCell>>;

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** The first sheet's name, in the template and an export. */
export const HELPERS_SHEET = "Helpers";
export const EXPLANATION_SHEET = "Explanation";

/** Excel's number format for text: what is typed stays as typed ("+65…", 2024-01-31). */
const TEXT_FORMAT = "@";
const BOM = "\uFEFF";

/** A cell as written: numbers stay numbers, text is kept from running as a formula. */
export function safeCell(value: SheetCell): SheetCell {
  return typeof value === "number" ? value : escapeFormula(value);
}

/** One CSV field (RFC 4180): quoted when it holds `"`, `,`, CR or LF, its quotes doubled. */
export function csvField(value: SheetCell): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF. */
export function csvLine(cells: readonly SheetCell[]): string {
  return `${cells.map(csvField).join(",")}\r\n`;
}

export const CLOSED_EARLY = "The answer's stream closed before the sheet was written";

/** Writes `chunk`, then waits while the stream is full, so a slow reader slows the writer. */
async function writeWaiting(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await waitForDrain(out);
}

/** Waits until `out` takes more; fails when the reader went away, so the writer stops. */
async function waitForDrain(out: Writable): Promise<void> {
  if (!out.destroyed && !out.writableNeedDrain) return;
  if (!out.destroyed) {
    // Both listeners go once either fires: a long export waits thousands of times.
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off("drain", done);
        out.off("close", done);
        resolve();
      };
      out.on("drain", done);
      out.on("close", done);
    });
  }
  if (out.destroyed) throw new Error(CLOSED_EARLY);
}

export interface SheetContent {
  columns: readonly HelperColumn[];
  rows: AsyncIterable<SheetRow> | Iterable<SheetRow>;
  /** The template's cells are all text; an export's number columns hold numbers. */
  allText?: boolean;
  /** The .xlsx's second sheet, explaining each column (the template's). */
  explanation?: boolean;
}

/** Writes the sheet to `out` in `format` and ends `out`. */
export async function writeHelperSheet(
  format: SheetFormat,
  content: SheetContent,
  out: Writable,
): Promise<void> {
  if (format === "csv") await writeCsv(content, out);
  else await writeXlsx(content, out);
}

async function writeCsv({ columns, rows }: SheetContent, out: Writable): Promise<void> {
  await writeWaiting(out, BOM + csvLine(columns.map((c) => c.key)));
  for await (const row of rows) {
    await writeWaiting(out, csvLine(columns.map((c) => safeCell(row[c.key] ?? ""))));
  }
  out.end();
}

/** A width that shows the header and the sample, within reason. */
function columnWidth(column: HelperColumn): number {
  return Math.min(Math.max(column.key.length, column.sample.length, 8) + 2, 40);
}

/** Rows written between two checks of the answer's stream. */
const ROWS_PER_CHECK = 200;

async function writeXlsx(content: SheetContent, out: Writable): Promise<void> {
  const { columns, rows } = content;
  const { default: excel } = await import("exceljs");
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(HELPERS_SHEET, {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    width: columnWidth(column),
    style: content.allText || column.kind !== "number" ? { numFmt: TEXT_FORMAT } : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.key));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const row of rows) {
    sheet.addRow(columns.map((c) => safeCell(row[c.key] ?? ""))).commit();
    if (++written % ROWS_PER_CHECK === 0) await waitForDrain(out);
  }
  sheet.commit();
  if (content.explanation) writeExplanation(workbook.addWorksheet(EXPLANATION_SHEET), columns);
  // exceljs waits for `out` to finish, which a stream closed early never does.
  await Promise.race([workbook.commit(), closedEarly(out)]);
}

/** Rejects when `out` closes before it finished (the reader went away); never resolves. */
async function closedEarly(out: Writable): Promise<never> {
  if (!out.destroyed) await once(out, "close");
  if (!out.writableFinished) throw new Error(CLOSED_EARLY);
  return new Promise<never>(() => {});
}

/** The lines above the explanation's table. */
export const EXPLANATION_LINES = [
  "One row per helper, below the header row of the Helpers sheet; keep the headers as they are.",
  "Dates are written YYYY-MM-DD, e.g. 1994-05-17.",
  "Lists are separated by ; or , (e.g. Cooking; Elderly care).",
  "Photos go in a .zip uploaded with the sheet; the photo column names each helper's file in it.",
  `At most ${HELPER_IMPORT_LIMITS.rows.toLocaleString("en-SG")} rows per file.`,
];

export const EXPLANATION_HEADERS = ["Column", "Label", "Required", "What it holds"];

function writeExplanation(sheet: ExcelJS.Worksheet, columns: readonly HelperColumn[]): void {
  sheet.columns = [{ width: 34 }, { width: 40 }, { width: 10 }, { width: 90 }];
  for (const line of EXPLANATION_LINES) sheet.addRow([line]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(EXPLANATION_HEADERS);
  header.font = { bold: true };
  header.commit();
  for (const column of columns) {
    sheet
      .addRow(
        [column.key, column.label, column.required ? "yes" : "no", column.explanation].map(
          escapeFormula,
        ),
      )
      .commit();
  }
  sheet.commit();
}
