import { describe, expect, it, vi } from "vitest";
import { singaporeToday } from "../src/calendar.ts";
import { dateYearsBefore } from "../src/helpers/helper-repository.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

type Seed = Parameters<typeof createHelper>[1] & { name: string };

/** Helpers named after what sets them apart, created oldest first. */
async function seed(...helpers: Seed[]) {
  for (const helper of helpers) await createHelper(t.database.db, helper);
}

async function namesFor(query: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/catalogue/maids?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.total).toBe(body.maids.length);
  return body.maids.map((maid: { name: string }) => maid.name).sort();
}

/** A birth date making the helper `age` today, `daysPastBirthday` days after the birthday. */
function bornAged(age: number, daysPastBirthday = 0): string {
  const birthday = new Date(`${dateYearsBefore(singaporeToday(), age)}T00:00:00Z`);
  birthday.setUTCDate(birthday.getUTCDate() - daysPastBirthday);
  return birthday.toISOString().slice(0, 10);
}

describe("catalogue filters, each alone", () => {
  it("country: any of the chosen countries", async () => {
    await seed(
      { name: "Philippines", country: "Philippines" },
      { name: "Indonesia", country: "Indonesia" },
      { name: "Myanmar", country: "Myanmar" },
    );
    expect(await namesFor("country=Indonesia")).toEqual(["Indonesia"]);
    expect(await namesFor("country=Indonesia,Myanmar")).toEqual(["Indonesia", "Myanmar"]);
    expect(await namesFor("country=Indonesia&country=Philippines")).toEqual([
      "Indonesia",
      "Philippines",
    ]);
  });

  it("skills: helpers with any chosen skill", async () => {
    await seed(
      { name: "Cook", skills: ["Cooking"] },
      { name: "Carer", skills: ["Elderly Care", "Caregiving"] },
      { name: "Pets", skills: ["Dog(s)", "Cat(s)"] },
    );
    expect(await namesFor("skills=Cooking")).toEqual(["Cook"]);
    expect(await namesFor("skills=Caregiving,Dog(s)")).toEqual(["Carer", "Pets"]);
  });

  it("languages: Mandarin finds helpers who speak Chinese", async () => {
    await seed(
      { name: "English", languages: ["English", "Tagalog"] },
      { name: "Chinese", languages: ["Chinese"] },
      { name: "Dialect", languages: ["Indonesian", "Dialect"] },
    );
    expect(await namesFor("languages=Mandarin")).toEqual(["Chinese"]);
    expect(await namesFor("languages=English,Dialect")).toEqual(["Dialect", "English"]);
  });

  it("types: helpers with any chosen experience type", async () => {
    await seed(
      { name: "Fresh", types: ["New/Fresh"] },
      { name: "Transfer", types: ["Transfer", "Ex-Singapore"] },
      { name: "Gulf", types: ["Ex-Middle East"] },
    );
    expect(await namesFor("types=Ex-Middle%20East")).toEqual(["Gulf"]);
    expect(await namesFor("types=Ex-Singapore,New%2FFresh")).toEqual(["Fresh", "Transfer"]);
  });

  it("salary: inclusive bounds, each bound optional", async () => {
    await seed(
      { name: "$450", salary: 450 },
      { name: "$500", salary: 500 },
      { name: "$750", salary: 750 },
      { name: "$1000", salary: 1000 },
      { name: "$1200", salary: 1200 },
    );
    expect(await namesFor("salaryMin=500&salaryMax=750")).toEqual(["$500", "$750"]);
    expect(await namesFor("salaryMin=1000")).toEqual(["$1000", "$1200"]);
    expect(await namesFor("salaryMax=500")).toEqual(["$450", "$500"]);
  });

  it("a range left at its defaults filters nothing: $1200 and 61-year-olds still show", async () => {
    await seed({ name: "Senior", dateOfBirth: bornAged(61), salary: 1200 });
    expect(await namesFor("")).toEqual(["Senior"]);
    expect(await namesFor("salaryMin=400")).toEqual(["Senior"]);
    expect(await namesFor("ageMin=18")).toEqual(["Senior"]);
    expect(await namesFor("salaryMax=1000")).toEqual([]);
    expect(await namesFor("ageMax=60")).toEqual([]);
  });

  it("age: inclusive bounds in full years, birthdays counted to the day", async () => {
    await seed(
      { name: "Turns 30 tomorrow", dateOfBirth: bornAged(30, -1) },
      { name: "30 today", dateOfBirth: bornAged(30) },
      { name: "40, a day short of 41", dateOfBirth: bornAged(41, -1) },
      { name: "41 today", dateOfBirth: bornAged(41) },
    );
    expect(await namesFor("ageMin=30")).toEqual(["30 today", "40, a day short of 41", "41 today"]);
    expect(await namesFor("ageMax=40")).toEqual([
      "30 today",
      "40, a day short of 41",
      "Turns 30 tomorrow",
    ]);
    expect(await namesFor("ageMin=30&ageMax=40")).toEqual(["30 today", "40, a day short of 41"]);
    expect(await namesFor("ageMin=41&ageMax=41")).toEqual(["41 today"]);
  });

  it("counts ages on Singapore's day: at 1.30 a.m. there, a helper born that day is a year older", async () => {
    // 17:30 UTC on 15 March is 01:30 on 16 March in Singapore.
    vi.useFakeTimers({ now: new Date("2026-03-15T17:30:00Z"), toFake: ["Date"] });
    try {
      await seed({ name: "Born 16 March 1990", dateOfBirth: "1990-03-16" });
      const response = await t.app.inject({ url: "/api/catalogue/maids?ageMin=36" });
      expect(response.json().maids).toMatchObject([{ name: "Born 16 March 1990", age: 36 }]);
      const admin = await signedInCookie(t.database.db, t.config, "admin");
      const rows = await t.app.inject({
        url: "/api/admin/maids/page?ageMin=36",
        headers: { cookie: admin.cookie },
      });
      expect(rows.json().maids).toMatchObject([{ name: "Born 16 March 1990", age: 36 }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("can start by (availableBy)", () => {
  it("keeps helpers who can start on or before the day: none set (now), or a day up to it", async () => {
    await seed(
      { name: "Now", availableFrom: null },
      { name: "Long ago", availableFrom: "2020-01-01" },
      { name: "1 March", availableFrom: "2027-03-01" },
      { name: "2 March", availableFrom: "2027-03-02" },
      { name: "Summer", availableFrom: "2027-07-15" },
    );
    expect(await namesFor("availableBy=2027-03-01")).toEqual(["1 March", "Long ago", "Now"]);
    expect(await namesFor("availableBy=2027-03-02")).toEqual([
      "1 March",
      "2 March",
      "Long ago",
      "Now",
    ]);
    expect(await namesFor("availableBy=2019-12-31")).toEqual(["Now"]);
    expect(await namesFor("availableBy=2027-03-01&country=Philippines")).toEqual([
      "1 March",
      "Long ago",
      "Now",
    ]);
    expect(await namesFor("availableBy=2027-03-01&country=Indonesia")).toEqual([]);
  });

  it("answers each day its own page and total, not a day asked for before", async () => {
    await seed({ name: "Now" }, { name: "Later", availableFrom: "2027-05-10" });
    expect(await namesFor("availableBy=2027-05-09")).toEqual(["Now"]);
    expect(await namesFor("availableBy=2027-05-10")).toEqual(["Later", "Now"]);
    expect(await namesFor("availableBy=2027-05-09")).toEqual(["Now"]);
  });

  it("gives everyone her available-from day on cards and the profile, null when she can start now", async () => {
    const later = await createHelper(t.database.db, { name: "Later", availableFrom: "2027-05-10" });
    const now = await createHelper(t.database.db, { name: "Now" });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    for (const headers of [{}, { cookie }]) {
      const list = (await t.app.inject({ url: "/api/catalogue/maids", headers })).json();
      const byName = Object.fromEntries(
        list.maids.map((maid: { name: string; availableFrom: string | null }) => [
          maid.name,
          maid.availableFrom,
        ]),
      );
      expect(byName).toEqual({ Later: "2027-05-10", Now: null });
      for (const [id, day] of [
        [later, "2027-05-10"],
        [now, null],
      ] as const) {
        const profile = await t.app.inject({ url: `/api/catalogue/maids/${id}`, headers });
        expect(profile.json().availableFrom).toBe(day);
      }
    }
  });
});

describe("catalogue filters combined", () => {
  it("AND across groups, any-of within a group, with a total over all pages", async () => {
    await seed(
      { name: "Match A", country: "Indonesia", skills: ["Cooking"], salary: 600 },
      { name: "Match B", country: "Myanmar", skills: ["Childcare", "Cooking"], salary: 650 },
      { name: "Wrong country", country: "Philippines", skills: ["Cooking"], salary: 600 },
      { name: "Wrong skill", country: "Indonesia", skills: ["Dog(s)"], salary: 600 },
      { name: "Too dear", country: "Myanmar", skills: ["Cooking"], salary: 900 },
      {
        name: "Inactive",
        country: "Indonesia",
        skills: ["Cooking"],
        salary: 600,
        isActive: false,
      },
    );
    expect(
      await namesFor("country=Indonesia,Myanmar&skills=Cooking&salaryMax=700&languages=English"),
    ).toEqual(["Match A", "Match B"]);
  });

  it("pages through filtered results with the total of all matches", async () => {
    for (let i = 0; i < 23; i++) await createHelper(t.database.db, { country: "Myanmar" });
    await seed({ name: "Elsewhere", country: "Indonesia" });
    const first = (await t.app.inject({ url: "/api/catalogue/maids?country=Myanmar" })).json();
    const second = (
      await t.app.inject({ url: "/api/catalogue/maids?country=Myanmar&page=2" })
    ).json();
    expect(first).toMatchObject({ total: 23, page: 1, limit: 20 });
    expect(first.maids).toHaveLength(20);
    expect(second.maids).toHaveLength(3);
    const ids = [...first.maids, ...second.maids].map((maid: { id: number }) => maid.id);
    expect(new Set(ids).size).toBe(23);
  });
});

describe("bad filter values", () => {
  it.each([
    ["country=France", "country"],
    ["country=Indonesia,Atlantis", "country"],
    ["skills=Juggling", "skills"],
    ["languages=Klingon", "languages"],
    ["types=Ex-Mars", "types"],
    ["salaryMin=abc", "salaryMin"],
    ["salaryMax=1.5", "salaryMax"],
    ["salaryMin=-10", "salaryMin"],
    ["ageMin=abc", "ageMin"],
    ["ageMax=500", "ageMax"],
    ["salaryMin=900&salaryMax=500", "salaryMin"],
    ["ageMin=50&ageMax=20", "ageMin"],
    ["availableBy=tomorrow", "availableBy"],
    ["availableBy=2027-02-30", "availableBy"],
    ["availableBy=01/03/2027", "availableBy"],
  ])("answers 400 for %s, naming %s", async (query, field) => {
    const response = await t.app.inject({ url: `/api/catalogue/maids?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    // A list item is named with its position, e.g. country.1.
    const fields = body.errors.map((error: { field: string }) => error.field.split(".")[0]);
    expect(fields).toContain(field);
    expect(body.message).toContain(field);
  });

  it("ignores empty list items and repeats", async () => {
    await seed({ name: "Indonesia", country: "Indonesia" });
    expect(await namesFor("country=&skills=")).toEqual(["Indonesia"]);
    expect(await namesFor("country=Indonesia,,Indonesia")).toEqual(["Indonesia"]);
  });
});

describe("dateYearsBefore", () => {
  it("clamps 29 February to 28 February in a common year", () => {
    expect(dateYearsBefore("2028-02-29", 1)).toBe("2027-02-28");
    expect(dateYearsBefore("2026-11-21", 30)).toBe("1996-11-21");
  });
});
