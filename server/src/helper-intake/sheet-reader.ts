import { Readable } from "node:stream";
import { columnNamed, missingColumns } from "@maids/contract/helper-columns.ts";
import { HELPER_IMPORT_LIMITS, HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import { parse as parseCsv } from "csv-parse/sync";
import type ExcelJS from "exceljs";
import { SheetRefusedError } from "./sheet-refused-error.ts";
import { unpackWorkbook } from "./workbook-parts.ts";

/**
 * Reads a filled template (.xlsx or .csv, told apart by content) into its header and rows,
 * refusing files that cannot be a template. Checking each cell is the caller's work.
 */

interface SheetRow {
  /** The spreadsheet's row number; the header is row 1 (blank rows keep their numbers). */
  row: number;
  /** By column key (the trimmed, lower-case header); non-empty cells only, as text. */
  cells: Record<string, string>;
}

export interface ReadSheet {
  /** The column keys, in the sheet's order. */
  headers: string[];
  rows: SheetRow[];
  /** Columns the template does not have, as the sheet heads them: their cells are not read. */
  ignoredColumns: string[];
}

export async function readHelperSheet(file: Buffer): Promise<ReadSheet> {
  if (file.length > HELPER_IMPORT_LIMITS.sheetBytes) refuse(HELPER_IMPORT_MESSAGES.sheetTooLarge);
  if (isZip(file)) return readXlsx(file);
  return readCsv(file);
}

function refuse(message: string, status: 400 | 413 = 400): never {
  throw new SheetRefusedError(message, status);
}

/**
 * A cell as read, as text. Nothing is ever run: a cell starting with =, +, - or @ is its text,
 * in an .xlsx (a formula cell reads as "=" and its formula) as in a .csv.
 */
type RawCell = { column: number; text: string };

/** Column letters as a spreadsheet shows them: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * Gathers rows one by one: the first non-blank row is the header, blank rows are skipped.
 * Every row read counts against the row limit, blank or not, and every cell against the cell
 * limit; reading stops at the first row past a limit or past the time one reading may take.
 */
class SheetBuilder {
  /** The key of each column by its index; undefined for a column the template does not have. */
  private keys: (string | undefined)[] | undefined;
  readonly rows: SheetRow[] = [];
  private readonly ignored = new Map<number, string>();
  private rowsRead = 0;
  private cellsRead = 0;
  private readonly deadline = performance.now() + HELPER_IMPORT_LIMITS.readSeconds * 1000;

  /** `cellCount`: the cells the row holds, blank ones included. */
  add(row: number, cells: RawCell[], cellCount = cells.length): void {
    this.count(cellCount);
    if (cells.every((cell) => cell.text.trim() === "")) return;
    if (!this.keys) {
      const header = readHeader(cells);
      this.keys = header.keys;
      for (const [column, text] of header.ignored) this.ignored.set(column, text);
      return;
    }
    const values: Record<string, string> = {};
    for (const cell of cells) {
      if (cell.text.trim() === "") continue;
      const key = this.keys[cell.column];
      if (key !== undefined) values[key] = cell.text;
      // Data under no header is ignored too, and said so.
      else if (!this.ignored.has(cell.column))
        this.ignored.set(
          cell.column,
          HELPER_IMPORT_MESSAGES.unnamedColumn(columnLetter(cell.column)),
        );
    }
    this.rows.push({ row, cells: values });
  }

  private count(cells: number) {
    this.rowsRead += 1;
    // The header is a row too, and the limit counts the rows below it.
    if (this.rowsRead > HELPER_IMPORT_LIMITS.rows + 1) refuse(HELPER_IMPORT_MESSAGES.tooManyRows);
    this.cellsRead += cells;
    if (this.cellsRead > HELPER_IMPORT_LIMITS.cells)
      refuse(HELPER_IMPORT_MESSAGES.tooManyCells, 413);
    if (performance.now() > this.deadline) refuse(HELPER_IMPORT_MESSAGES.sheetTooSlow, 413);
  }

  result(): ReadSheet {
    if (!this.keys || this.rows.length === 0) refuse(HELPER_IMPORT_MESSAGES.noRows);
    return {
      headers: this.keys.filter((key) => key !== undefined),
      rows: this.rows,
      ignoredColumns: [...this.ignored.entries()].sort(([a], [b]) => a - b).map(([, text]) => text),
    };
  }
}

/** The template's columns by index, and the others (a partner's own), by index and header. */
function readHeader(cells: RawCell[]) {
  const keys: (string | undefined)[] = [];
  const ignored: [number, string][] = [];
  const seen = new Set<string>();
  for (const cell of [...cells].sort((a, b) => a.column - b.column)) {
    const header = cell.text.trim();
    if (header === "") continue;
    const column = columnNamed(header);
    if (!column) {
      ignored.push([cell.column, `"${header}"`]);
      continue;
    }
    if (seen.has(column.key)) refuse(HELPER_IMPORT_MESSAGES.repeatedColumn(header));
    seen.add(column.key);
    keys[cell.column] = column.key;
  }
  const missing = missingColumns([...seen]);
  if (missing.length > 0) refuse(HELPER_IMPORT_MESSAGES.missingColumns(missing));
  return { keys, ignored };
}

// ---------------------------------------------------------------------------------------------
// CSV

/** Bytes no text file holds (NUL and control characters other than tab, LF, VT, FF, CR). */
function isBinary(file: Buffer): boolean {
  for (const byte of file) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return true;
  }
  return false;
}

const BINARY_STARTS = [
  Buffer.from("%PDF-"),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from("GIF8"),
];

function decodeUtf8(file: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file);
  } catch {
    // 0x0A never occurs inside a UTF-8 sequence, so each line can be decoded on its own.
    let start = 0;
    for (let line = 1; ; line++) {
      const newline = file.indexOf(0x0a, start);
      const end = newline === -1 ? file.length : newline;
      try {
        new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(
          file.subarray(start, end),
        );
      } catch {
        refuse(HELPER_IMPORT_MESSAGES.notUtf8(line));
      }
      if (newline === -1) refuse(HELPER_IMPORT_MESSAGES.notUtf8(line));
      start = newline + 1;
    }
  }
}

function readCsv(file: Buffer): ReadSheet {
  if (BINARY_STARTS.some((start) => file.subarray(0, start.length).equals(start)) || isBinary(file))
    refuse(HELPER_IMPORT_MESSAGES.notASheet);
  const text = decodeUtf8(file);
  const builder = new SheetBuilder();
  let row = 0;
  try {
    parseCsv(text, {
      relax_column_count: true,
      relax_quotes: true,
      on_record: (record: string[]) => {
        row += 1;
        builder.add(
          row,
          record.map((value, column) => ({ column, text: value })),
        );
        return null;
      },
    });
  } catch (error) {
    if (error instanceof SheetRefusedError) throw error;
    refuse(HELPER_IMPORT_MESSAGES.notASheet);
  }
  return builder.result();
}

// ---------------------------------------------------------------------------------------------
// XLSX

function isZip(file: Buffer): boolean {
  return file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;
}

// exceljs's ValueType, which a type-only import cannot read (the library loads at first use).
const FORMULA: ExcelJS.ValueType.Formula = 6;
const ERROR: ExcelJS.ValueType.Error = 10;

function cellOf(cell: ExcelJS.Cell, column: number): RawCell {
  if (cell.type === FORMULA) {
    const formula = (cell.value as { formula?: string; sharedFormula?: string }).formula;
    return { column, text: `=${formula ?? ""}` };
  }
  if (cell.type === ERROR) {
    return { column, text: String((cell.value as { error?: string }).error ?? "") };
  }
  return { column, text: textOf(cell.value) };
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText))
      return value.richText.map((run: { text?: string }) => run.text ?? "").join("");
    if ("text" in value) return textOf(value.text);
  }
  return "";
}

/** A buffer in pieces of 64 KB: the zip parser copies what it holds on every read. */
function* chunks(buffer: Buffer, size = 64 * 1024) {
  for (let start = 0; start < buffer.length; start += size)
    yield buffer.subarray(start, start + size);
}

async function readXlsx(file: Buffer): Promise<ReadSheet> {
  let workbook: Buffer | undefined;
  try {
    workbook = await unpackWorkbook(file);
  } catch (error) {
    if (error instanceof SheetRefusedError) throw error;
    workbook = undefined;
  }
  if (!workbook) refuse(HELPER_IMPORT_MESSAGES.notASheet);
  const builder = new SheetBuilder();
  try {
    const { default: excel } = await import("exceljs");
    const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(chunks(workbook)), {
      worksheets: "emit",
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      entries: "ignore",
    });
    // Whatever of these the workbook has comes before its worksheet (see unpackWorkbook); one
    // it lacks must not make exceljs wait for it, copying the worksheet to a temporary file.
    Object.assign(reader, { sharedStrings: [], workbookRels: [] });
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const cells: RawCell[] = [];
        row.eachCell((cell, column) => {
          cells.push(cellOf(cell, column - 1));
        });
        builder.add(row.number, cells, row.cellCount);
      }
      break;
    }
  } catch (error) {
    if (error instanceof SheetRefusedError) throw error;
    refuse(HELPER_IMPORT_MESSAGES.notASheet);
  }
  return builder.result();
}
