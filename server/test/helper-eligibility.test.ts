import { adminHelpersPageResponseSchema } from "@maids/contract/admin.ts";
import { singaporeToday } from "@maids/contract/days.ts";
import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { maids } from "../src/db/schema.ts";
import { HELPER_FORM } from "./support/biodata.ts";
import { signedInCookie } from "./support/factories.ts";
import { readAdminHelper, send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

/** A helper's age and schooling against MOM's rules, and her passport expiry (docs/product.md#helper-forms). */
const t = useTestApp();

/** YYYY-MM-DD, `years` years before today in Singapore (where ages are counted), `days` days later. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date(`${singaporeToday()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function adminCookie() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

async function create(cookie: string, body: object) {
  return send(t.app, "POST", "/api/admin/maid", { cookie, body });
}

const record = (cookie: string, id: number) => readAdminHelper(t.app, cookie, id);

describe("a helper's age on the day she is saved", () => {
  it("refuses one younger than 18, on create and on edit, and stores nothing", async () => {
    const cookie = await adminCookie();
    const refused = await create(cookie, { ...HELPER_FORM, DOB: yearsAgo(11) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ field: "DOB", message: ELIGIBILITY_MESSAGES.tooYoung }),
    );
    expect(await t.database.db.select().from(maids)).toEqual([]);

    const created = await create(cookie, { ...HELPER_FORM, DOB: yearsAgo(18) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const edit = await send(t.app, "PUT", `/api/admin/maid/${id}`, {
      cookie,
      body: { ...HELPER_FORM, height: 158, weight: 50, DOB: yearsAgo(18, 1) },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toContainEqual(
      expect.objectContaining({ field: "DOB", message: ELIGIBILITY_MESSAGES.tooYoung }),
    );
    expect((await record(cookie, id)).DOB).toBe(yearsAgo(18));
  });

  it("saves one outside the first permit's rules, with warnings in the record and the list", async () => {
    const cookie = await adminCookie();
    const young = await create(cookie, {
      ...HELPER_FORM,
      name: "Young Helper",
      DOB: yearsAgo(20),
      maidDetails: { ...HELPER_FORM.maidDetails, highestEducation: "Primary School" },
    });
    expect(young.statusCode, young.body).toBe(201);
    expect(young.json().eligibilityWarnings).toEqual([
      ELIGIBILITY_MESSAGES.youngerThanFirstPermit,
      ELIGIBILITY_MESSAGES.tooLittleSchooling,
    ]);
    const fit = await create(cookie, {
      ...HELPER_FORM,
      name: "Fit Helper",
      DOB: yearsAgo(30),
      maidDetails: { ...HELPER_FORM.maidDetails, highestEducation: "High School" },
    });
    expect(fit.json().eligibilityWarnings).toEqual([]);
    const older = await create(cookie, { ...HELPER_FORM, name: "Older Helper", DOB: yearsAgo(50) });
    expect((await record(cookie, older.json().id)).eligibilityWarnings).toEqual([
      ELIGIBILITY_MESSAGES.olderThanFirstPermit,
      ELIGIBILITY_MESSAGES.schoolingUnknown,
    ]);

    const page = await t.app.inject({ url: "/api/admin/maids/page", headers: { cookie } });
    const rows = adminHelpersPageResponseSchema.parse(page.json()).maids;
    expect(Object.fromEntries(rows.map((row) => [row.name, row.eligibilityWarnings]))).toEqual({
      "Young Helper": [
        ELIGIBILITY_MESSAGES.youngerThanFirstPermit,
        ELIGIBILITY_MESSAGES.tooLittleSchooling,
      ],
      "Fit Helper": [],
      "Older Helper": [
        ELIGIBILITY_MESSAGES.olderThanFirstPermit,
        ELIGIBILITY_MESSAGES.schoolingUnknown,
      ],
    });
  });
});

describe("the day her age is counted on", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is Singapore's: at 1 a.m. there, she has turned 23 on the day whatever UTC's date", async () => {
    // 17:00 UTC on 9 March is 1 a.m. on 10 March in Singapore, her 23rd birthday.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-09T17:00:00Z") });
    const cookie = await adminCookie();
    const created = await create(cookie, {
      ...HELPER_FORM,
      name: "Birthday Helper",
      DOB: "2003-03-10",
      maidDetails: { ...HELPER_FORM.maidDetails, highestEducation: "High School" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().eligibilityWarnings).toEqual([]);
    expect((await record(cookie, created.json().id)).eligibilityWarnings).toEqual([]);
    const page = await t.app.inject({ url: "/api/admin/maids/page", headers: { cookie } });
    const [row] = adminHelpersPageResponseSchema.parse(page.json()).maids;
    expect(row?.eligibilityWarnings).toEqual([]);
  });
});

describe("a helper's passport expiry", () => {
  it("is stored from the forms, kept when an edit leaves it out, cleared when blank", async () => {
    const cookie = await adminCookie();
    const created = await create(cookie, { ...HELPER_FORM, passportExpiry: "2027-02-28" });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await record(cookie, id)).passportExpiry).toBe("2027-02-28");
    const [stored] = await t.database.db
      .select({ passportExpiry: maids.passportExpiry })
      .from(maids)
      .where(eq(maids.id, id));
    expect(stored?.passportExpiry).toBe("2027-02-28");

    const edited = { ...HELPER_FORM, height: 158, weight: 50 };
    const put = (body: object) => send(t.app, "PUT", `/api/admin/maid/${id}`, { cookie, body });
    expect((await put(edited)).statusCode).toBe(200);
    expect((await record(cookie, id)).passportExpiry).toBe("2027-02-28");
    expect((await put({ ...edited, passportExpiry: "2030-12-31" })).json().passportExpiry).toBe(
      "2030-12-31",
    );
    expect((await put({ ...edited, passportExpiry: "" })).json().passportExpiry).toBeNull();

    const refused = await put({ ...edited, passportExpiry: "2027-02-29" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ field: "passportExpiry" }),
    );
  });

  it("is none for a helper created without one", async () => {
    const cookie = await adminCookie();
    const created = await create(cookie, HELPER_FORM);
    expect(created.json().passportExpiry).toBeNull();
  });
});
