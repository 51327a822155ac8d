import { HELPER_IMPORT_LIMITS, HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import { zipSync } from "fflate";
import yauzl from "yauzl";
import { SheetRefusedError } from "./sheet-refused-error.ts";

/**
 * Unpacks the parts of an .xlsx that reading its first worksheet needs, counting the bytes
 * while inflating (a part's declared size can lie), and refuses with 413 past
 * HELPER_IMPORT_LIMITS: a 10 MB workbook can inflate to gigabytes. The parts come back as a
 * zip of stored entries, in the order exceljs's streaming reader needs them (the workbook, its
 * styles and shared strings before the worksheet), so that it inflates nothing and copies no
 * worksheet to a temporary file. Undefined when the zip is not a workbook.
 */

const WORKBOOK_PARTS = [
  "xl/_rels/workbook.xml.rels",
  "xl/workbook.xml",
  "xl/styles.xml",
  "xl/sharedStrings.xml",
];

/** More entries than any workbook has; the directory of a zip with more is not read on. */
const MAX_ENTRIES = 10_000;

const tooLarge = (message: string) => new SheetRefusedError(message, 413);

function openZip(file: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

function readDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > MAX_ENTRIES) return Promise.resolve([]);
  const entries: yauzl.Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

/** The parts to read, in reading order; undefined without a workbook and a worksheet. */
function partsToRead(entries: yauzl.Entry[]): yauzl.Entry[] | undefined {
  const firstSheet = entries
    .map((entry) => ({
      entry,
      number: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(entry.fileName)?.[1],
    }))
    .filter((sheet) => sheet.number !== undefined)
    .sort((a, b) => Number(a.number) - Number(b.number))[0]?.entry;
  if (!firstSheet || !entries.some((entry) => entry.fileName === "xl/workbook.xml"))
    return undefined;
  const wanted = WORKBOOK_PARTS.map((name) => entries.find((entry) => entry.fileName === name));
  return [...wanted.filter((entry) => entry !== undefined), firstSheet];
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}

class Budget {
  private unpacked = 0;

  /** Refuses before inflating a part whose declared size is already over a limit. */
  checkDeclared(entry: yauzl.Entry) {
    this.check(entry.fileName, entry.uncompressedSize, this.unpacked + entry.uncompressedSize);
  }

  spend(part: string, partBytes: number, bytes: number) {
    this.unpacked += bytes;
    this.check(part, partBytes, this.unpacked);
  }

  private check(part: string, partBytes: number, total: number) {
    if (partBytes > HELPER_IMPORT_LIMITS.sheetPartUnpackedBytes)
      throw tooLarge(HELPER_IMPORT_MESSAGES.sheetPartUnpacksTooLarge(part));
    if (total > HELPER_IMPORT_LIMITS.sheetUnpackedBytes)
      throw tooLarge(HELPER_IMPORT_MESSAGES.sheetUnpacksTooLarge);
  }
}

async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: Budget): Promise<Buffer> {
  budget.checkDeclared(entry);
  const stream = await openEntry(zip, entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      budget.spend(entry.fileName, size, chunk.byteLength);
      chunks.push(chunk);
    }
  } finally {
    (stream as unknown as { destroy(): void }).destroy();
  }
  return Buffer.concat(chunks, size);
}

/** `<si>` elements (any namespace prefix): the shared strings exceljs keeps in memory. */
function countSharedStrings(part: Buffer): number {
  return part.toString("latin1").match(/<(?:[\w.-]+:)?si[\s/>]/g)?.length ?? 0;
}

/** Throws SheetRefusedError (413) past a limit, and the zip's own errors when it is broken. */
export async function unpackWorkbook(file: Buffer): Promise<Buffer | undefined> {
  const zip = await openZip(file);
  const parts = partsToRead(await readDirectory(zip));
  if (!parts) return undefined;
  const budget = new Budget();
  const stored: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const entry of parts) {
    const part = await inflate(zip, entry, budget);
    if (
      entry.fileName === "xl/sharedStrings.xml" &&
      countSharedStrings(part) > HELPER_IMPORT_LIMITS.cells
    )
      throw tooLarge(HELPER_IMPORT_MESSAGES.tooManyCells);
    stored[entry.fileName] = [part, { level: 0 }];
  }
  return Buffer.from(zipSync(stored));
}
