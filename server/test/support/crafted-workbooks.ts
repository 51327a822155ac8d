import { createDeflateRaw, deflateRawSync } from "node:zlib";

/**
 * Workbooks as an attacker makes them: a part that inflates to far more than the upload
 * limit, deflated as a stream (never held inflated), and a zip whose directory may declare any
 * size for it. Written by hand so that the declared size can lie.
 */

interface CraftedEntry {
  name: string;
  deflated: Buffer;
  /** The size the zip declares for the inflated entry. */
  declaredSize: number;
}

/** `head`, then `unit` repeated until the part is about `bytes` long, then `tail`; deflated. */
async function deflatedRepeat(
  head: string,
  unit: string,
  bytes: number,
  tail: string,
): Promise<{ deflated: Buffer; size: number }> {
  const deflate = createDeflateRaw({ level: 1 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1024 * 1024) / unit.length))));
  let size = 0;
  const write = async (data: Buffer) => {
    size += data.length;
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once("drain", resolve));
  };
  await write(Buffer.from(head));
  while (size < bytes) await write(block);
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { deflated: Buffer.concat(chunks), size };
}

function deflatedText(text: string): { deflated: Buffer; size: number } {
  const bytes = Buffer.from(text);
  return { deflated: deflateRawSync(bytes), size: bytes.length };
}

function localHeader(entry: CraftedEntry, name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflated
  header.writeUInt32LE(entry.deflated.length, 18);
  header.writeUInt32LE(entry.declaredSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function directoryRecord(entry: CraftedEntry, name: Buffer, offset: number): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(8, 10);
  record.writeUInt32LE(entry.deflated.length, 20);
  record.writeUInt32LE(entry.declaredSize, 24);
  record.writeUInt16LE(name.length, 28);
  record.writeUInt32LE(offset, 42);
  return Buffer.concat([record, name]);
}

function craftedZip(entries: CraftedEntry[]): Buffer {
  const records: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const record = Buffer.concat([localHeader(entry, name), entry.deflated]);
    directory.push(directoryRecord(entry, name, offset));
    records.push(record);
    offset += record.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...records, directoryBytes, end]);
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
const HEADERS = ["supplier", "name", "country", "date_of_birth", "religion"];
const HEADER_ROW = `<row r="1">${HEADERS.map(
  (header, index) =>
    `<c r="${String.fromCharCode(65 + index)}1" t="inlineStr"><is><t>${header}</t></is></c>`,
).join("")}</row>`;

/** The part that repeats: the shared strings, or the worksheet's rows. */
const REPEATING = {
  "xl/sharedStrings.xml": { head: xml(`<sst xmlns="${MAIN}">`), tail: "</sst>" },
  "xl/worksheets/sheet1.xml": {
    head: xml(`<worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}`),
    tail: "</sheetData></worksheet>",
  },
} as const;

/**
 * A workbook one of whose parts repeats `unit` (an `<si>` or `<row>` element) to about
 * `bytes`, its directory declaring that size, or `declaredSize` when given (a lie).
 */
export async function workbookRepeating(
  partName: keyof typeof REPEATING,
  unit: string,
  bytes: number,
  declaredSize?: number,
): Promise<Buffer> {
  const { head, tail } = REPEATING[partName];
  const repeated = await deflatedRepeat(head, unit, bytes, tail);
  const part = (name: string, text: string) => {
    const { deflated, size } = deflatedText(text);
    return { name, deflated, declaredSize: size };
  };
  const workbook = part(
    "xl/workbook.xml",
    xml(
      `<workbook xmlns="${MAIN}"><sheets><sheet name="Helpers" sheetId="1"/></sheets></workbook>`,
    ),
  );
  const sheet = part(
    "xl/worksheets/sheet1.xml",
    xml(`<worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}</sheetData></worksheet>`),
  );
  const big = {
    name: partName,
    deflated: repeated.deflated,
    declaredSize: declaredSize ?? repeated.size,
  };
  return craftedZip(partName === "xl/sharedStrings.xml" ? [workbook, big, sheet] : [workbook, big]);
}
