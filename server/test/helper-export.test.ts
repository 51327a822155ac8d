import { PassThrough, Writable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { finished } from "node:stream/promises";
import { emptyBiodata } from "@maids/contract/biodata.ts";
import type { AdminHelperRecord } from "@maids/contract/helper.ts";
import {
  escapeFormula,
  recordToRow,
  rowToFormValues,
  sampleRow,
  sheetColumns,
} from "@maids/contract/helper-columns.ts";
import { createHelperInputSchema } from "@maids/contract/helper-input.ts";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { singaporeToday } from "../src/calendar.ts";
import { auditLog } from "../src/db/schema.ts";
import { exportFileName, helperExportService } from "../src/helper-intake/helper-export-service.ts";
import {
  CLOSED_EARLY,
  csvField,
  csvLine,
  EXPLANATION_HEADERS,
  EXPLANATION_LINES,
  safeCell,
} from "../src/helper-intake/sheet-writer.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { readAdminHelper, send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function adminCookie() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

function get(url: string, cookie?: string) {
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
}

type Cell = string | number;

/** The rows of the workbook's sheet, each cell's value (blank cells as ""). */
function sheetRows(sheet: ExcelJS.Worksheet, width: number): Cell[][] {
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(
      Array.from({ length: width }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return value === null || value === undefined ? "" : (value as Cell);
      }),
    );
  });
  return rows;
}

async function openXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

function parseCsv(body: Buffer): string[][] {
  return parse(body, { bom: true, relax_column_count: false });
}

const BASE_HELPER = {
  country: "Philippines",
  DOB: "1990-06-15",
  Religion: "Catholic",
  salary: 700,
  skills: ["Cooking", "Elderly Care"],
  languages: ["English", "Tagalog"],
  type: ["Experienced"],
  maidDetails: { description: "Calm, careful, cooks well.", restDay: 4, englishRating: 4 },
};

function employment(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    country: index % 2 ? "Hong Kong" : "Singapore",
    startDate: `${2010 + index * 2}-01-01`,
    endDate: `${2011 + index * 2}-12-31`,
    noOfFamilyMember: 3 + index,
    mainJobScope: `Job ${index + 1}`,
    employerDescription: `Employer ${index + 1}`,
    reasonOfLeaving: "Contract finished",
    employerType: "Chinese",
    feedback: `Feedback, "good" ${index + 1}`,
  }));
}

/** Adds a helper through the Add Maid form's API, as an administrator does. */
async function addHelper(cookie: string, fields: Record<string, unknown>): Promise<number> {
  const response = await send(t.app, "POST", "/api/admin/maid", {
    cookie,
    body: { ...BASE_HELPER, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const recordOf = (cookie: string, id: number): Promise<AdminHelperRecord> =>
  readAdminHelper(t.app, cookie, id);

/** What the export writes of a record: recordToRow, text cells escaped. */
function expectedCells(record: AdminHelperRecord, keys: string[], groups = 3): Cell[] {
  const row = recordToRow(record, sheetColumns(groups));
  return keys.map((key) => safeCell(row[key] ?? ""));
}

/** Demo-like helpers: two Filipinas named Santos, one Indonesian Santos, one Filipina Reyes. */
async function demoHelpers(cookie: string) {
  const biodata = emptyBiodata();
  biodata.personal.placeOfBirth = "Iloilo";
  biodata.personal.homeContactNumber = "+63 917 555 0101";
  biodata.personal.siblings = 3;
  biodata.skills.cooking = {
    ...biodata.skills.cooking,
    willing: true,
    experienced: true,
    experienceYears: 3,
    assessment: 4,
  };
  biodata.interview = ["video"];
  const ana = await addHelper(cookie, {
    name: "Ana Santos",
    biodata,
    employmentDetails: employment(2),
  });
  const siti = await addHelper(cookie, {
    name: "Siti Santos",
    country: "Indonesia",
    Religion: "Muslim",
  });
  const bea = await addHelper(cookie, { name: "Bea Reyes" });
  const carla = await addHelper(cookie, {
    name: "Carla Santos",
    isActive: false,
    employmentDetails: employment(1),
  });
  return { ana, siti, bea, carla };
}

describe("who may download", () => {
  for (const url of ["/api/admin/helper-imports/template", "/api/admin/maids/export"]) {
    it(`${url}: 401 anonymous, 403 for a customer`, async () => {
      expect((await get(url)).statusCode).toBe(401);
      const customer = await signedInCookie(t.database.db, t.config, "customer");
      expect((await get(url, customer.cookie)).statusCode).toBe(403);
    });

    it(`${url}: 400 for a format other than xlsx or csv`, async () => {
      const response = await get(`${url}?format=pdf`, await adminCookie());
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("format must be xlsx or csv");
    });
  }
});

describe("GET /api/admin/helper-imports/template", () => {
  const keys = sheetColumns().map((c) => c.key);
  const sample = sampleRow(sheetColumns());

  it("xlsx: a Helpers sheet with the bold, frozen header and the sample row, as text; an Explanation sheet", async () => {
    const response = await get("/api/admin/helper-imports/template", await adminCookie());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="helper-import-template.xlsx"',
    );
    const workbook = await openXlsx(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Helpers", "Explanation"]);

    const helpers = workbook.getWorksheet("Helpers") as ExcelJS.Worksheet;
    const [header, sampleCells, ...rest] = sheetRows(helpers, keys.length + 1);
    expect(header).toEqual([...keys, ""]);
    expect(sampleCells).toEqual([...keys.map((key) => escapeFormula(sample[key] ?? "")), ""]);
    expect(rest).toEqual([]);
    // The contact number's sample starts with +: kept from reading as a formula.
    expect(sampleCells?.[keys.indexOf("home_contact_number")]).toBe("'+63 917 555 0101");
    expect(helpers.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(helpers.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    for (const key of ["date_of_birth", "salary", "home_contact_number"]) {
      const column = keys.indexOf(key) + 1;
      expect(helpers.getRow(2).getCell(column).numFmt, key).toBe("@");
      expect(helpers.getColumn(column).width, key).toBeGreaterThanOrEqual(key.length);
    }

    const explanation = workbook.getWorksheet("Explanation") as ExcelJS.Worksheet;
    const lines = sheetRows(explanation, 4);
    expect(lines.slice(0, EXPLANATION_LINES.length).map((row) => row[0])).toEqual(
      EXPLANATION_LINES,
    );
    expect(EXPLANATION_LINES.join(" ")).toMatch(/YYYY-MM-DD.*; or ,.*\.zip.*5,000/);
    const table = lines.slice(EXPLANATION_LINES.length + 1);
    expect(table[0]).toEqual(EXPLANATION_HEADERS);
    expect(table.slice(1)).toEqual(
      sheetColumns().map((c) => [c.key, c.label, c.required ? "yes" : "no", c.explanation]),
    );
  });

  it("csv: UTF-8 with a BOM, the header and the sample row", async () => {
    const response = await get(
      "/api/admin/helper-imports/template?format=csv",
      await adminCookie(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="helper-import-template.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    expect(parseCsv(response.rawPayload)).toEqual([
      keys,
      keys.map((key) => escapeFormula(sample[key] ?? "")),
    ]);
  });
});

describe("file names", () => {
  it("dates an export in Singapore", () => {
    expect(exportFileName("csv", new Date("2026-11-24T16:30:00Z"))).toBe("helpers-2026-11-25.csv");
    expect(exportFileName("xlsx", new Date("2026-11-24T15:30:00Z"))).toBe(
      "helpers-2026-11-24.xlsx",
    );
  });
});

describe("CSV writing", () => {
  it("quotes a field holding a quote, comma, CR or LF, doubling its quotes", () => {
    expect(csvField("plain text; yes")).toBe("plain text; yes");
    expect(csvField(650)).toBe("650");
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField("")).toBe("");
    expect(csvLine(["a", 1, 'b"c', ""])).toBe('a,1,"b""c",\r\n');
  });
});

describe("GET /api/admin/maids/export", () => {
  it("xlsx: exactly the helpers the list shows for the same filters, in its order, as their records", async () => {
    const cookie = await adminCookie();
    const { ana, carla } = await demoHelpers(cookie);
    const filters = "country=Philippines&query=santos";
    const page = (await get(`/api/admin/maids/page?${filters}`, cookie)).json();
    expect(page.maids.map((m: { id: number }) => m.id)).toEqual([carla, ana]);

    const response = await get(`/api/admin/maids/export?${filters}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="helpers-${singaporeToday()}.xlsx"`,
    );
    const workbook = await openXlsx(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Helpers"]);
    const keys = sheetColumns(3).map((c) => c.key);
    const rows = sheetRows(workbook.worksheets[0] as ExcelJS.Worksheet, keys.length);
    expect(rows[0]).toEqual(keys);
    expect(rows.slice(1)).toEqual([
      expectedCells(await recordOf(cookie, carla), keys),
      expectedCells(await recordOf(cookie, ana), keys),
    ]);
    const anaRow = rows[2] ?? [];
    expect(anaRow[keys.indexOf("name")]).toBe("Ana Santos");
    expect(anaRow[keys.indexOf("salary")]).toBe(700);
    expect(anaRow[keys.indexOf("siblings")]).toBe(3);
    expect(anaRow[keys.indexOf("employment_2_family_members")]).toBe(4);
    expect(anaRow[keys.indexOf("employment_2_feedback")]).toBe('Feedback, "good" 2');
    expect(anaRow[keys.indexOf("home_contact_number")]).toBe("'+63 917 555 0101");

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "maid.export"));
    expect(audit?.details).toEqual({
      format: "xlsx",
      count: 2,
      filters: { query: "santos", country: ["Philippines"] },
    });
  });

  it("csv: the same rows as text, with a BOM; no filters exports everyone, newest first", async () => {
    const cookie = await adminCookie();
    const { ana, siti, bea, carla } = await demoHelpers(cookie);
    const response = await get("/api/admin/maids/export?format=csv", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="helpers-${singaporeToday()}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    const keys = sheetColumns(3).map((c) => c.key);
    const [header, ...rows] = parseCsv(response.rawPayload);
    expect(header).toEqual(keys);
    const expected = [];
    for (const id of [carla, bea, siti, ana]) {
      expected.push(expectedCells(await recordOf(cookie, id), keys).map(String));
    }
    expect(rows).toEqual(expected);
  });

  it("keeps every text cell from running as a formula, in both formats; numbers stay numbers", async () => {
    const cookie = await adminCookie();
    const hyperlink = await addHelper(cookie, {
      name: '=HYPERLINK("http://evil.example","Click")',
      maidDetails: { description: "+65 9123 4567 call me", restDay: 4 },
      employmentDetails: [{ ...employment(1)[0], employerDescription: "-family of five" }],
    });
    const at = await addHelper(cookie, {
      name: "@Ana",
      maidDetails: { description: "-2 days off", highestEducation: "=1+1", restDay: 2 },
    });
    // The form trims names, so a leading tab or CR can only come from elsewhere.
    const tab = await createHelper(t.database.db, { name: "\tTab Santos" });
    const cr = await createHelper(t.database.db, { name: "\rCr Santos" });
    const expectedNames = new Map<number, string>([
      [cr, "'\rCr Santos"],
      [tab, "'\tTab Santos"],
      [at, "'@Ana"],
      [hyperlink, `'=HYPERLINK("http://evil.example","Click")`],
    ]);
    const keys = sheetColumns(3).map((c) => c.key);
    const column = (key: string) => keys.indexOf(key);

    const xlsx = await get("/api/admin/maids/export", cookie);
    const rows = sheetRows(
      (await openXlsx(xlsx.rawPayload)).worksheets[0] as ExcelJS.Worksheet,
      keys.length,
    ).slice(1);
    const csv = parseCsv((await get("/api/admin/maids/export?format=csv", cookie)).rawPayload);
    // XML (so .xlsx) reads a CR back as LF; the apostrophe still leads.
    const xmlNames = [...expectedNames.values()].map((name) => name.replace("\r", "\n"));
    expect(rows.map((row) => row[column("name")])).toEqual(xmlNames);
    expect(csv.slice(1).map((row) => row[column("name")])).toEqual([...expectedNames.values()]);
    for (const sheet of [rows, csv.slice(1)]) {
      const [, , atRow, hyperlinkRow] = sheet;
      expect(hyperlinkRow?.[column("description")]).toBe("'+65 9123 4567 call me");
      expect(hyperlinkRow?.[column("employment_1_employer")]).toBe("'-family of five");
      expect(atRow?.[column("description")]).toBe("'-2 days off");
      expect(atRow?.[column("highest_education")]).toBe("'=1+1");
    }
    for (const row of rows) {
      for (const key of ["salary", "height_cm", "rest_days", "children"]) {
        expect(typeof row[column(key)], key).toBe("number");
      }
    }
    expect(csv[4]?.[column("salary")]).toBe("700");
  });

  it("writes rows that read back, through the import's translation, to the helpers' form values", async () => {
    const cookie = await adminCookie();
    const { ana } = await demoHelpers(cookie);
    const tricky = await addHelper(cookie, {
      name: '=Tricky, "Quoted" Santos',
      maidDetails: {
        description: "-first line\nsecond line, with a comma",
        highestEducation: "Secondary\r\nschool",
        restDay: 3,
      },
      employmentDetails: employment(4),
    });
    const asInput = (record: AdminHelperRecord) =>
      createHelperInputSchema.parse({ ...record, photo: undefined });
    const expected = [
      asInput(await recordOf(cookie, tricky)),
      asInput(await recordOf(cookie, ana)),
    ];
    const filters = "query=santos&country=Philippines&availability=Available";
    const keys = sheetColumns(4).map((c) => c.key);
    const readBack = (rows: Cell[][]) =>
      rows.map((row) => {
        const cells = Object.fromEntries(keys.map((key, index) => [key, String(row[index] ?? "")]));
        const { values, problems } = rowToFormValues(cells);
        expect(problems).toEqual([]);
        return createHelperInputSchema.parse(values);
      });

    const csv = parseCsv(
      (await get(`/api/admin/maids/export?format=csv&${filters}`, cookie)).rawPayload,
    );
    expect(csv[0]).toEqual(keys);
    const xlsx = await openXlsx(
      (await get(`/api/admin/maids/export?${filters}`, cookie)).rawPayload,
    );
    const sheet = sheetRows(xlsx.worksheets[0] as ExcelJS.Worksheet, keys.length);
    expect(sheet[0]).toEqual(keys);
    // Carla is inactive but available too: the list keeps her, so the export does.
    expect(readBack(csv.slice(1)).map((input) => input.name)).toEqual([
      '=Tricky, "Quoted" Santos',
      "Carla Santos",
      "Ana Santos",
    ]);
    const [csvTricky, , csvAna] = readBack(csv.slice(1));
    expect([csvTricky, csvAna]).toEqual(expected);
    // XML (so .xlsx) reads CR LF back as LF, as Excel writes a line break.
    const [xlsxTricky, , xlsxAna] = readBack(sheet.slice(1));
    const [trickyInput] = expected;
    expect(xlsxAna).toEqual(expected[1]);
    expect(xlsxTricky).toEqual({
      ...trickyInput,
      maidDetails: { ...trickyInput?.maidDetails, highestEducation: "Secondary\nschool" },
    });
  });

  it("has as many employment groups as the longest history, at least 3", async () => {
    const cookie = await adminCookie();
    const long = await addHelper(cookie, { name: "Dina Long", employmentDetails: employment(5) });
    await addHelper(cookie, { name: "Eva Short", employmentDetails: employment(1) });
    const keys = sheetColumns(5).map((c) => c.key);
    expect(keys).toContain("employment_5_feedback");

    const response = await get("/api/admin/maids/export?format=csv", cookie);
    const [header, , dina] = parseCsv(response.rawPayload);
    expect(header).toEqual(keys);
    expect(header).not.toContain("employment_6_country");
    expect(dina).toEqual(expectedCells(await recordOf(cookie, long), keys, 5).map(String));
    expect(dina?.[keys.indexOf("employment_5_job_scope")]).toBe("Job 5");

    const short = await get("/api/admin/maids/export?format=csv&query=Eva", cookie);
    const [shortHeader] = parseCsv(short.rawPayload);
    expect(shortHeader).toEqual(sheetColumns(3).map((c) => c.key));
  });

  it("an export that keeps nobody is the header alone, and is still audited", async () => {
    const cookie = await adminCookie();
    await demoHelpers(cookie);
    const response = await get("/api/admin/maids/export?format=csv&country=Myanmar", cookie);
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.rawPayload)).toEqual([sheetColumns(3).map((c) => c.key)]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "maid.export"));
    expect(audits.map((entry) => entry.details)).toEqual([
      { format: "csv", count: 0, filters: { query: "", country: ["Myanmar"] } },
    ]);
  });

  it("reads the helpers in chunks without losing or repeating one at their edges", async () => {
    const cookie = await adminCookie();
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push(await createHelper(t.database.db, { name: `Chunk ${index}` }));
    }
    const admin = await signedInCookie(t.database.db, t.config, "admin");
    const sheet = await helperExportService(t.database.db).exportHelpers(
      { query: "Chunk" },
      "csv",
      admin.user.id,
      3,
    );
    expect(sheet.count).toBe(7);
    const out = new PassThrough();
    const [body] = await Promise.all([buffer(out), sheet.write(out)]);
    const [, ...rows] = parseCsv(body);
    const keys = sheet.columns.map((c) => c.key);
    const expected = [];
    for (const id of ids.toReversed()) {
      expected.push(expectedCells(await recordOf(cookie, id), keys).map(String));
    }
    expect(rows).toEqual(expected);
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`${format}: waits for a slow reader, without piling up listeners`, async () => {
      for (let index = 0; index < 5; index += 1) {
        await createHelper(t.database.db, { name: `Slow ${index}` });
      }
      const admin = await signedInCookie(t.database.db, t.config, "admin");
      const sheet = await helperExportService(t.database.db).exportHelpers(
        { query: "" },
        format,
        admin.user.id,
        2,
      );
      const out = new PassThrough({ highWaterMark: 16 });
      const chunks: Buffer[] = [];
      let mostListeners = 0;
      const reader = new Writable({
        highWaterMark: 16,
        write(chunk, _encoding, callback) {
          chunks.push(chunk);
          mostListeners = Math.max(mostListeners, out.listenerCount("close"));
          setTimeout(callback, 1);
        },
      });
      out.pipe(reader);
      await Promise.all([sheet.write(out), finished(reader)]);
      expect(mostListeners).toBeLessThanOrEqual(3);
      const body = Buffer.concat(chunks);
      const rows =
        format === "csv"
          ? parseCsv(body)
          : sheetRows((await openXlsx(body)).worksheets[0] as ExcelJS.Worksheet, 3);
      expect(
        rows.slice(1).map((row) => row[sheet.columns.findIndex((c) => c.key === "name")]),
      ).toEqual(["Slow 4", "Slow 3", "Slow 2", "Slow 1", "Slow 0"]);
    });

    it(`${format}: stops, rather than waiting forever, when the reader goes away`, async () => {
      for (let index = 0; index < 5; index += 1) {
        await createHelper(t.database.db, { name: `Gone ${index}` });
      }
      const admin = await signedInCookie(t.database.db, t.config, "admin");
      const sheet = await helperExportService(t.database.db).exportHelpers(
        { query: "" },
        format,
        admin.user.id,
        2,
      );
      const out = new PassThrough({ highWaterMark: 64 });
      out.once("data", () => out.destroy());
      await expect(sheet.write(out)).rejects.toThrow(CLOSED_EARLY);
    });
  }

  it("stops rather than leave out entries of a history that grew past the columns meanwhile", async () => {
    const cookie = await adminCookie();
    const id = await addHelper(cookie, { name: "Fay Growing", employmentDetails: employment(3) });
    const admin = await signedInCookie(t.database.db, t.config, "admin");
    const sheet = await helperExportService(t.database.db).exportHelpers(
      { query: "" },
      "csv",
      admin.user.id,
    );
    expect(sheet.columns.map((c) => c.key)).not.toContain("employment_4_country");
    const changed = await send(t.app, "PUT", `/api/admin/maid/${id}`, {
      cookie,
      body: { ...(await recordOf(cookie, id)), employmentDetails: employment(4) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const out = new PassThrough();
    out.resume();
    await expect(sheet.write(out)).rejects.toThrow(/employment history grew/);
  });

  it("answers 400 for filters the list refuses", async () => {
    const response = await get(
      "/api/admin/maids/export?salaryMin=900&salaryMax=600",
      await adminCookie(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("salaryMin must not be above salaryMax");
  });
});
