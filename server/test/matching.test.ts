import {
  REQUIREMENT_MESSAGES,
  requirementsAnswerSchema,
} from "@maids/contract/family-requirements.ts";
import { matchesPageSchema, staffMatchesSchema } from "@maids/contract/matches.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, singaporeToday } from "../src/calendar.ts";
import { maids } from "../src/db/schema.ts";
import { createHelper, signedInCookie, signedInStaff } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const KIDS_IN_BUDGET = {
  children: [2, 6],
  budgetMin: 550,
  budgetMax: 700,
  restDaysOffered: 4,
};

async function saveRequirements(cookie: string, requirements: object) {
  return send(t.app, "PUT", "/api/user/requirements", { cookie, body: requirements });
}

async function familyMatches(cookie: string, query = "") {
  const response = await t.app.inject({ url: `/api/user/matches${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return matchesPageSchema.parse(response.json());
}

/** Three public helpers: a childminder in budget, one above it, one without childcare. */
async function threeHelpers() {
  const db = t.database.db;
  const fits = await createHelper(db, { name: "Fits", salary: 650 });
  const dear = await createHelper(db, { name: "Dear", salary: 760 });
  const noKids = await createHelper(db, {
    name: "No kids",
    salary: 600,
    skills: ["Cooking"],
    employment: [],
  });
  return { fits, dear, noKids };
}

describe("a family's requirements", () => {
  it("start empty, save whole and read back, each family its own", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const empty = await t.app.inject({ url: "/api/user/requirements", headers: { cookie } });
    expect(empty.statusCode).toBe(200);
    expect(requirementsAnswerSchema.parse(empty.json()).updatedAt).toBeNull();

    const startDate = addDays(singaporeToday(), 30);
    const saved = await saveRequirements(cookie, {
      ...KIDS_IN_BUDGET,
      startDate,
      mustHaves: ["salary"],
    });
    expect(saved.statusCode).toBe(200);
    const answer = requirementsAnswerSchema.parse(saved.json());
    expect(answer.requirements).toMatchObject({
      children: [2, 6],
      startDate,
      mustHaves: ["salary"],
    });
    expect(answer.updatedAt).not.toBeNull();

    const again = await t.app.inject({ url: "/api/user/requirements", headers: { cookie } });
    expect(requirementsAnswerSchema.parse(again.json()).requirements).toEqual(answer.requirements);

    const other = await signedInCookie(t.database.db, t.config);
    const theirs = await t.app.inject({
      url: "/api/user/requirements",
      headers: { cookie: other.cookie },
    });
    expect(requirementsAnswerSchema.parse(theirs.json()).requirements.children).toEqual([]);
  });

  it("refuses impossible values field by field, keeping what was saved", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config);
    await saveRequirements(cookie, { adults: 2 });
    const refused = await saveRequirements(cookie, {
      children: [-1],
      budgetMin: -100,
      startDate: addDays(singaporeToday(), -1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: "children.0", message: REQUIREMENT_MESSAGES.childAge },
        { field: "budgetMin", message: REQUIREMENT_MESSAGES.budget },
      ]),
    );
    const wrongTypes = await saveRequirements(cookie, { adults: "two", pets: "dogs" });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(["adults", "pets"]),
    );
    const past = await saveRequirements(cookie, { startDate: addDays(singaporeToday(), -1) });
    expect(past.json().errors).toEqual([
      { field: "startDate", message: REQUIREMENT_MESSAGES.startDate },
    ]);
    const kept = await t.app.inject({ url: "/api/user/requirements", headers: { cookie } });
    expect(requirementsAnswerSchema.parse(kept.json()).requirements.adults).toBe(2);
  });

  it("are a family's alone: anonymous 401, helper and staff accounts 403", async () => {
    expect((await t.app.inject({ url: "/api/user/requirements" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/user/matches" })).statusCode).toBe(401);
    for (const role of ["helper", "admin"] as const) {
      const { cookie } = await signedInCookie(t.database.db, t.config, role);
      const read = await t.app.inject({ url: "/api/user/requirements", headers: { cookie } });
      expect(read.statusCode).toBe(403);
      // A helper account is refused every family call by its guard; staff by the service.
      expect(read.json().message).toBe(
        role === "admin" ? API_MESSAGES.requirementsForFamilies : API_MESSAGES.forbidden,
      );
      expect((await saveRequirements(cookie, { adults: 2 })).statusCode).toBe(403);
    }
  });
});

describe("helpers ranked for a family", () => {
  it("best fit first with reasons from her record, leaving out a failed must-have", async () => {
    const { fits, dear, noKids } = await threeHelpers();
    const { cookie } = await signedInCookie(t.database.db, t.config);
    expect(await familyMatches(cookie)).toMatchObject({ matches: [], total: 0 });

    await saveRequirements(cookie, KIDS_IN_BUDGET);
    const ranked = await familyMatches(cookie);
    expect(ranked.matches.map((match) => match.maid.id)).toEqual([fits, dear, noKids]);
    const [first] = ranked.matches;
    expect(first?.maid.photoIsBlurred).toBe(false);
    expect(first?.criteria).toEqual([
      {
        criterion: "childcare",
        level: "met",
        reason: "Childcare experience: 6 years in Singapore",
        mustHave: false,
      },
      {
        criterion: "salary",
        level: "met",
        reason: "Salary $650, within your $550 to $700",
        mustHave: false,
      },
      {
        criterion: "restDays",
        level: "met",
        reason: "Asks for 4 rest days a month, you offer 4",
        mustHave: false,
      },
    ]);
    expect(first).toMatchObject({ points: 6, maxPoints: 6 });

    await saveRequirements(cookie, { ...KIDS_IN_BUDGET, mustHaves: ["childcare"] });
    const strict = await familyMatches(cookie);
    expect(strict.matches.map((match) => match.maid.id)).toEqual([fits, dear]);
    expect(strict.total).toBe(2);
  });

  it("pages and keeps within the catalogue's filters", async () => {
    const { fits, dear } = await threeHelpers();
    const { cookie } = await signedInCookie(t.database.db, t.config);
    await saveRequirements(cookie, KIDS_IN_BUDGET);
    const second = await familyMatches(cookie, "?page=2&limit=1");
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.matches.map((match) => match.maid.id)).toEqual([dear]);
    const filtered = await familyMatches(cookie, "?skills=Childcare&salaryMax=700");
    expect(filtered.matches.map((match) => match.maid.id)).toEqual([fits]);
    const bad = await t.app.inject({ url: "/api/user/matches?limit=zero", headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it("sees a helper's change at once and never ranks one off the public site", async () => {
    const { fits, dear, noKids } = await threeHelpers();
    const { cookie } = await signedInCookie(t.database.db, t.config);
    await saveRequirements(cookie, KIDS_IN_BUDGET);
    expect((await familyMatches(cookie)).matches[0]?.maid.id).toBe(fits);

    await t.database.db.update(maids).set({ salary: 900 }).where(eq(maids.id, fits));
    await t.database.db.update(maids).set({ isActive: false }).where(eq(maids.id, noKids));
    const after = await familyMatches(cookie);
    expect(after.matches.map((match) => match.maid.id)).toEqual([dear, fits]);
  });
});

describe("who sees what of the ranking", () => {
  it("an anonymous visitor's ranking reads only her card: no work history, blurred photos", async () => {
    const { fits } = await threeHelpers();
    const response = await send(t.app, "POST", "/api/catalogue/matches", {
      body: { requirements: KIDS_IN_BUDGET, limit: 1 },
    });
    expect(response.statusCode).toBe(200);
    const ranked = matchesPageSchema.parse(response.json());
    expect(ranked.total).toBe(3);
    expect(ranked.matches[0]?.maid).toMatchObject({ id: fits, photoIsBlurred: true });
    const childcare = ranked.matches[0]?.criteria.find((row) => row.criterion === "childcare");
    expect(childcare?.reason).toBe("Lists childcare among her skills");
    expect(JSON.stringify(ranked)).not.toMatch(
      /years in Singapore|employmentDetails|Tampines|Contract finished/,
    );

    const refused = await send(t.app, "POST", "/api/catalogue/matches", {
      body: { requirements: { children: [-1] } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: "requirements.children.0", message: REQUIREMENT_MESSAGES.childAge },
    ]);
  });

  it("staff see a customer's requirements beside the same ranking, if their role reads customers", async () => {
    const { fits } = await threeHelpers();
    const family = await signedInCookie(t.database.db, t.config);
    await saveRequirements(family.cookie, KIDS_IN_BUDGET);
    const url = `/api/admin/customers/${family.user.id}/matches`;

    const staff = await signedInStaff(t.database.db, t.config, "ea_personnel");
    const response = await t.app.inject({ url, headers: { cookie: staff.cookie } });
    expect(response.statusCode).toBe(200);
    const answer = staffMatchesSchema.parse(response.json());
    expect(answer.customer).toEqual({ id: family.user.id, name: family.user.name });
    expect(answer.requirements.children).toEqual([2, 6]);
    expect(answer.matches[0]?.maid.id).toBe(fits);
    expect(answer.matches[0]?.criteria[0]?.reason).toBe(
      "Childcare experience: 6 years in Singapore",
    );

    const readOnly = await signedInStaff(t.database.db, t.config, "read_only");
    expect((await t.app.inject({ url, headers: { cookie: readOnly.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url, headers: { cookie: family.cookie } })).statusCode).toBe(403);
    const unknown = await t.app.inject({
      url: "/api/admin/customers/999999/matches",
      headers: { cookie: staff.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
