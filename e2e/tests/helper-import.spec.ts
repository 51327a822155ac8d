import { readFile } from "node:fs/promises";
import type { Download, Locator, Page, Route } from "@playwright/test";
import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import sharp from "sharp";
import { ELIGIBILITY_MESSAGES } from "../../contract/src/eligibility.ts";
import {
  columnNamed,
  DATE_FORMAT_MESSAGE,
  sheetColumns,
} from "../../contract/src/helper-columns.ts";
import { createHelperInputSchema } from "../../contract/src/helper-input.ts";
import { EXPLANATION_SHEET, HELPERS_SHEET } from "../../server/src/helper-intake/sheet-writer.ts";
import { ADMIN_HELPERS_TEXTS } from "../../web/src/features/admin-helpers/texts.ts";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../../web/src/features/helper-intake/texts.ts";
import { literally } from "./admin-entries.ts";
import { signIn, signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The bulk import's journey (docs/product.md#bulk-intake), at both widths: the template from
 * the Import dialog, filled here with two good helpers and two bad rows and a .zip of their
 * photos; the upload, its progress and the preview; the commit; the helpers in the admin list,
 * the catalogue and the export; the undo.
 */

/** A real JPEG portrait with a circle, made on the fly; `tint` tells the two apart. */
function portrait([r, g, b]: readonly [number, number, number]) {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g, b } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="800"><circle cx="300" cy="300" r="160" fill="#0c191b"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

const UPLOAD_URL = /\/api\/admin\/helper-imports$/;
const IMPORT_URL = /\/api\/admin\/helper-imports\/\d+$/;
const COMMIT_URL = /^\/api\/admin\/helper-imports\/\d+\/commit$/;

/**
 * Holds the page's `method` requests to `url` until the returned function is called, so that
 * a state the app shows while it waits (a progress bar) can be seen however fast the server is.
 */
async function holdRequests(page: Page, url: RegExp, method: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    if (route.request().method() === method) await held;
    await route.fallback();
  };
  await page.route(url, handler);
  return async () => {
    release();
    await page.unroute(url, handler);
  };
}

/** A helper in the admin list: a table row on a desktop, a card named after her on a phone. */
function helperEntry(page: Page, isMobile: boolean, name: string) {
  const named = new RegExp(literally(name));
  return isMobile
    ? page.getByRole("article", { name: named })
    : page.getByRole("table", { name: ADMIN_HELPERS_TEXTS.helpersTable }).getByRole("row", {
        name: named,
      });
}

/** All helper entries the admin list shows. */
function helperEntries(page: Page, isMobile: boolean) {
  return isMobile
    ? page.getByRole("article")
    : page
        .getByRole("table", { name: ADMIN_HELPERS_TEXTS.helpersTable })
        .getByRole("row")
        .filter({ has: page.getByRole("cell") });
}

/** An image that has loaded a real picture, not a broken or empty one. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/**
 * The image shows the photo imported for her: loaded, and its corner (the background, whatever
 * the crop) of her photo's tint, which no placeholder or other helper's photo has.
 */
async function expectPhotoOf(image: Locator, tint: readonly [number, number, number]) {
  await expectLoaded(image);
  const corner = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d");
    context?.drawImage(img, 0, 0);
    return Array.from(context?.getImageData(2, 2, 1, 1).data.slice(0, 3) ?? []);
  });
  expect(corner).toHaveLength(3);
  corner.forEach((value, index) => {
    expect(Math.abs(value - (tint[index] ?? 0)), `colour ${corner} against ${tint}`).toBeLessThan(
      24,
    );
  });
}

/** On a phone, nothing may make the page (or the dialog's body) scroll sideways. */
async function expectNoSideScroll(page: Page, isMobile: boolean, where: string) {
  if (!isMobile) return;
  const widths = await page.evaluate(() => {
    const body = document.querySelector<HTMLElement>(".MuiDialogContent-root");
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      dialog: body ? body.scrollWidth - body.clientWidth : 0,
    };
  });
  expect(widths.page, `page width ${where}`).toBeLessThanOrEqual(widths.viewport);
  expect(widths.dialog, `dialog overflow ${where}`).toBeLessThanOrEqual(0);
}

/** A spreadsheet cell as text, whatever exceljs made of it. */
const cellText = (cell: ExcelJS.Cell) => (cell.value === null ? "" : cell.text);

/** The first sheet of a workbook as records keyed by the header row. */
function sheetRecords(sheet: ExcelJS.Worksheet) {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const records: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    records.push(
      Object.fromEntries(
        headers.map((header, index) => [header, cellText(row.getCell(index + 1))]),
      ),
    );
  });
  return { headers, records };
}

/** RFC 4180 CSV (UTF-8 with a BOM) as records keyed by the header row. */
function csvRecords(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted && char === '"' && source[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(field);
      field = "";
    } else if (!quoted && char === "\n") {
      row.push(field.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      field = "";
    } else {
      field += char;
    }
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  const [headers = [], ...body] = rows;
  return {
    headers,
    records: body.map((cells) =>
      Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ""])),
    ),
  };
}

async function downloaded(download: Download) {
  return readFile(await download.path());
}

/** A downloaded .xlsx, opened with exceljs (whose types want a Buffer of their own). */
async function openWorkbook(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook;
}

test.describe("Bulk import of helpers", () => {
  test("an administrator imports a batch, finds it, exports it and undoes it", async ({
    page,
    admin,
    customer,
    browser,
    isMobile,
  }, testInfo) => {
    // Three sign-ins, an upload with its checks, a commit and an undo on a busy two-core runner.
    test.setTimeout(180_000);
    const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const fileTag = tag.replace(/\W+/g, "-");
    const supplier = `E2E Import Agency ${tag}`;
    const tints = [
      [201, 138, 90],
      [90, 138, 201],
    ] as const;
    const good = [
      {
        photo: `rosa-${fileTag}.jpg`,
        supplier,
        name: `Rosa Import ${tag}`,
        country: "Philippines",
        date_of_birth: "1992-03-14",
        salary: "680",
        height_cm: "154",
        weight_kg: "51",
        religion: "Catholic",
        marital_status: "Single",
        languages: "English; Tagalog",
        place_of_birth: "Cebu",
        highest_education: "High School",
        rest_days: "4",
        employment_1_country: "Singapore",
        employment_1_start_date: "2018-01-15",
        employment_1_end_date: "2021-12-31",
      },
      {
        photo: `siti-${fileTag}.jpg`,
        supplier,
        name: `Siti Import ${tag}`,
        country: "Indonesia",
        date_of_birth: "1989-11-02",
        salary: "720",
        height_cm: "158",
        weight_kg: "55",
        religion: "Muslim",
        marital_status: "Married",
        languages: "English; Bahasa Indonesia",
        place_of_birth: "Surabaya",
        // Six years of schooling: short of a first work permit's eight, so kept unpublished.
        highest_education: "Primary School",
        rest_days: "2",
        employment_1_country: "Hong Kong",
        employment_1_start_date: "2015-06-01",
        employment_1_end_date: "2019-05-31",
      },
    ];
    const bad = [
      // Row 4: a date written month first, as America writes it: never read so (17 is no month).
      {
        supplier,
        name: `Bad Date ${tag}`,
        country: "Myanmar",
        date_of_birth: "05/17/1994",
        religion: "Buddhist",
      },
      // Row 5: a salary out of the form's range.
      {
        supplier,
        name: `Bad Salary ${tag}`,
        country: "Philippines",
        date_of_birth: "1990-01-01",
        salary: "99999",
        religion: "Catholic",
      },
    ];
    const dateColumn = columnNamed("date_of_birth");
    const salaryMessage = createHelperInputSchema.shape.salary.safeParse(bad[1]?.salary).error
      ?.issues[0]?.message;
    if (!dateColumn || !salaryMessage) throw new Error("the contract changed: no such column");
    // Each problem's row is named by its number and the helper's name on it.
    const expectedProblems = [
      {
        row: `4${bad[0]?.name}`,
        column: dateColumn.key,
        message: DATE_FORMAT_MESSAGE(dateColumn.label),
      },
      { row: `5${bad[1]?.name}`, column: "salary", message: salaryMessage },
    ];

    // 1. The template, through the dialog's button.
    await signInAsAdministrator(page, admin);
    await page.getByRole("button", { name: TEXTS.openImport, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: TEXTS.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: TEXTS.recentHeading })).toBeVisible();
    await expectNoSideScroll(page, isMobile, "on the upload step");

    const templateDownload = page.waitForEvent("download");
    await dialog.getByRole("button", { name: TEXTS.templateXlsx }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = await openWorkbook(await downloaded(template));
    const helpersSheet = workbook.getWorksheet(HELPERS_SHEET);
    const explanation = workbook.getWorksheet(EXPLANATION_SHEET);
    if (!helpersSheet || !explanation) throw new Error("the template lacks a sheet");
    const columns = sheetColumns();
    const headers = columns.map((column) => column.key);
    expect((helpersSheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    // One sample row under the headers, which the rows below replace.
    expect(helpersSheet.rowCount).toBe(2);
    const nameCell = helpersSheet.getRow(2).getCell(headers.indexOf("name") + 1);
    expect(cellText(nameCell)).toBe(columnNamed("name")?.sample);
    // The explanation: a line per column, saying whether it is required.
    const explained = new Map<string, string>();
    explanation.eachRow((row) => explained.set(cellText(row.getCell(1)), cellText(row.getCell(3))));
    for (const column of columns)
      expect(explained.get(column.key), column.key).toBe(column.required ? "yes" : "no");

    // 2. Filled here: the sample row replaced by four rows, and a .zip of the two photos.
    const rows = [...good, ...bad] as Record<string, string>[];
    for (const [index, values] of rows.entries()) {
      const row = helpersSheet.getRow(index + 2);
      for (const [column, key] of headers.entries())
        row.getCell(column + 1).value = values[key] ?? null;
      row.commit();
    }
    const sheet = Buffer.from(await workbook.xlsx.writeBuffer());
    const photos = Buffer.from(
      zipSync({
        [`photos/${good[0]?.photo}`]: await portrait(tints[0]),
        [`photos/${good[1]?.photo}`]: await portrait(tints[1]),
      }),
    );
    const sheetName = `helpers-${fileTag}.xlsx`;
    const photosName = `photos-${fileTag}.zip`;

    // 3. The upload, held until its progress has been seen; then the checks, likewise.
    const releaseUpload = await holdRequests(page, UPLOAD_URL, "POST");
    const releaseChecks = await holdRequests(page, IMPORT_URL, "GET");

    await dialog.getByLabel(TEXTS.sheetLabel).setInputFiles({
      name: sheetName,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: sheet,
    });
    await dialog.getByLabel(TEXTS.photosLabel).setInputFiles({
      name: photosName,
      mimeType: "application/zip",
      buffer: photos,
    });
    await expect(dialog.getByText(sheetName)).toBeVisible();
    await expect(dialog.getByText(photosName)).toBeVisible();
    const uploaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/admin/helper-imports" &&
        response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: TEXTS.upload, exact: true }).click();
    await expect(dialog.getByRole("progressbar", { name: TEXTS.uploadProgress })).toBeVisible();
    await expect(dialog.getByText(/^\d+% uploaded$/)).toBeVisible();
    await expectNoSideScroll(page, isMobile, "while uploading");
    await releaseUpload();
    const answer = await uploaded;
    expect(answer.status()).toBe(202);
    const { status } = (await answer.json()) as { status: string };
    testInfo.annotations.push({ type: "upload answered", description: status });
    // The checks run in the background; on a fast server they may be over before the answer.
    if (status === "validating") {
      await expect(dialog.getByText(TEXTS.checking)).toBeVisible();
      await expect(dialog.getByRole("progressbar", { name: TEXTS.checkingProgress })).toBeVisible();
      await expectNoSideScroll(page, isMobile, "while checking");
    }
    await releaseChecks();

    // The preview: two problems with their rows, columns and messages; the new supplier.
    await expect(dialog.getByText(TEXTS.previewHeading(sheetName))).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByText(TEXTS.problemsHeading(2))).toBeVisible();
    const problems = dialog.getByRole("table", { name: TEXTS.problemsTable });
    const problemRows = problems.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(problemRows).toHaveCount(expectedProblems.length);
    for (const [index, problem] of expectedProblems.entries()) {
      const cells = problemRows.nth(index).getByRole("cell");
      await expect(cells.nth(0)).toHaveText(problem.row);
      await expect(cells.nth(1)).toHaveText(problem.column);
      await expect(cells.nth(2)).toHaveText(problem.message);
    }
    const counts = dialog.locator("dl");
    for (const [label, count] of [
      [TEXTS.countRows, 4],
      [TEXTS.countValid, 2],
      [TEXTS.countWithPhoto, 2],
    ] as const) {
      await expect(counts.locator("div").filter({ hasText: label })).toContainText(String(count));
    }
    await expect(dialog.getByText(TEXTS.newSuppliersHeading(1))).toBeVisible();
    const newSupplier = dialog.getByRole("listitem").filter({ hasText: supplier });
    await expect(newSupplier).toContainText(TEXTS.newSupplierRows([2, 3]));
    await expectNoSideScroll(page, isMobile, "on the preview");
    await page.screenshot({
      path: `test-results/helper-import-preview-${testInfo.project.name}.png`,
    });

    await dialog.getByRole("radio", { name: TEXTS.createSuppliers }).check();
    const importButton = dialog.getByRole("button", { name: TEXTS.importButton(2) });
    await expect(importButton).toBeEnabled();
    const releaseCommit = await holdRequests(page, IMPORT_URL, "GET");
    const committed = page.waitForResponse(
      (response) =>
        COMMIT_URL.test(new URL(response.url()).pathname) && response.request().method() === "POST",
    );
    await importButton.click();
    const commitAnswer = await committed;
    expect(commitAnswer.status()).toBe(202);
    const commitStatus = ((await commitAnswer.json()) as { status: string }).status;
    testInfo.annotations.push({ type: "commit answered", description: commitStatus });
    if (commitStatus === "committing") {
      await expect(dialog.getByText(TEXTS.committing)).toBeVisible();
      await expect(
        dialog.getByRole("progressbar", { name: TEXTS.committingProgress }),
      ).toBeVisible();
      await expectNoSideScroll(page, isMobile, "while importing");
    }
    await releaseCommit();
    await expect(dialog.getByText(TEXTS.resultHeading)).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(TEXTS.result(2, 0, 0))).toBeVisible();
    // Imported helpers arrive unpublished; publishing puts those that pass on the site.
    await expect(dialog.getByText(TEXTS.unpublishedNote)).toBeVisible();
    await expectNoSideScroll(page, isMobile, "on the result");
    await dialog.getByRole("button", { name: TEXTS.publish }).click();
    await expect(dialog.getByText(TEXTS.published(1))).toBeVisible();
    await expect(
      dialog.getByText(
        TEXTS.keptBackHelper(good[1]?.name ?? "", [ELIGIBILITY_MESSAGES.tooLittleSchooling]),
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: TEXTS.close, exact: true }).click();
    await expect(dialog).toBeHidden();

    // 4. The two helpers in the admin list, with their photos.
    await page.getByLabel(ADMIN_HELPERS_TEXTS.searchLabel).fill(tag);
    await expect(helperEntries(page, isMobile)).toHaveCount(2);
    for (const [index, helper] of good.entries()) {
      const entry = helperEntry(page, isMobile, helper.name);
      await expect(entry).toBeVisible();
      const photo = entry.getByRole("img", { name: ADMIN_HELPERS_TEXTS.photoOf(helper.name) });
      await expect(photo).toHaveAttribute("src", /\/api\/images\//);
      await expectPhotoOf(photo, tints[index] ?? tints[0]);
    }
    await expectNoSideScroll(page, isMobile, "on the list");

    // …and in the catalogue, for a signed-in family, the one that was published only.
    const family = await browser.newPage();
    await signIn(family, customer);
    await expect(family).toHaveURL(/\/catalogue$/);
    const [published, keptBack] = good;
    const photo = family
      .getByRole("article")
      .getByRole("img", { name: published?.name ?? "", exact: true });
    await expect(photo).toHaveAttribute("src", /\/api\/images\//);
    await expectPhotoOf(photo, tints[0]);
    await expect(
      family.getByRole("article").getByRole("img", { name: keptBack?.name ?? "", exact: true }),
    ).toHaveCount(0);
    await family.close();

    // 5. The export of the list as searched: exactly the two, as imported.
    const compared = Object.keys(good[0] ?? {}).filter((key) => key !== "photo");
    const expectExported = (exported: { headers: string[]; records: Record<string, string>[] }) => {
      expect(exported.headers).toEqual(expect.arrayContaining(headers));
      expect(exported.records).toHaveLength(2);
      for (const helper of good) {
        const record = exported.records.find((candidate) => candidate.name === helper.name);
        expect(record, helper.name).toBeDefined();
        const wanted = Object.fromEntries(compared.map((key) => [key, helper[key as "name"]]));
        const got = Object.fromEntries(compared.map((key) => [key, record?.[key]]));
        expect(got, helper.name).toEqual(wanted);
      }
    };
    const exportMenu = page.getByRole("button", { name: ADMIN_HELPERS_TEXTS.export, exact: true });
    for (const [label, parse] of [
      [
        ADMIN_HELPERS_TEXTS.exportXlsx,
        async (file: Buffer) => {
          const book = await openWorkbook(file);
          const first = book.worksheets[0];
          if (!first) throw new Error("the export has no sheet");
          return sheetRecords(first);
        },
      ],
      [ADMIN_HELPERS_TEXTS.exportCsv, async (file: Buffer) => csvRecords(file.toString("utf8"))],
    ] as const) {
      await exportMenu.click();
      const exportDownload = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: label }).click();
      expectExported(await parse(await downloaded(await exportDownload)));
    }

    // 6. Undo from the dialog's recent imports: the two are gone.
    await page.getByRole("button", { name: TEXTS.openImport, exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: TEXTS.undoOf(sheetName) }).click();
    await expect(dialog.getByText(TEXTS.undoneNotice(sheetName))).toBeVisible();
    await expectNoSideScroll(page, isMobile, "after the undo");
    await dialog.getByRole("button", { name: TEXTS.close, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ADMIN_HELPERS_TEXTS.noHelpers)).toBeVisible();
    await expect(helperEntries(page, isMobile)).toHaveCount(0);
  });
});
