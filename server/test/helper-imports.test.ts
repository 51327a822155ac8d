import { access, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import { DATE_FORMAT_MESSAGE } from "@maids/contract/helper-columns.ts";
import { HELPER_IMPORT_MESSAGES, type HelperImport } from "@maids/contract/helper-imports.ts";
import { eq, like, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it, vi } from "vitest";
import { auditLog, helperImports, maids, placementCases, suppliers } from "../src/db/schema.ts";
import { workbookRepeating } from "./support/crafted-workbooks.ts";
import { createHelper, createUser, signedInCookie, supplierIdFor } from "./support/factories.ts";
import {
  CREATE_ALL,
  csv,
  HEADERS,
  type Row,
  row,
  settledImport,
  storedArchiveName,
  uploadImport,
  zipOf,
} from "./support/helper-imports.ts";
import { samplePhoto } from "./support/photos.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const upload = (
  cookie: string,
  sheet: Parameters<typeof uploadImport>[2],
  photos?: Parameters<typeof uploadImport>[3],
) => uploadImport(t.app, cookie, sheet, photos);
const settled = (cookie: string, id: number) => settledImport(t.app, cookie, id);

async function uploaded(
  cookie: string,
  rows: Row[],
  photos?: Record<string, Buffer>,
  headers = HEADERS,
) {
  const response = await upload(
    cookie,
    { content: csv(rows, headers), filename: "batch.csv" },
    photos ? { content: await zipOf(photos), filename: "photos.zip" } : undefined,
  );
  expect(response.statusCode, response.body).toBe(202);
  return settled(cookie, (response.json() as HelperImport).id);
}

async function committed(cookie: string, id: number, choices = CREATE_ALL) {
  const response = await send(t.app, "POST", `/api/admin/helper-imports/${id}/commit`, {
    cookie,
    body: choices,
  });
  expect(response.statusCode, response.body).toBe(202);
  return settled(cookie, id);
}

async function admin() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

const helpersNamed = (name: string) =>
  t.database.db.select().from(maids).where(eq(maids.name, name));

const photoDirs = async () => (await readdir(t.config.uploadsDir).catch(() => [])).length;

describe("who may import", () => {
  it("refuses visitors and customers every import route", async () => {
    const customer = (await signedInCookie(t.database.db, t.config)).cookie;
    for (const cookie of ["", customer]) {
      const expected = cookie ? 403 : 401;
      expect((await upload(cookie, { content: csv([row()]), filename: "a.csv" })).statusCode).toBe(
        expected,
      );
      expect(
        (await t.app.inject({ url: "/api/admin/helper-imports", headers: { cookie } })).statusCode,
      ).toBe(expected);
      expect(
        (await t.app.inject({ url: "/api/admin/helper-imports/1", headers: { cookie } }))
          .statusCode,
      ).toBe(expected);
      for (const action of ["commit", "publish", "undo"]) {
        const response = await send(t.app, "POST", `/api/admin/helper-imports/1/${action}`, {
          cookie,
          body: CREATE_ALL,
        });
        expect(response.statusCode).toBe(expected);
      }
    }
  });
});

describe("an import from upload to catalogue", () => {
  it("checks every row, lists the bad ones by row and column, and imports the rest with their photos", async () => {
    const cookie = await admin();
    const photos = {
      "ana.jpg": await samplePhoto("jpeg"),
      "photos/Bea.PNG": await samplePhoto("png"),
    };
    const found = await uploaded(
      cookie,
      [
        row({ photo: "ana.jpg" }),
        row({ name: "Bea Cruz", photo: "bea.png" }),
        // Month first, as America writes it: never read so (17 is no month).
        row({ name: "Cora Reyes", date_of_birth: "05/17/1994" }),
        row({ name: "Dina Lopez", salary: "99999" }),
      ],
      photos,
    );
    expect(found.status).toBe("ready");
    expect(found.fileName).toBe("batch.csv");
    expect(found.photosFileName).toBe("photos.zip");
    expect(found.suppliers).toEqual(["Manila Partners Inc."]);
    expect(found.preview).toEqual({
      rows: 4,
      valid: 2,
      withPhoto: 2,
      problems: [
        {
          row: 4,
          name: "Cora Reyes",
          column: "date_of_birth",
          message: DATE_FORMAT_MESSAGE("Date of birth"),
        },
        {
          row: 5,
          name: "Dina Lopez",
          column: "salary",
          message: expect.stringMatching(/^Salary must be between/),
        },
      ],
      duplicates: [],
      newSuppliers: [{ name: "Manila Partners Inc.", rows: [2, 3] }],
      warnings: [],
      // These rows leave schooling and rest days blank (0): a first permit cannot be granted.
      rowWarnings: ["Ana Santos", "Bea Cruz"].map((name, index) => ({
        row: index + 2,
        name,
        messages: [ELIGIBILITY_MESSAGES.schoolingUnknown, ELIGIBILITY_MESSAGES.tooFewRestDays],
      })),
    });

    const done = await committed(cookie, found.id);
    expect(done).toMatchObject({
      status: "committed",
      result: { created: 2, updated: 0, skipped: 0 },
      undoable: true,
    });
    const [ana] = await helpersNamed("Ana Santos");
    expect(ana?.photoKey).toBeTruthy();
    const card = await t.app.inject({
      url: `/api/images/${ana?.photoKey}/card.webp`,
      headers: { cookie },
    });
    expect(card.statusCode).toBe(200);
    const list = await t.app.inject({
      url: "/api/admin/maids/page?query=Bea",
      headers: { cookie },
    });
    expect(list.json().maids).toEqual([
      expect.objectContaining({ name: "Bea Cruz", supplier: "Manila Partners Inc." }),
    ]);
    const [supplier] = await t.database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.name, "Manila Partners Inc."));
    expect(supplier).toBeDefined();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "helper_import.commit"));
    expect(audit).toEqual([
      expect.objectContaining({
        entityId: String(found.id),
        details: { created: 2, updated: 0, skipped: 0 },
      }),
    ]);
  });

  it("leaves the helpers it adds unpublished until staff publish those that pass", async () => {
    const cookie = await admin();
    const headers = [...HEADERS, "highest_education", "rest_days", "active"];
    const found = await uploaded(
      cookie,
      [
        row({
          name: "Ana Santos",
          highest_education: "High School",
          rest_days: "4",
          active: "yes",
        }),
        row({
          name: "Bea Cruz",
          highest_education: "Primary School",
          rest_days: "4",
          active: "yes",
        }),
        row({ name: "Cara Lim", highest_education: "High School", rest_days: "0", active: "yes" }),
      ],
      undefined,
      headers,
    );
    const publish = () =>
      send(t.app, "POST", `/api/admin/helper-imports/${found.id}/publish`, { cookie });
    expect((await publish()).json()).toMatchObject({
      message: HELPER_IMPORT_MESSAGES.notPublishable,
    });

    await committed(cookie, found.id);
    const listed = async () =>
      (await t.app.inject({ url: "/api/catalogue/maids?limit=100" }))
        .json()
        .maids.map((maid: { name: string }) => maid.name);
    // The file said "active": the catalogue is the staff's to open, not the partner's.
    expect((await helpersNamed("Ana Santos"))[0]?.isActive).toBe(false);
    expect(await listed()).not.toContain("Ana Santos");

    expect((await settled(cookie, found.id)).unpublished).toBe(3);
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect((await settled(cookie, found.id)).unpublished).toBe(2);
    // One a placement since took off the site is no longer waiting for review.
    const [kept] = await helpersNamed("Cara Lim");
    await t.database.db.insert(placementCases).values({
      reference: "PL-2026-0777",
      customerId: (await createUser(t.database.db)).id,
      ownerId: (await createUser(t.database.db, "admin")).id,
      maidId: kept?.id,
      stage: "closed",
    });
    expect((await settled(cookie, found.id)).unpublished).toBe(1);
    const [bea] = await helpersNamed("Bea Cruz");
    const [cara] = await helpersNamed("Cara Lim");
    expect(published.json()).toEqual({
      published: 1,
      keptBack: [
        {
          helperId: bea?.id,
          name: "Bea Cruz",
          reasons: [ELIGIBILITY_MESSAGES.tooLittleSchooling],
        },
        {
          helperId: cara?.id,
          name: "Cara Lim",
          reasons: [ELIGIBILITY_MESSAGES.tooFewRestDays],
        },
      ],
    });
    expect(await listed()).toContain("Ana Santos");
    expect(await listed()).not.toContain("Bea Cruz");
    // Published once: publishing again puts no one else up.
    expect((await publish()).json()).toMatchObject({ published: 0 });

    const customer = (await signedInCookie(t.database.db, t.config)).cookie;
    const refused = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/publish`, {
      cookie: customer,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("keeps an updated helper on or off the site as staff left her, whatever the file says", async () => {
    const cookie = await admin();
    const supplierId = await supplierIdFor(t.database.db, "Manila Partners Inc.");
    const hidden = await createHelper(t.database.db, {
      supplierId,
      name: "Bea Cruz",
      dateOfBirth: "1994-05-17",
      isActive: false,
    });
    const found = await uploaded(
      cookie,
      [row({ name: "Bea Cruz", salary: "700", active: "yes" })],
      undefined,
      [...HEADERS, "active"],
    );
    await committed(cookie, found.id, { duplicates: "update", newSuppliers: "create" });
    const [after] = await t.database.db.select().from(maids).where(eq(maids.id, hidden));
    expect(after).toMatchObject({ salary: 700, isActive: false });
  });

  it("reads an .xlsx the template's way, real date cells included", async () => {
    const cookie = await admin();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Helpers");
    sheet.addRow(HEADERS);
    sheet.addRow([
      "",
      "Jakarta Mitra",
      "Sari Dewi",
      "Indonesia",
      new Date(Date.UTC(1990, 0, 31)),
      700,
      "Muslim",
      "Cooking",
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(cookie, { content, filename: "batch.xlsx" });
    expect(response.statusCode, response.body).toBe(202);
    const found = await settled(cookie, response.json().id);
    expect(found.preview).toMatchObject({ rows: 1, valid: 1, problems: [] });
    await committed(cookie, found.id);
    const [sari] = await helpersNamed("Sari Dewi");
    expect(sari).toMatchObject({ dateOfBirth: "1990-01-31", salary: 700, country: "Indonesia" });
  });

  it("names a repeated helper and every photo problem on its row, with the helper's name", async () => {
    const cookie = await admin();
    const found = await uploaded(
      cookie,
      [
        row({ photo: "ana.jpg" }),
        row({ name: "Bea Cruz", photo: "ana.jpg" }),
        row({ name: "Cora Reyes", photo: "notes.jpg" }),
        row({ name: "Dina Lopez", photo: "big.jpg" }),
        row({ name: "Eva Gomez", photo: "missing.jpg" }),
        row({ photo: "" }),
      ],
      {
        "ana.jpg": await samplePhoto("jpeg"),
        "notes.jpg": Buffer.from("not a photo at all"),
        "big.jpg": Buffer.alloc(5 * 1024 * 1024 + 1, 7),
      },
    );
    const ana = row().name;
    expect(found.preview?.problems).toEqual([
      {
        row: 3,
        name: "Bea Cruz",
        column: "photo",
        message: HELPER_IMPORT_MESSAGES.photoRepeated("ana.jpg", 2),
      },
      {
        row: 4,
        name: "Cora Reyes",
        column: "photo",
        message: HELPER_IMPORT_MESSAGES.photoNotImage("notes.jpg"),
      },
      {
        row: 5,
        name: "Dina Lopez",
        column: "photo",
        message: HELPER_IMPORT_MESSAGES.photoTooLarge("big.jpg"),
      },
      {
        row: 6,
        name: "Eva Gomez",
        column: "photo",
        message: HELPER_IMPORT_MESSAGES.photoMissing("missing.jpg"),
      },
      { row: 7, name: ana, column: "name", message: HELPER_IMPORT_MESSAGES.sameHelperTwice(2) },
    ]);
    expect(found.preview?.valid).toBe(1);
  });

  it("takes a cell starting with =, +, - or @ as its text in a .csv and an .xlsx alike, and quotes it on export", async () => {
    const cookie = await admin();
    const rows = [
      row({ name: '=HYPERLINK("http://x")', salary: "=600+50" }),
      row({ name: "@Lina Santos", religion: "-" }),
    ];
    const asCsv = await uploaded(cookie, rows);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Helpers");
    sheet.addRow([...HEADERS]);
    for (const each of rows) sheet.addRow(HEADERS.map((header) => each[header] ?? ""));
    // In the workbook the salary is a real formula: still read as its text, never run.
    sheet.getCell("F2").value = { formula: "600+50", result: 650 };
    const response = await upload(cookie, {
      content: Buffer.from(await workbook.xlsx.writeBuffer()),
      filename: "batch.xlsx",
    });
    const asXlsx = await settled(cookie, response.json().id);

    for (const found of [asCsv, asXlsx]) {
      expect(found.preview?.problems).toEqual([
        expect.objectContaining({
          row: 2,
          column: "salary",
          message: expect.stringContaining("Salary"),
        }),
      ]);
      expect(found.preview?.valid).toBe(1);
    }
    await committed(cookie, asCsv.id);
    const [lina] = await helpersNamed("@Lina Santos");
    expect(lina).toBeDefined();
    const exported = await t.app.inject({
      url: "/api/admin/maids/export?format=csv",
      headers: { cookie },
    });
    expect(exported.body).toContain("'@Lina Santos");
  });

  it("asks for the folder when several photos of the .zip share the name a row gives", async () => {
    const cookie = await admin();
    const found = await uploaded(
      cookie,
      [row({ photo: "ana.jpg" }), row({ name: "Bea Cruz", photo: "june/ana.jpg" })],
      {
        "may/ana.jpg": await samplePhoto("jpeg"),
        "june/ana.jpg": await samplePhoto("jpeg"),
      },
    );
    expect(found.preview?.problems).toEqual([
      {
        row: 2,
        name: "Ana Santos",
        column: "photo",
        message: HELPER_IMPORT_MESSAGES.photoAmbiguous("ana.jpg"),
      },
    ]);
  });

  it("says a photo needs the .zip when none came", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [row({ photo: "ana.jpg" })]);
    expect(found.preview?.problems).toEqual([
      { row: 2, name: "Ana Santos", column: "photo", message: HELPER_IMPORT_MESSAGES.noArchive },
    ]);
  });
});

describe("duplicates and new suppliers", () => {
  async function keptAna() {
    const supplierId = await supplierIdFor(t.database.db, "Manila Partners Inc.");
    return createHelper(t.database.db, {
      supplierId,
      name: "Ana Santos",
      dateOfBirth: "1994-05-17",
      salary: 500,
    });
  }

  it("flags a row of a helper already kept for the supplier and updates her when told", async () => {
    const cookie = await admin();
    const id = await keptAna();
    const found = await uploaded(cookie, [
      row({ name: "ana santos", salary: "800" }),
      row({ name: "Bea Cruz" }),
    ]);
    expect(found.preview?.duplicates).toEqual([{ row: 2, helperId: id, name: "Ana Santos" }]);
    expect(found.preview?.newSuppliers).toEqual([]);
    const done = await committed(cookie, found.id, {
      duplicates: "update",
      newSuppliers: "refuse",
    });
    expect(done.result).toEqual({ created: 1, updated: 1, skipped: 0 });
    const [ana] = await t.database.db.select().from(maids).where(eq(maids.id, id));
    expect(ana).toMatchObject({ salary: 800, name: "ana santos" });
  });

  it("leaves her as she is when told to skip duplicates", async () => {
    const cookie = await admin();
    const id = await keptAna();
    const found = await uploaded(cookie, [row({ salary: "800" })]);
    const done = await committed(cookie, found.id, { duplicates: "skip", newSuppliers: "create" });
    expect(done.result).toEqual({ created: 0, updated: 0, skipped: 1 });
    const [ana] = await t.database.db.select().from(maids).where(eq(maids.id, id));
    expect(ana?.salary).toBe(500);
  });

  it("refuses the rows of a supplier not kept when told, and adds none", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [row({ supplier: "Unknown Agency" })]);
    expect(found.preview?.newSuppliers).toEqual([{ name: "Unknown Agency", rows: [2] }]);
    const done = await committed(cookie, found.id, { duplicates: "skip", newSuppliers: "refuse" });
    expect(done.result).toEqual({ created: 0, updated: 0, skipped: 1 });
    expect(
      await t.database.db.select().from(suppliers).where(eq(suppliers.name, "Unknown Agency")),
    ).toEqual([]);
    expect(await helpersNamed("Ana Santos")).toEqual([]);
  });

  it("asks for both choices", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [row()]);
    const response = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/commit`, {
      cookie,
      body: { duplicates: "maybe" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("all or nothing", () => {
  it("keeps none of the rows nor their photos when the database refuses one half-way", async () => {
    const cookie = await admin();
    const found = await uploaded(
      cookie,
      [
        row({ photo: "ana.jpg" }),
        row({ name: "Bea Cruz", photo: "bea.jpg" }),
        row({ name: "Refused Row" }),
      ],
      { "ana.jpg": await samplePhoto("jpeg"), "bea.jpg": await samplePhoto("png") },
    );
    expect(found.preview?.valid).toBe(3);
    const before = await photoDirs();
    await t.database.db.execute(
      sql.raw(`create function refuse_row() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_row before insert on maids for each row
        when (new.name = 'Refused Row') execute function refuse_row()`),
    );
    try {
      const done = await committed(cookie, found.id);
      expect(done).toMatchObject({
        status: "failed",
        message: HELPER_IMPORT_MESSAGES.failed,
        undoable: false,
      });
    } finally {
      await t.database.db.execute(sql.raw("drop trigger refuse_row on maids"));
      await t.database.db.execute(sql.raw("drop function refuse_row()"));
    }
    expect(await helpersNamed("Ana Santos")).toEqual([]);
    expect(await t.database.db.select().from(suppliers)).toEqual([]);
    expect(await photoDirs()).toBe(before);

    // Once the cause is gone, the same import commits.
    const again = await committed(cookie, found.id);
    expect(again.result).toEqual({ created: 3, updated: 0, skipped: 0 });
  });

  it("fails whole when a photo that passed the checks cannot be used at commit, naming its row", async () => {
    const cookie = await admin();
    const found = await uploaded(
      cookie,
      [row({ photo: "ana.jpg" }), row({ name: "Bea Cruz", photo: "bea.jpg" })],
      { "ana.jpg": await samplePhoto("jpeg"), "bea.jpg": await samplePhoto("jpeg") },
    );
    const before = await photoDirs();
    const name = await storedArchiveName(t.database.db, found.id);
    // The .zip waiting on disk changes under it: bea.jpg is no longer a photo.
    await writeFile(
      path.join(t.config.importsDir, name ?? ""),
      await zipOf({ "ana.jpg": await samplePhoto("jpeg"), "bea.jpg": Buffer.from("broken") }),
    );
    const done = await committed(cookie, found.id);
    expect(done).toMatchObject({
      status: "failed",
      message: HELPER_IMPORT_MESSAGES.rowFailed(3, HELPER_IMPORT_MESSAGES.photoNotImage("bea.jpg")),
    });
    expect(await helpersNamed("Ana Santos")).toEqual([]);
    expect(await photoDirs()).toBe(before);
  });

  it("lets one of two simultaneous commits through", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [row()]);
    const url = `/api/admin/helper-imports/${found.id}/commit`;
    const answers = await Promise.all([
      send(t.app, "POST", url, { cookie, body: CREATE_ALL }),
      send(t.app, "POST", url, { cookie, body: CREATE_ALL }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      HELPER_IMPORT_MESSAGES.notReady,
    );
    await settled(cookie, found.id);
    expect(await helpersNamed("Ana Santos")).toHaveLength(1);
  });
});

describe("undo", () => {
  it("removes the helpers it added with their photos and puts back those it changed", async () => {
    const cookie = await admin();
    const supplierId = await supplierIdFor(t.database.db, "Manila Partners Inc.");
    const kept = await createHelper(t.database.db, {
      supplierId,
      name: "Bea Cruz",
      dateOfBirth: "1994-05-17",
      salary: 500,
    });
    const photosBefore = await photoDirs();
    const found = await uploaded(
      cookie,
      [row({ photo: "ana.jpg" }), row({ name: "Bea Cruz", salary: "900", photo: "bea.jpg" })],
      { "ana.jpg": await samplePhoto("jpeg"), "bea.jpg": await samplePhoto("jpeg") },
    );
    const done = await committed(cookie, found.id, {
      duplicates: "update",
      newSuppliers: "create",
    });
    expect(done.result).toEqual({ created: 1, updated: 1, skipped: 0 });
    const [changed] = await t.database.db.select().from(maids).where(eq(maids.id, kept));
    expect(changed).toMatchObject({ salary: 900, photoKey: expect.any(String) });

    const response = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/undo`, {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The new helper is off the site at once; the rest goes on in the background.
    expect(response.json()).toMatchObject({ status: "undoing", undoable: false });
    const [hidden] = await helpersNamed("Ana Santos");
    expect(hidden?.isActive ?? false).toBe(false);
    expect(await settled(cookie, found.id)).toMatchObject({
      status: "undone",
      undoable: false,
      progress: { done: 2, total: 2 },
    });
    expect(await helpersNamed("Ana Santos")).toEqual([]);
    const [restored] = await t.database.db.select().from(maids).where(eq(maids.id, kept));
    expect(restored).toMatchObject({ salary: 500, photoKey: null });
    expect(await photoDirs()).toBe(photosBefore);
    const again = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/undo`, {
      cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HELPER_IMPORT_MESSAGES.notUndoable);
  });

  it("takes a large import back in batches, and one that stops half-way finishes when undone again", async () => {
    const cookie = await admin();
    const rows = Array.from({ length: 600 }, (_, index) => row({ name: `Batch Helper ${index}` }));
    const found = await uploaded(cookie, rows);
    expect(await committed(cookie, found.id)).toMatchObject({ status: "committed" });
    const importedIds = (
      await t.database.db
        .select({ id: maids.id })
        .from(maids)
        .where(like(maids.name, "Batch Helper %"))
    )
      .map(({ id }) => id)
      .sort((a, b) => a - b);
    expect(importedIds).toHaveLength(600);

    // The undo's transactions: its start, then one per batch of 250, then its end. The third
    // batch's fails (the database went away): the first two stay done.
    const { db } = t.database;
    const transaction = db.transaction.bind(db);
    const transactions = vi.spyOn(db, "transaction");
    transactions.mockImplementation(((...args: Parameters<typeof transaction>) =>
      transactions.mock.calls.length === 4
        ? Promise.reject(new Error("the database went away"))
        : transaction(...args)) as typeof db.transaction);
    const undo = () =>
      send(t.app, "POST", `/api/admin/helper-imports/${found.id}/undo`, { cookie });
    try {
      expect((await undo()).statusCode).toBe(200);
      expect(await settled(cookie, found.id)).toMatchObject({
        status: "committed",
        message: HELPER_IMPORT_MESSAGES.undoInterrupted,
        undoable: true,
      });
    } finally {
      transactions.mockRestore();
    }
    const batchHelpers = () =>
      t.database.db.select({ id: maids.id }).from(maids).where(like(maids.name, "Batch Helper %"));
    expect(await batchHelpers()).toHaveLength(100);

    // Undone again, it finishes: its start, the last 100 in one batch, its end.
    const again = vi.spyOn(db, "transaction");
    try {
      expect((await undo()).statusCode).toBe(200);
      expect(await settled(cookie, found.id)).toMatchObject({ status: "undone" });
      expect(again).toHaveBeenCalledTimes(3);
    } finally {
      again.mockRestore();
    }
    expect(await batchHelpers()).toEqual([]);
  }, 60_000);

  it("is refused once one of its helpers is in a placement case, or was changed since", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [row(), row({ name: "Bea Cruz" })]);
    await committed(cookie, found.id);
    const [ana] = await helpersNamed("Ana Santos");
    const family = await createUser(t.database.db);
    const staff = await createUser(t.database.db, "admin");
    await t.database.db.insert(placementCases).values({
      reference: "PL-2026-0001",
      customerId: family.id,
      maidId: ana?.id ?? 0,
      ownerId: staff.id,
      stage: "interviewing",
    });
    const listed = await t.app.inject({
      url: `/api/admin/helper-imports/${found.id}`,
      headers: { cookie },
    });
    expect(listed.json().undoable).toBe(false);
    const refused = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/undo`, {
      cookie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HELPER_IMPORT_MESSAGES.helperInCase("Ana Santos"));
    await t.database.db.delete(placementCases);

    const [bea] = await helpersNamed("Bea Cruz");
    const edit = await t.app.inject({ url: `/api/admin/maids/${bea?.id}`, headers: { cookie } });
    const changed = await send(t.app, "PUT", `/api/admin/maid/${bea?.id}`, {
      cookie,
      body: { ...(edit.json() as object), salary: 1200 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/undo`, {
      cookie,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(HELPER_IMPORT_MESSAGES.helperChangedSince("Bea Cruz"));
    expect(await helpersNamed("Ana Santos")).toHaveLength(1);
  });
});

describe("files refused as a whole", () => {
  const refusal = async (
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    field: string,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    const list = await t.app.inject({
      url: "/api/admin/helper-imports",
      headers: { cookie: await admin() },
    });
    expect(list.json().imports).toEqual([]);
  };

  it("refuses a file that is not a spreadsheet, or none", async () => {
    const cookie = await admin();
    await refusal(
      await upload(cookie, { content: await samplePhoto("png"), filename: "batch.csv" }),
      400,
      "sheet",
      HELPER_IMPORT_MESSAGES.notASheet,
    );
    await refusal(await upload(cookie, null), 400, "sheet", HELPER_IMPORT_MESSAGES.sheetRequired);
  });

  it("refuses a sheet over 10 MB", async () => {
    const cookie = await admin();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, "a");
    await refusal(
      await upload(cookie, { content: big, filename: "big.csv" }),
      413,
      "sheet",
      HELPER_IMPORT_MESSAGES.sheetTooLarge,
    );
  });

  it("refuses with 413 a workbook whose shared strings unpack past the limit, whatever they declare", async () => {
    const cookie = await admin();
    const bomb = await workbookRepeating(
      "xl/sharedStrings.xml",
      `<si><t>${"a".repeat(1_000)}</t></si>`,
      100 * 1024 * 1024,
      1_024,
    );
    await refusal(
      await upload(cookie, { content: bomb, filename: "partner.xlsx" }),
      413,
      "sheet",
      HELPER_IMPORT_MESSAGES.sheetPartUnpacksTooLarge("xl/sharedStrings.xml"),
    );
  });

  it("ignores a partner's extra columns with one warning naming them", async () => {
    const cookie = await admin();
    const found = await uploaded(
      cookie,
      [row({ shoe_size: "38", "Agent remarks": "good cook" })],
      undefined,
      [...HEADERS, "shoe_size", "Agent remarks"],
    );
    expect(found.preview).toMatchObject({
      valid: 1,
      problems: [],
      warnings: [HELPER_IMPORT_MESSAGES.ignoredColumns(['"shoe_size"', '"Agent remarks"'])],
    });
  });

  it("reads dates as Singapore writes them, day first, never month first", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [
      row({ name: "Ana Day", date_of_birth: "05/03/1994" }),
      row({ name: "Bea Day", date_of_birth: "5/3/1994" }),
      row({ name: "Cora Day", date_of_birth: "5-Mar-1994" }),
      row({ name: "Dina Day", date_of_birth: "03/25/1994" }),
    ]);
    expect(found.preview?.problems).toEqual([
      {
        row: 5,
        name: "Dina Day",
        column: "date_of_birth",
        message: expect.stringContaining("DD/MM/YYYY"),
      },
    ]);
    await committed(cookie, found.id);
    for (const name of ["Ana Day", "Bea Day", "Cora Day"]) {
      const [helper] = await helpersNamed(name);
      expect(helper?.dateOfBirth, name).toBe("1994-03-05");
    }
  });

  it("shows each passing row's eligibility warnings in the preview, by row and name", async () => {
    const cookie = await admin();
    const schooled = (values: Record<string, string>) =>
      row({ highest_education: "High School", rest_days: "4", ...values });
    const found = await uploaded(
      cookie,
      [
        schooled({ name: "Nadia Old", date_of_birth: "1960-01-01" }),
        schooled({ name: "Vy Tran", country: "Vietnam" }),
        schooled({ name: "Fine Helper" }),
      ],
      undefined,
      [...HEADERS, "highest_education", "rest_days"],
    );
    expect(found.preview?.rowWarnings).toEqual([
      { row: 2, name: "Nadia Old", messages: [ELIGIBILITY_MESSAGES.olderThanFirstPermit] },
      { row: 3, name: "Vy Tran", messages: [ELIGIBILITY_MESSAGES.notApprovedSource("Vietnam")] },
    ]);
  });

  it("refuses missing columns, and text that is not UTF-8", async () => {
    const cookie = await admin();
    await refusal(
      await upload(cookie, {
        content: csv(
          [row()],
          HEADERS.filter((h) => h !== "religion"),
        ),
        filename: "a.csv",
      }),
      400,
      "sheet",
      HELPER_IMPORT_MESSAGES.missingColumns(["religion"]),
    );
    const windows1252 = Buffer.concat([
      csv([row()]),
      Buffer.from(",Manila Partners Inc.,Jos"),
      Buffer.from([0xe9]),
      Buffer.from(",Philippines,1994-05-17,650,Catholic,\r\n"),
    ]);
    await refusal(
      await upload(cookie, { content: windows1252, filename: "a.csv" }),
      400,
      "sheet",
      HELPER_IMPORT_MESSAGES.notUtf8(3),
    );
  });

  it("refuses a .zip that is none, or whose entries point outside it", async () => {
    const cookie = await admin();
    const waiting = async () => (await readdir(`${t.dataDir}/imports`).catch(() => [])).length;
    const before = await waiting();
    const sheet = { content: csv([row()]), filename: "a.csv" };
    await refusal(
      await upload(cookie, sheet, { content: Buffer.from("plain text"), filename: "p.zip" }),
      400,
      "photos",
      HELPER_IMPORT_MESSAGES.notAZip,
    );
    const escaping = await zipOf({ "../x": await samplePhoto("jpeg") });
    await refusal(
      await upload(cookie, sheet, { content: escaping, filename: "p.zip" }),
      400,
      "photos",
      HELPER_IMPORT_MESSAGES.archiveUnsafeName("../x"),
    );
    expect(await waiting()).toBe(before);
  });
});

describe("the list of imports", () => {
  it("shows the most recent first, with who uploaded each", async () => {
    const { cookie, user } = await signedInCookie(t.database.db, t.config, "admin");
    const first = await uploaded(cookie, [row()]);
    const second = await uploaded(cookie, [row({ name: "Bea Cruz" })]);
    const response = await t.app.inject({ url: "/api/admin/helper-imports", headers: { cookie } });
    expect(response.json().imports.map((i: HelperImport) => [i.id, i.createdBy])).toEqual([
      [second.id, user.name],
      [first.id, user.name],
    ]);
    const missing = await t.app.inject({
      url: "/api/admin/helper-imports/99999",
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("imports left behind", () => {
  const age = (id: number, ms: number) =>
    t.database.db
      .update(helperImports)
      .set({ updatedAt: new Date(Date.now() - ms) })
      .where(eq(helperImports.id, id));

  it("ends one whose process stopped during its commit, saying nothing was saved", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [row()]);
    await t.database.db
      .update(helperImports)
      .set({ status: "committing" })
      .where(eq(helperImports.id, found.id));
    await age(found.id, 6 * 60_000);
    const response = await t.app.inject({
      url: `/api/admin/helper-imports/${found.id}`,
      headers: { cookie },
    });
    expect(response.json()).toMatchObject({
      status: "failed",
      message: HELPER_IMPORT_MESSAGES.interrupted,
    });
  });

  it("removes the rows and the .zip of one left uncommitted for a week", async () => {
    const cookie = await admin();
    const found = await uploaded(cookie, [row({ photo: "ana.jpg" })], {
      "ana.jpg": await samplePhoto("jpeg"),
    });
    const name = await storedArchiveName(t.database.db, found.id);
    await age(found.id, 8 * 24 * 60 * 60_000);
    const list = await t.app.inject({ url: "/api/admin/helper-imports", headers: { cookie } });
    expect(list.json().imports[0]).toMatchObject({
      id: found.id,
      status: "refused",
      message: HELPER_IMPORT_MESSAGES.expired,
    });
    const [after] = await t.database.db
      .select({ rows: helperImports.rows, archiveName: helperImports.archiveName })
      .from(helperImports)
      .where(eq(helperImports.id, found.id));
    expect(after).toEqual({ rows: null, archiveName: null });
    expect(name).toBeTruthy();
    await expect(access(path.join(t.config.importsDir, name ?? ""))).rejects.toThrow(/ENOENT/);
    const commit = await send(t.app, "POST", `/api/admin/helper-imports/${found.id}/commit`, {
      cookie,
      body: CREATE_ALL,
    });
    expect(commit.statusCode).toBe(409);
  });
});
