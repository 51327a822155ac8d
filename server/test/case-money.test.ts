import { type CaseMoney, caseMoneySchema, MONEY_MESSAGES } from "@maids/contract/case-money.ts";
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, singaporeToday } from "../src/calendar.ts";
import { users } from "../src/db/schema.ts";
import { createHelper, signedInCookie, signedInStaff } from "./support/factories.ts";
import { placementSteps } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;
const steps = placementSteps(t);
const YEAR = singaporeToday().slice(0, 4);

const STANDARD = {
  name: "Standard package",
  lines: [
    { kind: "service_fee", description: "Agency service", amountCents: 120_000, taxable: true },
    { kind: "medical", description: "", amountCents: 8_000, taxable: false },
    { kind: "insurance", description: "26 months", amountCents: 35_050, taxable: false },
  ],
  depositCents: 50_000,
};

async function owner() {
  return (await signedInStaff(db(), t.config, "owner")).cookie;
}

async function defined(cookie: string, body: object = STANDARD) {
  const response = await send(t.app, "POST", "/api/admin/fee-packages", { cookie, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; totalCents: number };
}

/** A family's case with the standard package applied, and its paths. */
async function caseWithFees() {
  const cookie = await owner();
  const family = await signedInCookie(db(), t.config, "customer");
  const placement = await steps.openCase(cookie, { customerId: family.user.id });
  const feePackage = await defined(cookie);
  const path = `/api/admin/placements/${placement.id}`;
  const applied = await send(t.app, "POST", `${path}/fees/package`, {
    cookie,
    body: { version: 0, packageId: feePackage.id },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  return { cookie, family, placement, path, money: caseMoneySchema.parse(applied.json()) };
}

const pay = (path: string, cookie: string, body: object) =>
  send(t.app, "POST", `${path}/payments`, { cookie, body });

async function paid(path: string, cookie: string, body: object): Promise<CaseMoney> {
  const response = await pay(path, cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return caseMoneySchema.parse(response.json());
}

const cash = (amountCents: number) => ({
  amountCents,
  method: "cash",
  receivedOn: singaporeToday(),
});

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors?: { field: string; message: string }[] }).errors ?? [];

describe("fee packages and the GST setting", () => {
  it("refuses a package with no lines, a negative or fractional-cent amount, and a name taken", async () => {
    const cookie = await owner();
    await defined(cookie);
    const cases: [object, string, string][] = [
      [{ ...STANDARD, name: "Empty", lines: [] }, "lines", MONEY_MESSAGES.noLines],
      [
        { ...STANDARD, name: "Negative", lines: [{ ...STANDARD.lines[0], amountCents: -1 }] },
        "lines.0.amountCents",
        MONEY_MESSAGES.amount,
      ],
      [
        { ...STANDARD, name: "Fraction", lines: [{ ...STANDARD.lines[0], amountCents: 12.5 }] },
        "lines.0.amountCents",
        MONEY_MESSAGES.amount,
      ],
      [{ ...STANDARD, name: " " }, "name", MONEY_MESSAGES.packageName],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(t.app, "POST", "/api/admin/fee-packages", { cookie, body });
      expect(response.statusCode, field).toBe(400);
      expect(errorsOf(response)).toContainEqual({ field, message });
    }
    const taken = await send(t.app, "POST", "/api/admin/fee-packages", {
      cookie,
      body: { ...STANDARD, name: "STANDARD PACKAGE" },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorsOf(taken)).toContainEqual({
      field: "name",
      message: MONEY_MESSAGES.packageNameTaken,
    });
    // Renamed to another package's name, whatever the case: refused by the unique index itself.
    const other = await defined(cookie, { ...STANDARD, name: "Transfer" });
    const renamed = await send(t.app, "PUT", `/api/admin/fee-packages/${other.id}`, {
      cookie,
      body: { ...STANDARD, name: "standard PACKAGE" },
    });
    expect(renamed.statusCode).toBe(409);
    expect(errorsOf(renamed)).toContainEqual({
      field: "name",
      message: MONEY_MESSAGES.packageNameTaken,
    });
    const missing = await send(t.app, "PUT", "/api/admin/fee-packages/999999", {
      cookie,
      body: { ...STANDARD, name: "Nobody's" },
    });
    expect(missing.statusCode).toBe(404);
    const list = await t.app.inject({ url: "/api/admin/fee-packages", headers: { cookie } });
    expect(list.json()).toMatchObject([
      { name: "Standard package", totalCents: 163_050 },
      { name: "Transfer" },
    ]);
  });

  it("charges GST on the taxable lines only once the agency is registered, with its number", async () => {
    const { cookie, path, money } = await caseWithFees();
    expect(money).toMatchObject({
      subtotalCents: 163_050,
      gstCents: 0,
      totalCents: 163_050,
      depositCents: 50_000,
      balanceCents: 163_050,
      packageName: "Standard package",
    });
    const noNumber = await send(t.app, "PUT", "/api/admin/money-settings", {
      cookie,
      body: { gstRegistered: true, gstRateBasisPoints: 900, gstNumber: "", minimumLeftCents: 2000 },
    });
    expect(noNumber.statusCode).toBe(400);
    expect(errorsOf(noNumber)).toContainEqual({
      field: "gstNumber",
      message: MONEY_MESSAGES.gstNumber,
    });
    const registered = await send(t.app, "PUT", "/api/admin/money-settings", {
      cookie,
      body: {
        gstRegistered: true,
        gstRateBasisPoints: 900,
        gstNumber: "201912345K",
        minimumLeftCents: 2000,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const after = await t.app.inject({ url: `${path}/money`, headers: { cookie } });
    // 9% of the $1,200.00 service fee; the medical and the insurance carry none.
    expect(after.json()).toMatchObject({
      gstCents: 10_800,
      totalCents: 173_850,
      gst: { registered: true, rateBasisPoints: 900, number: "201912345K" },
    });
  });
});

describe("a case's fees", () => {
  it("saves the lines whole against their version, and refuses a deposit above the total", async () => {
    const { cookie, path, money } = await caseWithFees();
    const lines = [
      ...money.lines,
      { kind: "transport", description: "Airport pick-up", amountCents: 6_000, taxable: true },
    ];
    const saved = await send(t.app, "PUT", `${path}/fees`, {
      cookie,
      body: { version: money.version, lines, depositCents: 50_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ subtotalCents: 169_050, version: money.version + 1 });
    const stale = await send(t.app, "PUT", `${path}/fees`, {
      cookie,
      body: { version: money.version, lines, depositCents: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("stale_version");
    const tooMuch = await send(t.app, "PUT", `${path}/fees`, {
      cookie,
      body: { version: money.version + 1, lines, depositCents: 169_051 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorsOf(tooMuch)).toContainEqual({
      field: "depositCents",
      message: MONEY_MESSAGES.depositAboveTotal,
    });
  });
});

describe("invoices, receipts and credit notes", () => {
  it("invoices the deposit, receipts its payment, and voids a receipt by a credit note", async () => {
    const { cookie, path } = await caseWithFees();
    const invoiced = await send(t.app, "POST", `${path}/invoices`, {
      cookie,
      body: { purpose: "deposit" },
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().documents).toMatchObject([
      { kind: "invoice", number: `INV-${YEAR}-00001`, amountCents: 50_000, note: "Deposit" },
    ]);
    const deposit = await paid(path, cookie, {
      amountCents: 50_000,
      method: "paynow",
      reference: "PN-88231",
      receivedOn: singaporeToday(),
    });
    expect(deposit.documents[1]).toMatchObject({
      kind: "receipt",
      number: `RCT-${YEAR}-00001`,
      amountCents: 50_000,
      method: "paynow",
      reference: "PN-88231",
      voidedBy: null,
    });
    expect(deposit).toMatchObject({ paidCents: 50_000, balanceCents: 113_050 });

    const mistake = await paid(path, cookie, cash(1_000));
    const receipt = mistake.documents.find((document) => document.number === `RCT-${YEAR}-00002`);
    const voided = await send(t.app, "POST", `${path}/credit-notes`, {
      cookie,
      body: { receiptId: receipt?.id, reason: "Recorded on the wrong case" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const money = caseMoneySchema.parse(voided.json());
    expect(money.paidCents).toBe(50_000);
    expect(money.documents.at(-1)).toMatchObject({
      kind: "credit_note",
      number: `CN-${YEAR}-00001`,
      amountCents: 1_000,
      voids: `RCT-${YEAR}-00002`,
      note: "Recorded on the wrong case",
    });
    expect(money.documents.find((document) => document.id === receipt?.id)?.voidedBy).toBe(
      `CN-${YEAR}-00001`,
    );
    const again = await send(t.app, "POST", `${path}/credit-notes`, {
      cookie,
      body: { receiptId: receipt?.id, reason: "Twice by mistake" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MONEY_MESSAGES.alreadyVoided);
    // A document is never changed or removed, whoever asks the database.
    await expect(db().execute(sql`update money_documents set amount_cents = 1`)).rejects.toThrow();
    await expect(db().execute(sql`delete from money_documents`)).rejects.toThrow();
  });

  it("refuses a payment above the balance, of no or fractional cents, in the future, or without its reference", async () => {
    const { cookie, path } = await caseWithFees();
    const cases: [object, string, string][] = [
      [cash(163_051), "amountCents", MONEY_MESSAGES.aboveBalance("$1,630.51", "$1,630.50")],
      [cash(0), "amountCents", MONEY_MESSAGES.paymentAmount],
      [cash(-500), "amountCents", MONEY_MESSAGES.paymentAmount],
      [cash(100.5), "amountCents", MONEY_MESSAGES.paymentAmount],
      [
        { ...cash(100), receivedOn: addDays(singaporeToday(), 1) },
        "receivedOn",
        MONEY_MESSAGES.receivedInFuture,
      ],
      [{ ...cash(100), method: "cheque" }, "reference", MONEY_MESSAGES.referenceRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await pay(path, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(response)).toContainEqual({ field, message });
    }
    const { cookie: other } = await signedInStaff(db(), t.config, "owner");
    const noFees = await steps.openCase(other, {
      customerId: (await signedInCookie(db(), t.config)).user.id,
    });
    const refused = await pay(`/api/admin/placements/${noFees.id}`, other, cash(100));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MONEY_MESSAGES.noFees);
    // Paid in full, the balance invoice has nothing to ask for.
    await paid(path, cookie, cash(163_050));
    const nothing = await send(t.app, "POST", `${path}/invoices`, {
      cookie,
      body: { purpose: "balance" },
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(MONEY_MESSAGES.nothingDue);
  });

  it("numbers 20 payments recorded at once 1 to 20, with no gap and no repeat", async () => {
    const { cookie, path } = await caseWithFees();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(path, cookie, cash(100))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const money = await t.app.inject({ url: `${path}/money`, headers: { cookie } });
    const numbers = caseMoneySchema
      .parse(money.json())
      .documents.map((document) => document.number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `RCT-${YEAR}-${String(index + 1).padStart(5, "0")}`),
    );
  });
});

describe("the refund when a placement ends within six months", () => {
  /** A case with the standard fees, $1,000 paid, walked to deployment and closed today. */
  async function endedEarly() {
    const { cookie, path, placement } = await caseWithFees();
    await paid(path, cookie, cash(100_000));
    const deployed = await steps.walk(cookie, placement, await createHelper(db()), "deployed");
    const before = await t.app.inject({ url: `${path}/money`, headers: { cookie } });
    expect(before.json().refund).toBeNull();
    await steps.moved(cookie, deployed, "closed");
    return { cookie, path };
  }

  const refund = (path: string, cookie: string, body: object) =>
    send(t.app, "POST", `${path}/refunds`, { cookie, body });
  const bankTransfer = (amountCents: number) => ({
    amountCents,
    method: "bank_transfer",
    reference: "DBS-4471",
    paidOn: singaporeToday(),
  });

  it("computes at least half the service fee with its arithmetic, and records it once", async () => {
    const { cookie, path } = await endedEarly();
    const money = caseMoneySchema.parse(
      (await t.app.inject({ url: `${path}/money`, headers: { cookie } })).json(),
    );
    expect(money.refund).toMatchObject({
      due: true,
      serviceFeeCents: 120_000,
      minimumCents: 60_000,
    });
    expect(money.refund?.explanation[1]).toBe("Service fee $1,200.00 × 50% = $600.00 at least.");

    const below = await refund(path, cookie, bankTransfer(59_999));
    expect(below.statusCode).toBe(400);
    expect(errorsOf(below)).toContainEqual({
      field: "amountCents",
      message: MONEY_MESSAGES.refundBelowMinimum("$600.00"),
    });
    const above = await refund(path, cookie, bankTransfer(100_001));
    expect(errorsOf(above)).toContainEqual({
      field: "amountCents",
      message: MONEY_MESSAGES.refundAbovePaid("$1,000.00"),
    });
    const given = await refund(path, cookie, bankTransfer(60_000));
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ refundedCents: 60_000, paidCents: 100_000 });
    expect(given.json().documents.at(-1)).toMatchObject({
      kind: "refund",
      number: `RF-${YEAR}-00001`,
      amountCents: 60_000,
      method: "bank_transfer",
    });
    expect(given.json().documents.at(-1).note).toContain("× 50% = $600.00");
    const twice = await refund(path, cookie, bankTransfer(60_000));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MONEY_MESSAGES.refundGiven);
    // Case officers record payments but not refunds.
    const { cookie: officer } = await signedInStaff(db(), t.config, "ea_personnel");
    expect((await refund(path, officer, bankTransfer(60_000))).statusCode).toBe(403);
  });

  it("owes nothing for a placement that lasted six months", async () => {
    const { cookie, path } = await endedEarly();
    const caseId = Number(path.split("/").at(-1));
    // She started work six months before the day the case ended (today).
    await db().execute(
      sql`update placement_cases set deployed_on = ${addMonths(singaporeToday(), -6)} where id = ${caseId}`,
    );
    const money = await t.app.inject({ url: `${path}/money`, headers: { cookie } });
    expect(money.json().refund).toMatchObject({ due: false, minimumCents: 0 });
    const refused = await refund(path, cookie, bankTransfer(60_000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MONEY_MESSAGES.noRefundDue);
  });
});

describe("who reaches a case's money", () => {
  it("gives a family its own schedule only, and staff by role", async () => {
    const { cookie, family, placement, path } = await caseWithFees();
    await paid(path, cookie, cash(50_000));
    const mine = await t.app.inject({
      url: `/api/user/hiring/${placement.reference}/money`,
      headers: { cookie: family.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ paidCents: 50_000, documents: [{ kind: "receipt" }] });
    const other = await signedInCookie(db(), t.config, "customer");
    const theirs = await t.app.inject({
      url: `/api/user/hiring/${placement.reference}/money`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const asFamily = await t.app.inject({
      url: `${path}/money`,
      headers: { cookie: family.cookie },
    });
    expect(asFamily.statusCode).toBe(403);

    const receiptId = caseMoneySchema.parse(mine.json()).documents[0]?.id;
    const expected: Record<StaffRole, [view: number, record: number, voidReceipt: number]> = {
      read_only: [403, 403, 403],
      ea_personnel: [200, 200, 403],
      accounts: [200, 200, 200],
      administrator: [200, 200, 409],
      owner: [200, 200, 409],
    };
    for (const [role, [view, record, voidReceipt]] of Object.entries(expected)) {
      const { cookie: member } = await signedInStaff(db(), t.config, role as StaffRole);
      const viewed = await t.app.inject({ url: `${path}/money`, headers: { cookie: member } });
      expect(viewed.statusCode, `${role} views`).toBe(view);
      expect((await pay(path, member, cash(100))).statusCode, `${role} records`).toBe(record);
      const voided = await send(t.app, "POST", `${path}/credit-notes`, {
        cookie: member,
        body: { receiptId, reason: "Paid twice by the family" },
      });
      // The first role allowed voids it; those after are told it is voided already.
      expect(voided.statusCode, `${role} voids`).toBe(voidReceipt);
    }
    for (const role of ["administrator", "accounts", "ea_personnel"] as const) {
      const { cookie: member } = await signedInStaff(db(), t.config, role);
      const refused = await send(t.app, "POST", "/api/admin/fee-packages", {
        cookie: member,
        body: { ...STANDARD, name: `${role} package` },
      });
      expect(refused.statusCode, role).toBe(403);
    }
  });
});

describe("the money report", () => {
  const THIS_MONTH = singaporeToday().slice(0, 7);

  it("totals each month's invoices, collections less credit notes, and refunds, and lists what is owed", async () => {
    const { cookie, path, placement } = await caseWithFees();
    await send(t.app, "POST", `${path}/invoices`, { cookie, body: { purpose: "deposit" } });
    const money = await paid(path, cookie, cash(50_000));
    await paid(path, cookie, cash(1_000));
    const mistake = money.documents.length;
    const latest = caseMoneySchema.parse(
      (await t.app.inject({ url: `${path}/money`, headers: { cookie } })).json(),
    );
    const wrong = latest.documents[mistake];
    await send(t.app, "POST", `${path}/credit-notes`, {
      cookie,
      body: { receiptId: wrong?.id, reason: "Recorded twice" },
    });

    const response = await t.app.inject({
      url: `/api/admin/money-report?from=${THIS_MONTH}&to=${THIS_MONTH}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      months: [
        { month: THIS_MONTH, invoicedCents: 50_000, collectedCents: 50_000, refundedCents: 0 },
      ],
      outstanding: [
        {
          caseId: placement.id,
          reference: placement.reference,
          customerName: expect.any(String),
          totalCents: 163_050,
          paidCents: 50_000,
          balanceCents: 113_050,
        },
      ],
      outstandingCents: 113_050,
    });

    const sheet = await t.app.inject({
      url: `/api/admin/money-report.xlsx?from=${THIS_MONTH}&to=${THIS_MONTH}`,
      headers: { cookie },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("By month")?.getRow(2).values).toEqual([
      undefined,
      THIS_MONTH,
      500,
      500,
      0,
    ]);
    expect(workbook.getWorksheet("Outstanding")?.getRow(2).getCell(5).value).toBe(1_130.5);
  });

  it("keeps a formula in a family's name as text in the sheet", async () => {
    const { cookie, family } = await caseWithFees();
    await db()
      .update(users)
      .set({ name: '=HYPERLINK("http://evil")' })
      .where(eq(users.id, family.user.id));
    const sheet = await t.app.inject({
      url: `/api/admin/money-report.xlsx?from=${THIS_MONTH}&to=${THIS_MONTH}`,
      headers: { cookie },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("Outstanding")?.getRow(2).getCell(2).value).toBe(
      '\'=HYPERLINK("http://evil")',
    );
  });

  it("refuses months out of order, badly written or too many, and roles without it", async () => {
    const cookie = await owner();
    for (const query of [
      "from=2026-11&to=2026-10",
      "from=2026-13&to=2026-12",
      "from=2023-01&to=2026-01",
      "to=2026-01",
    ]) {
      const response = await t.app.inject({
        url: `/api/admin/money-report?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, query).toBe(400);
    }
    const expected: Record<StaffRole, number> = {
      owner: 200,
      administrator: 200,
      accounts: 200,
      ea_personnel: 403,
      read_only: 403,
    };
    for (const [role, status] of Object.entries(expected)) {
      const { cookie: member } = await signedInStaff(db(), t.config, role as StaffRole);
      const response = await t.app.inject({
        url: `/api/admin/money-report.xlsx?from=${THIS_MONTH}&to=${THIS_MONTH}`,
        headers: { cookie: member },
      });
      expect(response.statusCode, role).toBe(status);
    }
  });
});
