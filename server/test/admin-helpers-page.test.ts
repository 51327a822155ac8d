import { adminHelpersPageResponseSchema } from "@maids/contract/admin.ts";
import { MAX_PAGE_SIZE } from "@maids/contract/limits.ts";
import { describe, expect, it } from "vitest";
import { singaporeToday } from "../src/calendar.ts";
import { dateYearsBefore } from "../src/helpers/helper-repository.ts";
import { createHelper, signedInCookie, supplierIdFor } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const PAGE = "/api/admin/maids/page";

type Seed = Parameters<typeof createHelper>[1] & { name: string };

async function adminCookie() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

/** Helpers named after what sets them apart, created oldest first; their ids. */
async function seed(...helpers: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const helper of helpers) ids.push(await createHelper(t.database.db, helper));
  return ids;
}

async function pageFor(query: string, cookie?: string) {
  const response = await t.app.inject({
    url: `${PAGE}?${query}`,
    headers: { cookie: cookie ?? (await adminCookie()) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminHelpersPageResponseSchema.strict().parse(response.json());
}

/** The names a query finds, sorted; every match fits on the page. */
async function namesFor(query: string): Promise<string[]> {
  const body = await pageFor(query);
  expect(body.total).toBe(body.maids.length);
  return body.maids.map((maid) => maid.name).sort();
}

/** A birth date making the helper `age` today, `daysPastBirthday` days after the birthday. */
function bornAged(age: number, daysPastBirthday = 0): string {
  const birthday = new Date(`${dateYearsBefore(singaporeToday(), age)}T00:00:00Z`);
  birthday.setUTCDate(birthday.getUTCDate() - daysPastBirthday);
  return birthday.toISOString().slice(0, 10);
}

describe("GET /api/admin/maids/page: paging", () => {
  it("answers the first page of 20, newest first, active or not, with the total", async () => {
    const ids = await seed(
      ...Array.from({ length: 23 }, (_, index) => ({
        name: `Helper ${index}`,
        isActive: index % 5 !== 0,
      })),
    );
    const first = await pageFor("");
    expect(first).toMatchObject({ total: 23, page: 1, limit: 20 });
    expect(first.maids.map((maid) => maid.id)).toEqual(ids.toReversed().slice(0, 20));
    const second = await pageFor("page=2");
    expect(second).toMatchObject({ total: 23, page: 2, limit: 20 });
    expect(second.maids.map((maid) => maid.id)).toEqual(ids.toReversed().slice(20));
  });

  it("answers an empty page past the end, still with the total", async () => {
    await seed({ name: "Ana" }, { name: "Bea" }, { name: "Cora" });
    const exact = await pageFor("page=3&limit=1");
    expect(exact.maids.map((maid) => maid.name)).toEqual(["Ana"]);
    const past = await pageFor("page=4&limit=1");
    expect(past).toMatchObject({ maids: [], total: 3, page: 4, limit: 1 });
  });

  it(`clamps a limit above ${MAX_PAGE_SIZE} instead of refusing it`, async () => {
    await seed({ name: "Ana" });
    expect(await pageFor("limit=1000")).toMatchObject({ limit: MAX_PAGE_SIZE, total: 1 });
  });

  it("answers the row shape: the table's columns, the supplier and a clear photo", async () => {
    const [id] = await seed({
      name: "Maricel",
      supplier: "Manila Care",
      photoKey: "abc123",
      dateOfBirth: bornAged(34),
      heightCm: 158,
      weightKg: 52,
      maritalStatus: "Married",
      numChildren: 2,
      religion: "Catholic",
      isEmployed: true,
      isActive: false,
    });
    const [row] = (await pageFor("")).maids;
    expect(row).toEqual({
      id,
      name: "Maricel",
      imageUrls: {
        thumbnail: "/api/images/abc123/thumbnail.webp",
        card: "/api/images/abc123/card.webp",
        detail: "/api/images/abc123/detail.webp",
      },
      country: "Philippines",
      age: 34,
      salary: 700,
      height: 158,
      weight: 52,
      maritalStatus: "Married",
      NumChildren: 2,
      Religion: "Catholic",
      isEmployed: true,
      isActive: false,
      supplier: "Manila Care",
      supplierId: await supplierIdFor(t.database.db, "Manila Care"),
      // 34, with the factory's High School: no first-permit warning (helper-eligibility.test.ts).
      eligibilityWarnings: [],
      // No placement case holds her (placements.test.ts checks a held helper's row).
      heldBy: null,
    });
  });
});

describe("GET /api/admin/maids/page: search", () => {
  it("finds a name containing the query in any case, or the id; empty lists all", async () => {
    const [, bea] = await seed({ name: "Ana Santos" }, { name: "Bea Reyes" });
    expect(await namesFor("query=SANTOS")).toEqual(["Ana Santos"]);
    expect(await namesFor(`query=${bea}`)).toEqual(["Bea Reyes"]);
    expect(await namesFor("query=%20")).toEqual(["Ana Santos", "Bea Reyes"]);
    expect(await namesFor("query=100%25_")).toEqual([]);
    expect(await namesFor("query=an&country=Indonesia")).toEqual([]);
  });
});

describe("GET /api/admin/maids/page: filters", () => {
  it("country, skills and types: any of the chosen values", async () => {
    await seed(
      { name: "Indonesian cook", country: "Indonesia", skills: ["Cooking"], types: ["Transfer"] },
      { name: "Burmese carer", country: "Myanmar", skills: ["Elderly Care"], types: ["New/Fresh"] },
      { name: "Filipina", country: "Philippines", skills: ["Dog(s)"], types: ["Ex-Taiwan"] },
    );
    expect(await namesFor("country=Indonesia,Myanmar")).toEqual([
      "Burmese carer",
      "Indonesian cook",
    ]);
    expect(await namesFor("skills=Cooking&skills=Dog(s)")).toEqual(["Filipina", "Indonesian cook"]);
    expect(await namesFor("types=New%2FFresh")).toEqual(["Burmese carer"]);
  });

  it("languages: any chosen, Mandarin meaning Chinese, Malay and Tamil as they are", async () => {
    await seed(
      { name: "Chinese", languages: ["English", "Chinese"] },
      { name: "Tamil", languages: ["Tamil"] },
      { name: "Malay", languages: ["Malay"] },
    );
    expect(await namesFor("languages=Mandarin,Tamil")).toEqual(["Chinese", "Tamil"]);
    expect(await namesFor("languages=Malay")).toEqual(["Malay"]);
  });

  it("availability, marital status and religion", async () => {
    await seed(
      { name: "Employed Muslim", isEmployed: true, religion: "Muslim", maritalStatus: "Single" },
      { name: "Free Catholic", religion: "Catholic", maritalStatus: "Married" },
      { name: "Free Buddhist", religion: "Buddhist", maritalStatus: "Widowed" },
    );
    expect(await namesFor("availability=Employed")).toEqual(["Employed Muslim"]);
    expect(await namesFor("availability=Available")).toEqual(["Free Buddhist", "Free Catholic"]);
    expect(await namesFor("availability=Available,Employed")).toHaveLength(3);
    expect(await namesFor("maritalStatus=Married,Widowed")).toEqual([
      "Free Buddhist",
      "Free Catholic",
    ]);
    expect(await namesFor("religion=Muslim")).toEqual(["Employed Muslim"]);
  });

  it("supplier: the helpers of any chosen supplier id", async () => {
    await seed(
      { name: "Manila", supplier: "Manila Care" },
      { name: "Jakarta", supplier: "Jakarta Prima" },
      { name: "Yangon", supplier: "Yangon Lotus" },
    );
    const manila = await supplierIdFor(t.database.db, "Manila Care");
    const yangon = await supplierIdFor(t.database.db, "Yangon Lotus");
    expect(await namesFor(`supplierId=${manila},${yangon}`)).toEqual(["Manila", "Yangon"]);
    expect(await namesFor("supplierId=999999")).toEqual([]);
  });

  it("salary, height, weight, loan and children: inclusive bounds, each optional", async () => {
    await seed(
      { name: "Small", salary: 500, heightCm: 150, weightKg: 45, loan: 0, numChildren: 0 },
      { name: "Medium", salary: 600, heightCm: 160, weightKg: 55, loan: 1000, numChildren: 1 },
      { name: "Large", salary: 700, heightCm: 170, weightKg: 65, loan: 2000, numChildren: 3 },
    );
    expect(await namesFor("salaryMin=600")).toEqual(["Large", "Medium"]);
    expect(await namesFor("salaryMin=600&salaryMax=600")).toEqual(["Medium"]);
    expect(await namesFor("heightMax=160")).toEqual(["Medium", "Small"]);
    expect(await namesFor("weightMin=55&weightMax=65")).toEqual(["Large", "Medium"]);
    expect(await namesFor("loanMin=1000&loanMax=1000")).toEqual(["Medium"]);
    expect(await namesFor("childrenMin=1")).toEqual(["Large", "Medium"]);
    expect(await namesFor("childrenMax=0")).toEqual(["Small"]);
  });

  it("age: inclusive bounds in full years, counted from the date of birth", async () => {
    await seed(
      { name: "Turns 30 tomorrow", dateOfBirth: bornAged(30, -1) },
      { name: "30 today", dateOfBirth: bornAged(30) },
      { name: "41 today", dateOfBirth: bornAged(41) },
    );
    expect(await namesFor("ageMin=30")).toEqual(["30 today", "41 today"]);
    expect(await namesFor("ageMin=30&ageMax=40")).toEqual(["30 today"]);
    expect(await namesFor("ageMax=29")).toEqual(["Turns 30 tomorrow"]);
  });

  it("no bound keeps helpers outside every track; filters combine with AND", async () => {
    await seed(
      { name: "Match", religion: "Muslim", maritalStatus: "Married", types: ["Transfer"] },
      { name: "Single", religion: "Muslim", maritalStatus: "Single", types: ["Transfer"] },
      { name: "Off the tracks", salary: 4000, weightKg: 35, loan: 20000, numChildren: 12 },
    );
    expect(await namesFor("")).toEqual(["Match", "Off the tracks", "Single"]);
    expect(await namesFor("religion=Muslim&maritalStatus=Married,Widowed&types=Transfer")).toEqual([
      "Match",
    ]);
  });

  it("pages through filtered results with the total of all matches", async () => {
    await seed(
      ...Array.from({ length: 23 }, (_, index) => ({
        name: `Burmese ${index}`,
        country: "Myanmar",
      })),
      { name: "Elsewhere", country: "Indonesia" },
    );
    const first = await pageFor("country=Myanmar");
    const second = await pageFor("country=Myanmar&page=2");
    expect(first.total).toBe(23);
    expect(second.total).toBe(23);
    const ids = [...first.maids, ...second.maids].map((maid) => maid.id);
    expect(new Set(ids).size).toBe(23);
  });
});

describe("GET /api/admin/maids/page: refusals", () => {
  it.each([
    ["page=0", "page"],
    ["limit=abc", "limit"],
    ["country=France", "country"],
    ["languages=Klingon", "languages"],
    ["availability=Sometimes", "availability"],
    ["maritalStatus=Engaged", "maritalStatus"],
    ["religion=Jedi", "religion"],
    ["supplierId=abc", "supplierId"],
    ["salaryMin=-10", "salaryMin"],
    ["heightMin=1.5", "heightMin"],
    ["loanMax=abc", "loanMax"],
    ["weightMin=80&weightMax=50", "weightMin"],
    ["childrenMin=3&childrenMax=1", "childrenMin"],
    ["ageMin=50&ageMax=20", "ageMin"],
    [`query=${"a".repeat(101)}`, "query"],
  ])("answers 400 for %s, naming %s", async (query, field) => {
    const response = await t.app.inject({
      url: `${PAGE}?${query}`,
      headers: { cookie: await adminCookie() },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    const fields = body.errors.map((error: { field: string }) => error.field.split(".")[0]);
    expect(fields).toContain(field);
    expect(body.message).toContain(field);
  });

  it("refuses customers with 403 and strangers with 401", async () => {
    const customer = (await signedInCookie(t.database.db, t.config)).cookie;
    expect((await t.app.inject({ url: PAGE, headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: PAGE })).statusCode).toBe(401);
  });
});
