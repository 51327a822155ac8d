import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HELPER_IMPORT_LIMITS, HELPER_IMPORT_MESSAGES } from "@maids/contract/helper-imports.ts";
import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  columnLetter,
  type ReadSheet,
  readHelperSheet,
} from "../src/helper-intake/sheet-reader.ts";
import { SheetRefusedError } from "../src/helper-intake/sheet-refused-error.ts";
import { workbookRepeating } from "./support/crafted-workbooks.ts";

/** The module exceljs's streaming reader copies a worksheet to a temporary file with. */
const tmp = createRequire(import.meta.resolve("exceljs"))("tmp") as { file: () => void };

const HEADERS = [
  "Supplier",
  "name",
  "country",
  "date_of_birth",
  "religion",
  "salary",
  "active",
  "description",
];

/** The rows every test file below holds, as text; row 3 is blank. */
const TEXT_ROWS = [
  HEADERS,
  [
    "Manila Partners",
    "Ana Santos",
    "Philippines",
    "1994-05-17",
    "Catholic",
    "650",
    "true",
    "Cooks, cleans\nand sings",
  ],
  ["", "", "", "", "", "", "", ""],
  ["Jakarta, Ltd", "Siti", "Indonesia", "1990-01-02", "Muslim", "700", "false", "'=not a formula"],
];

const EXPECTED_ROWS = [
  {
    row: 2,
    cells: {
      supplier: "Manila Partners",
      name: "Ana Santos",
      country: "Philippines",
      date_of_birth: "1994-05-17",
      religion: "Catholic",
      salary: "650",
      active: "true",
      description: "Cooks, cleans\nand sings",
    },
  },
  {
    row: 4,
    cells: {
      supplier: "Jakarta, Ltd",
      name: "Siti",
      country: "Indonesia",
      date_of_birth: "1990-01-02",
      religion: "Muslim",
      salary: "700",
      active: "false",
      description: "'=not a formula",
    },
  },
];

const EXPECTED_HEADERS = HEADERS.map((header) => header.toLowerCase());

function csv(rows: string[][], { bom = false, eol = "\n" } = {}): Buffer {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const text = rows.map((row) => row.map(quote).join(",")).join(eol) + eol;
  return Buffer.from(bom ? `\ufeff${text}` : text);
}

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Helpers");
  rows.forEach((row, index) => {
    sheet.getRow(index + 1).values = row;
  });
  workbook.addWorksheet("Explanation").addRow(["Not the helpers"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The good sheet with real cell types: a date, numbers, booleans and rich text. */
function goodXlsx(): Promise<Buffer> {
  return xlsx([
    HEADERS,
    [
      "Manila Partners",
      { richText: [{ text: "Ana " }, { text: "Santos", font: { bold: true } }] },
      "Philippines",
      new Date(Date.UTC(1994, 4, 17)),
      "Catholic",
      650,
      true,
      "Cooks, cleans\nand sings",
    ],
    [],
    [
      { text: "Jakarta, Ltd", hyperlink: "https://example.com" },
      "Siti",
      "Indonesia",
      new Date(Date.UTC(1990, 0, 2)),
      "Muslim",
      700,
      false,
      "'=not a formula",
    ],
  ]);
}

async function refusal(file: Buffer | Promise<Buffer>): Promise<string> {
  const error = await readHelperSheet(await file).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SheetRefusedError);
  return (error as Error).message;
}

describe("readHelperSheet: good sheets", () => {
  it("reads an .xlsx's first sheet, its cells as text, skipping blank rows", async () => {
    const sheet = await readHelperSheet(await goodXlsx());
    expect(sheet).toEqual<ReadSheet>({
      headers: EXPECTED_HEADERS,
      rows: EXPECTED_ROWS,
      ignoredColumns: [],
    });
  });

  it.each([
    ["LF", { eol: "\n" }],
    ["CRLF", { eol: "\r\n" }],
    ["BOM and LF", { bom: true, eol: "\n" }],
    ["BOM and CRLF", { bom: true, eol: "\r\n" }],
  ])("reads the same rows from a .csv with %s", async (_, options) => {
    const file = csv(TEXT_ROWS, options);
    expect(await readHelperSheet(file)).toEqual<ReadSheet>({
      headers: EXPECTED_HEADERS,
      rows: EXPECTED_ROWS,
      ignoredColumns: [],
    });
  });

  it("accepts short .csv rows, an empty header after the last column and blank rows first", async () => {
    const file = Buffer.from(
      [
        ",,",
        "supplier,name,country,date_of_birth,religion,,",
        "S,Ana,Philippines",
        "",
        "S,Bea,Philippines,1990-01-01,Catholic, ",
      ].join("\n"),
    );
    const sheet = await readHelperSheet(file);
    expect(sheet.headers).toEqual(["supplier", "name", "country", "date_of_birth", "religion"]);
    expect(sheet.rows).toEqual([
      { row: 3, cells: { supplier: "S", name: "Ana", country: "Philippines" } },
      {
        row: 5,
        cells: {
          supplier: "S",
          name: "Bea",
          country: "Philippines",
          date_of_birth: "1990-01-01",
          religion: "Catholic",
        },
      },
    ]);
  });

  it("reads an .xlsx's formula cells as their text, never their result, and error values as text", async () => {
    const file = await xlsx([
      HEADERS,
      [
        "S",
        "Ana",
        "Philippines",
        new Date(Date.UTC(1994, 4, 17)),
        "Catholic",
        { formula: "600+50", result: 650 },
        true,
        { error: "#N/A" },
      ],
    ]);
    const sheet = await readHelperSheet(file);
    expect(sheet.rows[0]?.cells).toEqual({
      supplier: "S",
      name: "Ana",
      country: "Philippines",
      date_of_birth: "1994-05-17",
      religion: "Catholic",
      salary: "=600+50",
      active: "true",
      description: "#N/A",
    });
  });

  it("reads a .csv's cells starting with =, +, - or @ as their text, as in an .xlsx", async () => {
    const sheet = await readHelperSheet(
      csv([HEADERS, ["S", "Ana", "Philippines", "1994-05-17", "Catholic", "=1+1", "yes", "'=x"]]),
    );
    expect(sheet.rows[0]?.cells).toEqual({
      supplier: "S",
      name: "Ana",
      country: "Philippines",
      date_of_birth: "1994-05-17",
      religion: "Catholic",
      salary: "=1+1",
      active: "yes",
      description: "'=x",
    });
  });
});

describe("readHelperSheet: row limits", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "sheet-reader-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Written as a large upload would be: streamed to a file, a few columns. */
  async function bigXlsx(rows: number, useSharedStrings: boolean): Promise<Buffer> {
    const filename = join(dir, `${rows}.xlsx`);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings });
    const sheet = workbook.addWorksheet("Helpers");
    sheet.addRow(["supplier", "name", "country", "date_of_birth", "religion"]).commit();
    for (let row = 0; row < rows; row++)
      sheet.addRow(["S", `Helper ${row}`, "Philippines", "1990-01-01", "Catholic"]).commit();
    sheet.commit();
    await workbook.commit();
    return readFile(filename);
  }

  let acceptedMs = 0;

  it("accepts exactly 5,000 rows (in a workbook without shared strings)", async () => {
    const file = await bigXlsx(HELPER_IMPORT_LIMITS.rows, false);
    const temporaryFiles = vi.spyOn(tmp, "file");
    const started = performance.now();
    const sheet = await readHelperSheet(file);
    acceptedMs = performance.now() - started;
    expect(temporaryFiles).not.toHaveBeenCalled();
    temporaryFiles.mockRestore();
    expect(sheet.rows).toHaveLength(5_000);
    expect(sheet.rows.at(-1)).toEqual({
      row: 5_001,
      cells: {
        supplier: "S",
        name: "Helper 4999",
        country: "Philippines",
        date_of_birth: "1990-01-01",
        religion: "Catholic",
      },
    });
  });

  it("refuses 100,000 rows as soon as row 5,001 is read", async () => {
    const file = await bigXlsx(100_000, true);
    // The streaming reader fills rows of the same class as a workbook's.
    const rowClass = Object.getPrototypeOf(new ExcelJS.Workbook().addWorksheet().getRow(1));
    const rowsRead = vi.spyOn(rowClass as ExcelJS.Row, "eachCell");
    const started = performance.now();
    expect(await refusal(file)).toBe(HELPER_IMPORT_MESSAGES.tooManyRows);
    const refusedMs = performance.now() - started;
    expect(rowsRead.mock.calls.length).toBe(5_002);
    rowsRead.mockRestore();
    // Reading all 100,000 rows takes about 20 times as long as reading 5,000.
    expect(refusedMs).toBeLessThan(Math.max(8 * acceptedMs, 1_000));
  }, 60_000);

  it("counts blank .csv rows against the 5,000: 4,998 helpers and 2 blank rows pass, 5,000 and 1 do not", async () => {
    const row = ["S", "Ana", "Philippines", "1990-01-01", "Catholic"];
    const header = ["supplier", "name", "country", "date_of_birth", "religion"];
    const rows = (count: number) => Array.from({ length: count }, () => row);
    expect(await refusal(csv([header, ...rows(5_000), row]))).toBe(
      HELPER_IMPORT_MESSAGES.tooManyRows,
    );
    expect(await refusal(csv([header, ...rows(5_000), [""]]))).toBe(
      HELPER_IMPORT_MESSAGES.tooManyRows,
    );
    const sheet = await readHelperSheet(csv([header, ...rows(4_998), [""], ["", "", ""]]));
    expect(sheet.rows).toHaveLength(4_998);
  });

  it("refuses a sheet without rows", async () => {
    expect(await refusal(csv([HEADERS, ["", ""]]))).toBe(HELPER_IMPORT_MESSAGES.noRows);
    expect(await refusal(xlsx([HEADERS]))).toBe(HELPER_IMPORT_MESSAGES.noRows);
    expect(await refusal(Buffer.alloc(0))).toBe(HELPER_IMPORT_MESSAGES.noRows);
  });

  it("refuses a file over 10 MB", async () => {
    const file = Buffer.alloc(HELPER_IMPORT_LIMITS.sheetBytes + 1, "a");
    expect(await refusal(file)).toBe(HELPER_IMPORT_MESSAGES.sheetTooLarge);
  });
});

describe("readHelperSheet: workbooks that inflate far past the upload", () => {
  const MB = 1024 * 1024;
  const LONG_STRING = `<si><t>${"a".repeat(1_000)}</t></si>`;

  /** The refusal, its status, and how far the process's memory rose above where it was. */
  async function refusedWithin(file: Buffer) {
    globalThis.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 2);
    try {
      const error = await readHelperSheet(file).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(SheetRefusedError);
      return {
        message: (error as SheetRefusedError).message,
        status: (error as SheetRefusedError).status,
        rose: (Math.max(peak, process.memoryUsage.rss()) - before) / MB,
      };
    } finally {
      clearInterval(sampler);
    }
  }

  it("refuses shared strings that say they unpack to 512 MB before inflating them", async () => {
    const file = await workbookRepeating("xl/sharedStrings.xml", LONG_STRING, 512 * MB);
    expect(file.length).toBeLessThan(HELPER_IMPORT_LIMITS.sheetBytes);
    const { message, status, rose } = await refusedWithin(file);
    expect(message).toBe(HELPER_IMPORT_MESSAGES.sheetPartUnpacksTooLarge("xl/sharedStrings.xml"));
    expect(status).toBe(413);
    expect(rose).toBeLessThan(64);
  }, 60_000);

  it("counts while inflating: shared strings declared as 1 KB that unpack to 512 MB", async () => {
    const file = await workbookRepeating("xl/sharedStrings.xml", LONG_STRING, 512 * MB, 1_024);
    const { message, status, rose } = await refusedWithin(file);
    expect(message).toBe(HELPER_IMPORT_MESSAGES.sheetPartUnpacksTooLarge("xl/sharedStrings.xml"));
    expect(status).toBe(413);
    // The part is read up to its limit (48 MB), then dropped.
    expect(rose).toBeLessThan(160);
  }, 60_000);

  it("refuses more shared strings than cells a sheet may hold", async () => {
    const file = await workbookRepeating("xl/sharedStrings.xml", "<si><t>a</t></si>", 28 * MB);
    const { message, status } = await refusedWithin(file);
    expect(message).toBe(HELPER_IMPORT_MESSAGES.tooManyCells);
    expect(status).toBe(413);
  }, 60_000);

  it("refuses a worksheet of blank rows past the limit, and one that unpacks past 48 MB", async () => {
    const blankRows = await workbookRepeating("xl/worksheets/sheet1.xml", '<row r="2"/>', 2 * MB);
    expect(await refusal(blankRows)).toBe(HELPER_IMPORT_MESSAGES.tooManyRows);
    const huge = await workbookRepeating("xl/worksheets/sheet1.xml", '<row r="2"/>', 200 * MB);
    const { message, status } = await refusedWithin(huge);
    expect(message).toBe(
      HELPER_IMPORT_MESSAGES.sheetPartUnpacksTooLarge("xl/worksheets/sheet1.xml"),
    );
    expect(status).toBe(413);
  }, 60_000);
});

describe("readHelperSheet: files that are no template", () => {
  it.each([
    [
      "a PNG",
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
          .png()
          .toBuffer(),
    ],
    [
      "random bytes",
      async () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    ],
    ["a PDF", async () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n")],
    [
      "an .xls",
      async () =>
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(512),
        ]),
    ],
    [
      "a .docx (a zip, not a workbook)",
      async () =>
        Buffer.from(
          zipSync({
            "[Content_Types].xml": Buffer.from("<Types/>"),
            "word/document.xml": Buffer.from("<w:document/>"),
          }),
        ),
    ],
    [
      "a worksheet without workbook",
      async () => Buffer.from(zipSync({ "xl/worksheets/sheet1.xml": Buffer.from("<worksheet/>") })),
    ],
    [
      "a workbook without worksheets",
      async () => Buffer.from(zipSync({ "xl/workbook.xml": Buffer.from("<workbook/>") })),
    ],
    ["a broken .xlsx", async () => (await goodXlsx()).subarray(0, 2_000)],
  ])("refuses %s", async (_, file) => {
    expect(await refusal(file())).toBe(HELPER_IMPORT_MESSAGES.notASheet);
  });

  it("names the first line of a .csv that is not UTF-8", async () => {
    const file = Buffer.concat([
      Buffer.from(
        "supplier,name,country,date_of_birth,religion\nS,Ana,Philippines,1990-01-01,C\nS,",
      ),
      Buffer.from([0x4a, 0x6f, 0x73, 0xe9]),
      Buffer.from(",Philippines,1990-01-01,C\nS,"),
      Buffer.from([0x4a, 0x6f, 0x73, 0xe9]),
      Buffer.from("\n"),
    ]);
    expect(await refusal(file)).toBe(HELPER_IMPORT_MESSAGES.notUtf8(3));
  });
});

describe("readHelperSheet: headers", () => {
  const required = ["supplier", "name", "country", "date_of_birth", "religion"];

  it("ignores the columns the template does not have, naming each, its cells unread", async () => {
    const headers = [...required, "Favourite colour"];
    const sheet = await readHelperSheet(
      csv([headers, ["S", "Ana", "Philippines", "1990-01-01", "C", "red"]]),
    );
    expect(sheet.ignoredColumns).toEqual(['"Favourite colour"']);
    expect(sheet.rows[0]?.cells).not.toHaveProperty("favourite colour");
    const fromXlsx = await readHelperSheet(await xlsx([[...required, "", " Nickname "], required]));
    expect(fromXlsx.ignoredColumns).toEqual(['"Nickname"']);
  });

  it("ignores data under no header, naming its column", async () => {
    const file = csv([
      [...required, "", "salary"],
      ["S", "Ana", "Philippines", "1990-01-01", "C", "oops", "600"],
    ]);
    const sheet = await readHelperSheet(file);
    expect(sheet.ignoredColumns).toEqual([HELPER_IMPORT_MESSAGES.unnamedColumn("F")]);
    expect(sheet.rows[0]?.cells).toMatchObject({ salary: "600" });
  });

  it("names a repeated column", async () => {
    const file = csv([[...required, " Name "], required]);
    expect(await refusal(file)).toBe(HELPER_IMPORT_MESSAGES.repeatedColumn("Name"));
  });

  it("lists the missing columns", async () => {
    const file = xlsx([
      ["supplier", "name", "date_of_birth"],
      ["S", "Ana", "1990-01-01"],
    ]);
    expect(await refusal(file)).toBe(
      HELPER_IMPORT_MESSAGES.missingColumns(["country", "religion"]),
    );
  });

  it("spells column letters as a spreadsheet does", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });
});
