import { catalogueListResponseSchema } from "@maids/contract/catalogue.ts";
import { ageFromDob, standInDateOfBirth } from "@maids/contract/derived.ts";
import { customerHelperProfileSchema, publicHelperSchema } from "@maids/contract/helper.ts";
import { MAX_WHOLE_LIST_PAGE_SIZE } from "@maids/contract/limits.ts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createHelper, signedInCookie, supplierIdFor } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

async function createHelpers(count: number, overrides = {}) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await createHelper(t.database.db, overrides));
  return ids;
}

describe("GET /api/catalogue/maids", () => {
  it("answers a page of active helpers, newest first, with the total", async () => {
    const ids = await createHelpers(25);
    await createHelper(t.database.db, { isActive: false, name: "Hidden Helper" });

    const response = await t.app.inject({ url: "/api/catalogue/maids?page=1&limit=20" });

    expect(response.statusCode).toBe(200);
    const body = catalogueListResponseSchema.parse(response.json());
    expect(body.total).toBe(25);
    expect(body.maids).toHaveLength(20);
    expect(body.maids.map((maid) => maid.id)).toEqual(ids.toReversed().slice(0, 20));
    expect(body.maids.some((maid) => maid.name === "Hidden Helper")).toBe(false);
  });

  it("answers the last partial page and an empty page past the end", async () => {
    await createHelpers(25);
    const second = (await t.app.inject({ url: "/api/catalogue/maids?page=2&limit=20" })).json();
    expect(second.maids).toHaveLength(5);
    const beyond = (await t.app.inject({ url: "/api/catalogue/maids?page=9" })).json();
    expect(beyond).toMatchObject({ maids: [], total: 25, page: 9, limit: 20 });
  });

  it("defaults to page 1 of 20", async () => {
    await createHelpers(21);
    const body = (await t.app.inject({ url: "/api/catalogue/maids" })).json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 21 });
    expect(body.maids).toHaveLength(20);
  });

  it("gives anonymous visitors public fields and blurred photos only", async () => {
    await createHelper(t.database.db, { photoKey: "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11" });
    const [maid] = (await t.app.inject({ url: "/api/catalogue/maids" })).json().maids;

    expect(publicHelperSchema.strict().safeParse(maid).success).toBe(true);
    expect(maid.photoIsBlurred).toBe(true);
    expect(maid.imageUrl).toBe(
      "/api/images/0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11/card-blurred.webp",
    );
    expect(
      Object.values(maid.imageUrls).every((url) => String(url).endsWith("-blurred.webp")),
    ).toBe(true);
    expect(maid.DOB).toBe(standInDateOfBirth(maid.age));
    expect(maid).not.toHaveProperty("loan");
    expect(maid.age).toBeGreaterThan(30);
  });

  it("gives signed-in customers clear photos, and the date of birth ages are computed from", async () => {
    await createHelper(t.database.db, {
      photoKey: "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11",
      dateOfBirth: "1990-05-17",
    });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const [maid] = (await t.app.inject({ url: "/api/catalogue/maids", headers: { cookie } })).json()
      .maids;
    expect(maid.photoIsBlurred).toBe(false);
    expect(maid.imageUrl).toBe("/api/images/0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11/card.webp");
    expect(maid.DOB).toBe("1990-05-17");
    expect(maid).not.toHaveProperty("loan");
    const favourites = await t.app.inject({ url: "/api/user/favorites", headers: { cookie } });
    expect(favourites.statusCode).toBe(200);
  });

  it("answers an empty imageUrl for a helper without photo", async () => {
    await createHelper(t.database.db);
    const [maid] = (await t.app.inject({ url: "/api/catalogue/maids" })).json().maids;
    expect(maid.imageUrl).toBe("");
    expect(maid.imageUrls).toBeNull();
  });

  it("treats an unknown session cookie as anonymous", async () => {
    await createHelper(t.database.db, { photoKey: "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11" });
    const response = await t.app.inject({
      url: "/api/catalogue/maids",
      headers: { cookie: "sid=forged" },
    });
    expect(response.json().maids[0].photoIsBlurred).toBe(true);
  });

  it.each([
    ["page=-1", "page"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["limit=abc", "limit"],
    ["limit=0", "limit"],
    ["limit=-5", "limit"],
  ])("refuses %s with a 400 naming %s", async (query, parameter) => {
    const response = await t.app.inject({ url: `/api/catalogue/maids?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", code: "invalid_input" });
    expect(body.message).toContain(parameter);
    expect(body.errors[0].field).toBe(parameter);
  });

  it(`answers up to ${MAX_WHOLE_LIST_PAGE_SIZE} helpers a page, as the original front end asks, and clamps larger sizes`, async () => {
    const helpers = MAX_WHOLE_LIST_PAGE_SIZE + 5;
    const supplierId = await supplierIdFor(t.database.db, "ID-2");
    await t.database.db.execute(sql`
      insert into maids (name, country, date_of_birth, height_cm, weight_kg, salary, supplier_id,
                         marital_status, religion)
      select 'Helper ' || g, 'Myanmar', '1995-01-01', 155, 50, 600, ${supplierId}, 'Single', 'Buddhist'
      from generate_series(1, ${helpers}) g`);
    const page = async (query: string) => {
      const response = await t.app.inject({ url: `/api/catalogue/maids?${query}` });
      expect(response.statusCode).toBe(200);
      return catalogueListResponseSchema.parse(response.json());
    };

    const whole = await page("page=1&limit=1000");
    expect(whole).toMatchObject({ page: 1, limit: 1000, total: helpers });
    expect(whole.maids).toHaveLength(1000);
    expect(new Set(whole.maids.map((maid) => maid.id)).size).toBe(1000);
    expect((await page("page=2&limit=1000")).maids).toHaveLength(5);
    const clamped = await page("limit=5000");
    expect(clamped).toMatchObject({ limit: MAX_WHOLE_LIST_PAGE_SIZE, total: helpers });
    expect(clamped.maids.map((maid) => maid.id)).toEqual(whole.maids.map((maid) => maid.id));
    expect((await page("limit=100000")).limit).toBe(MAX_WHOLE_LIST_PAGE_SIZE);
  });
});

describe("GET /api/catalogue/maids/:id", () => {
  it("answers the public profile itself, not wrapped, to anonymous visitors", async () => {
    const id = await createHelper(t.database.db, { name: "Maricel Dela Cruz" });
    const response = await t.app.inject({ url: `/api/catalogue/maids/${id}` });
    expect(response.statusCode).toBe(200);
    const maid = response.json();
    expect(publicHelperSchema.strict().parse(maid)).toMatchObject({
      id,
      name: "Maricel Dela Cruz",
    });
    expect(maid).not.toHaveProperty("employmentDetails");
  });

  it("answers the full profile to signed-in customers", async () => {
    const id = await createHelper(t.database.db);
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await t.app.inject({ url: `/api/catalogue/maids/${id}`, headers: { cookie } });
    const maid = customerHelperProfileSchema.strict().parse(response.json());
    expect(maid).toMatchObject({
      id,
      DOB: "1990-05-17",
      height: 158,
      weight: 52,
      loan: 1200,
      maritalStatus: "Married",
      NumChildren: 2,
      Religion: "Catholic",
      maidDetails: { restDay: 4, englishRating: 4, highestEducation: "High School" },
    });
    expect(maid.employmentDetails).toEqual([
      {
        country: "Singapore",
        startDate: "2019-03-01",
        endDate: "2025-02-28",
        noOfFamilyMember: 4,
        mainJobScope: "Cooking and caring for two school-going children",
        employerDescription: "Chinese family of four in a Tampines condominium",
        reasonOfLeaving: "Contract finished",
        employerType: "",
        feedback: "",
      },
    ]);
  });

  it("answers 404 'Maid not found' for an absent or inactive helper", async () => {
    const inactive = await createHelper(t.database.db, { isActive: false });
    for (const id of [inactive, 999_999]) {
      const response = await t.app.inject({ url: `/api/catalogue/maids/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: "Not Found",
        code: "not_found",
        message: "Maid not found",
      });
    }
  });

  it.each(["abc", "-3", "0", "1.5"])("answers 400 for the id %s", async (id) => {
    const response = await t.app.inject({ url: `/api/catalogue/maids/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("id");
  });
});

describe("dates of birth", () => {
  /** A 30th: a stand-in is never later than the 28th, so it can never be this date. */
  const REAL_DOB = "1991-08-30";

  it("gives anonymous viewers a stand-in DOB on cards and the profile, with her age, not her date", async () => {
    const id = await createHelper(t.database.db, { dateOfBirth: REAL_DOB });
    const card = (await t.app.inject({ url: "/api/catalogue/maids?limit=1000" })).json().maids[0];
    const profile = (await t.app.inject({ url: `/api/catalogue/maids/${id}` })).json();
    const [top] = (await t.app.inject({ url: "/api/catalogue/top-maids" })).json();
    for (const [where, maid] of Object.entries({ card, profile, top })) {
      expect(maid.age, where).toBe(ageFromDob(REAL_DOB));
      expect(maid.DOB, where).toBe(standInDateOfBirth(maid.age));
      expect(maid.DOB, where).not.toBe(REAL_DOB);
      // The original front end computes the age from DOB, on the visitor's own day.
      expect(ageFromDob(maid.DOB), where).toBe(maid.age);
    }
  });

  it("gives signed-in viewers her real date of birth on cards and the profile", async () => {
    const id = await createHelper(t.database.db, { dateOfBirth: REAL_DOB });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const headers = { cookie };
    const card = (await t.app.inject({ url: "/api/catalogue/maids", headers })).json().maids[0];
    const profile = (await t.app.inject({ url: `/api/catalogue/maids/${id}`, headers })).json();
    expect(card).toMatchObject({ DOB: REAL_DOB, age: ageFromDob(REAL_DOB) });
    expect(profile).toMatchObject({ DOB: REAL_DOB, age: ageFromDob(REAL_DOB) });
  });
});

describe("GET /api/catalogue/top-maids", () => {
  it("answers active, available helpers, best language ratings first, at most 12", async () => {
    const best = await createHelper(t.database.db, {
      details: { englishRating: 5, chineseRating: 4 },
    });
    await createHelpers(14, { details: { englishRating: 2 } });
    await createHelper(t.database.db, {
      isEmployed: true,
      details: { englishRating: 5, chineseRating: 5 },
    });
    await createHelper(t.database.db, {
      isActive: false,
      details: { englishRating: 5, chineseRating: 5 },
    });

    const response = await t.app.inject({ url: "/api/catalogue/top-maids" });

    expect(response.statusCode).toBe(200);
    const maids = response.json();
    expect(maids).toHaveLength(12);
    expect(maids[0].id).toBe(best);
    expect(maids.every((maid: { isEmployed: boolean }) => !maid.isEmployed)).toBe(true);
    expect(
      maids.every((maid: unknown) => publicHelperSchema.strict().safeParse(maid).success),
    ).toBe(true);
  });

  it("answers an empty array when there are no helpers", async () => {
    const response = await t.app.inject({ url: "/api/catalogue/top-maids" });
    expect(response.json()).toEqual([]);
  });
});
