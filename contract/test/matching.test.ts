import { describe, expect, it } from "vitest";
import { emptyBiodata } from "../src/biodata.ts";
import {
  describeRequirements,
  EMPTY_REQUIREMENTS,
  type FamilyRequirements,
  familyRequirementsInputSchema,
  familyRequirementsSchema,
  REQUIREMENT_MESSAGES,
} from "../src/family-requirements.ts";
import { fitOf, type HelperFacts, rankHelpers, topReasons } from "../src/matching.ts";

const TODAY = "2026-11-28";

function helper(overrides: Partial<HelperFacts> = {}): HelperFacts {
  return {
    id: 1,
    salary: 650,
    dateOfBirth: "1992-05-01",
    restDays: 4,
    skills: [],
    languages: [],
    types: ["New/Fresh"],
    ratings: { english: null, chinese: null, dialect: null },
    availableFrom: null,
    description: "",
    ...overrides,
  };
}

const withFull = (facts: HelperFacts, full: Partial<NonNullable<HelperFacts["full"]>> = {}) => ({
  ...facts,
  full: { jobs: [], skillAreas: emptyBiodata().skills, ...full },
});

const wanting = (overrides: Partial<FamilyRequirements>): FamilyRequirements => ({
  ...EMPTY_REQUIREMENTS,
  ...overrides,
});

/** The one criterion the requirements call for: its level and reason. */
function judge(facts: HelperFacts, wanted: Partial<FamilyRequirements>) {
  const [result, ...others] = fitOf(facts, wanting(wanted), TODAY).criteria;
  expect(others).toEqual([]);
  return { level: result?.level, reason: result?.reason };
}

describe("each criterion", () => {
  it("asks nothing of requirements left empty", () => {
    expect(fitOf(helper(), EMPTY_REQUIREMENTS, TODAY)).toEqual({
      points: 0,
      maxPoints: 0,
      criteria: [],
    });
  });

  it("salary: within the budget, up to 10% above it, or more", () => {
    const budget = { budgetMin: 550, budgetMax: 700 };
    expect(judge(helper({ salary: 650 }), budget)).toEqual({
      level: "met",
      reason: "Salary $650, within your $550 to $700",
    });
    expect(judge(helper({ salary: 700 }), budget).level).toBe("met");
    expect(judge(helper({ salary: 770 }), budget)).toEqual({
      level: "partly",
      reason: "Salary $770, $70 above your $550 to $700",
    });
    expect(judge(helper({ salary: 771 }), budget).level).toBe("notMet");
    expect(judge(helper({ salary: 1200 }), { budgetMax: 1000 }).reason).toBe(
      "Salary $1,200, $200 above your $1,000",
    );
    expect(fitOf(helper(), wanting({ budgetMin: 550 }), TODAY).criteria).toEqual([]);
  });

  it("start date: available by the day, up to 14 days later, or later still", () => {
    const need = { startDate: "2027-01-01" };
    expect(judge(helper({ availableFrom: null }), need)).toEqual({
      level: "met",
      reason: "Available now",
    });
    expect(judge(helper({ availableFrom: TODAY }), need).reason).toBe("Available now");
    expect(judge(helper({ availableFrom: "2026-12-15" }), need)).toEqual({
      level: "met",
      reason: "Available from 15 Dec, you need 1 Jan",
    });
    expect(judge(helper({ availableFrom: "2027-01-15" }), need).level).toBe("partly");
    expect(judge(helper({ availableFrom: "2027-01-16" }), need).level).toBe("notMet");
  });

  it("languages: good at 3 stars, basic below or when only listed, none otherwise", () => {
    const need = { languages: ["English", "Mandarin"] as FamilyRequirements["languages"] };
    const good = helper({ ratings: { english: 4, chinese: 3, dialect: null } });
    expect(judge(good, need)).toEqual({ level: "met", reason: "English: good, Mandarin: good" });
    const basic = helper({ ratings: { english: 4, chinese: 2, dialect: null } });
    expect(judge(basic, need)).toEqual({
      level: "partly",
      reason: "English: good, Mandarin: basic",
    });
    const listed = helper({
      ratings: { english: 3, chinese: null, dialect: null },
      languages: ["Chinese"],
    });
    expect(judge(listed, need).level).toBe("partly");
    const none = helper({ ratings: { english: 5, chinese: 0, dialect: null } });
    expect(judge(none, need)).toEqual({ level: "notMet", reason: "English: good, Mandarin: none" });
    expect(judge(helper({ languages: ["Malay"] }), { languages: ["Malay"] }).level).toBe("partly");
  });

  it("childcare: past jobs or biodata years or the skill meet it; only willing partly", () => {
    const kids = { children: [2, 5] };
    const inHongKong = withFull(helper(), {
      jobs: [
        {
          country: "Hong Kong",
          startDate: "2018-01-01",
          endDate: "2022-01-01",
          mainJobScope: "Looked after two children and cooking",
        },
      ],
    });
    expect(judge(inHongKong, kids)).toEqual({
      level: "met",
      reason: "Childcare experience: 4 years in Hong Kong",
    });
    const skills = emptyBiodata().skills;
    const years = withFull(helper(), {
      skillAreas: {
        ...skills,
        infantChildCare: { ...skills.infantChildCare, experienced: true, experienceYears: 3 },
      },
    });
    expect(judge(years, kids)).toEqual({ level: "met", reason: "Childcare experience: 3 years" });
    expect(judge(helper({ skills: ["Babysitting"] }), kids)).toEqual({
      level: "met",
      reason: "Lists childcare among her skills",
    });
    const willing = withFull(helper(), {
      skillAreas: { ...skills, infantChildCare: { ...skills.infantChildCare, willing: true } },
    });
    expect(judge(willing, kids).level).toBe("partly");
    expect(judge(helper(), kids)).toEqual({
      level: "notMet",
      reason: "No childcare experience in her record",
    });
    expect(judge(helper(), { duties: ["Childcare"] }).level).toBe("notMet");
  });

  it("infant care: called for by a baby under one or by the family; babies in past jobs meet it", () => {
    const baby = withFull(helper({ skills: ["Childcare"] }), {
      jobs: [
        {
          country: "Singapore",
          startDate: "2020-03-01",
          endDate: "2022-03-01",
          mainJobScope: "Newborn care",
        },
      ],
    });
    const result = fitOf(baby, wanting({ children: [0] }), TODAY).criteria;
    expect(result.map((row) => [row.criterion, row.level])).toEqual([
      ["childcare", "met"],
      ["infantCare", "met"],
    ]);
    expect(result[1]?.reason).toBe("Cared for babies: 2 years in Singapore");
    expect(
      fitOf(helper({ skills: ["Childcare"] }), wanting({ infantCare: true }), TODAY).criteria[0]
        ?.level,
    ).toBe("partly");
    expect(fitOf(helper(), wanting({ infantCare: true }), TODAY).criteria[0]?.level).toBe("notMet");
  });

  it("elderly care: the skill meets it, but bedridden or dementia need caregiving too", () => {
    expect(
      judge(helper({ skills: ["Elderly Care"] }), { elderly: [{ needs: ["mobility"] }] }).level,
    ).toBe("met");
    const bedridden = { elderly: [{ needs: ["bedridden" as const] }] };
    expect(judge(helper({ skills: ["Elderly Care"] }), bedridden).level).toBe("partly");
    expect(judge(helper({ skills: ["Elderly Care", "Caregiving"] }), bedridden).level).toBe("met");
    expect(judge(helper(), bedridden).level).toBe("notMet");
  });

  it("cooking: the skill meets it; cuisines not named in her record make it partly", () => {
    expect(judge(helper(), { duties: ["Cooking"] }).level).toBe("notMet");
    expect(judge(helper({ skills: ["Cooking"] }), { duties: ["Cooking"] }).level).toBe("met");
    const cook = helper({ skills: ["Cooking"], description: "Cooks Chinese and Western dishes." });
    expect(judge(cook, { cuisines: ["Chinese", "Indian"] })).toEqual({
      level: "met",
      reason: "Cooks Chinese food",
    });
    expect(judge(cook, { cuisines: ["Indian"] }).level).toBe("partly");
  });

  it("pets, housework, rest days", () => {
    expect(judge(helper({ skills: ["Dog(s)"] }), { pets: ["dogs", "cats"] })).toEqual({
      level: "partly",
      reason: "Cares for dogs, not cats",
    });
    expect(judge(helper({ skills: ["Dog(s)", "Cat(s)"] }), { pets: ["dogs", "cats"] }).level).toBe(
      "met",
    );
    expect(judge(helper(), { pets: ["cats"] }).level).toBe("notMet");
    expect(fitOf(helper(), wanting({ pets: ["other"] }), TODAY).criteria).toEqual([]);
    expect(judge(helper({ skills: ["Housekeeping"] }), { duties: ["Housekeeping"] }).level).toBe(
      "met",
    );
    expect(judge(helper({ restDays: 4 }), { restDaysOffered: 4 })).toEqual({
      level: "met",
      reason: "Asks for 4 rest days a month, you offer 4",
    });
    expect(judge(helper({ restDays: 5 }), { restDaysOffered: 4 }).level).toBe("partly");
    expect(judge(helper({ restDays: 6 }), { restDaysOffered: 4 }).level).toBe("notMet");
  });

  it("experience: her past jobs where she worked, else her experience type", () => {
    const singapore = withFull(helper(), {
      jobs: [
        {
          country: "Singapore",
          startDate: "2019-01-01",
          endDate: "2023-01-01",
          mainJobScope: "Housework",
        },
      ],
    });
    expect(judge(singapore, { experience: "singapore" })).toEqual({
      level: "met",
      reason: "Worked 4 years in Singapore",
    });
    expect(judge(singapore, { experience: "abroad" }).level).toBe("partly");
    expect(judge(helper({ types: ["Ex-Hongkong"] }), { experience: "abroad" })).toEqual({
      level: "met",
      reason: "Has worked abroad",
    });
    expect(judge(helper(), { experience: "singapore" }).level).toBe("notMet");
  });

  it("transfer or new, and age at the range's bounds", () => {
    expect(judge(helper({ types: ["Transfer"] }), { hiring: "transfer" }).level).toBe("met");
    expect(judge(helper({ types: ["Ex-Singapore"] }), { hiring: "transfer" }).level).toBe("partly");
    expect(judge(helper({ types: ["New/Fresh"] }), { hiring: "transfer" }).level).toBe("notMet");
    expect(judge(helper({ types: ["New/Fresh"] }), { hiring: "new" }).level).toBe("met");
    // Born 1 May 1992: 34 on 28 Nov 2026.
    expect(judge(helper(), { ageMin: 28, ageMax: 34 })).toEqual({
      level: "met",
      reason: "Age 34, you prefer 28 to 34",
    });
    expect(judge(helper(), { ageMax: 32 }).level).toBe("partly");
    expect(judge(helper(), { ageMax: 31 }).level).toBe("notMet");
    expect(judge(helper(), { ageMin: 36 }).reason).toBe("Age 34, you prefer 36 or more");
  });
});

describe("the ranking", () => {
  const wanted = wanting({ budgetMax: 700, restDaysOffered: 4, mustHaves: [] });

  it("orders by points, ties by id, and leaves out whoever fails a must-have", () => {
    const helpers = [
      helper({ id: 5, salary: 900 }),
      helper({ id: 3, salary: 650 }),
      helper({ id: 2, salary: 740 }),
      helper({ id: 1, salary: 600 }),
    ];
    expect(rankHelpers(helpers, wanted, TODAY).map(({ facts }) => facts.id)).toEqual([1, 3, 2, 5]);
    const strict = { ...wanted, mustHaves: ["salary" as const] };
    const ranked = rankHelpers(helpers, strict, TODAY);
    expect(ranked.map(({ facts }) => facts.id)).toEqual([1, 3, 2]);
    expect(ranked[2]?.points).toBe(3);
    expect(fitOf(helpers[2] as HelperFacts, strict, TODAY).criteria[0]).toMatchObject({
      level: "partly",
      mustHave: true,
    });
  });

  it("shows what she meets first among her top reasons", () => {
    const fit = fitOf(helper({ salary: 750, restDays: 4 }), wanted, TODAY);
    expect(topReasons(fit.criteria, 2).map((row) => row.criterion)).toEqual(["restDays", "salary"]);
    expect(fit).toMatchObject({ points: 3, maxPoints: 4 });
  });
});

describe("the requirements form's rules", () => {
  const problems = (input: unknown) => {
    const result = familyRequirementsInputSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("refuses impossible values with the form's messages", () => {
    expect(problems({ children: [-1] })).toEqual([["children.0", REQUIREMENT_MESSAGES.childAge]]);
    expect(problems({ budgetMin: -5 })).toEqual([["budgetMin", REQUIREMENT_MESSAGES.budget]]);
    expect(problems({ budgetMin: 800, budgetMax: 600 })).toEqual([
      ["budgetMin", REQUIREMENT_MESSAGES.budgetOrder],
    ]);
    expect(problems({ ageMin: 40, ageMax: 30 })).toEqual([
      ["ageMin", REQUIREMENT_MESSAGES.ageOrder],
    ]);
    expect(problems({ startDate: "2020-01-01" })).toEqual([
      ["startDate", REQUIREMENT_MESSAGES.startDate],
    ]);
    expect(problems({ adults: "two" })).toEqual([["adults", REQUIREMENT_MESSAGES.adults]]);
    expect(problems({ duties: ["Cooking", "Cooking"] })).toEqual([
      ["duties", REQUIREMENT_MESSAGES.option],
    ]);
    expect(problems({ languages: ["Klingon"] })).toEqual([
      ["languages.0", REQUIREMENT_MESSAGES.option],
    ]);
  });

  it("keeps a start date that has passed since it was saved", () => {
    expect(familyRequirementsSchema.parse({ startDate: "2020-01-01" }).startDate).toBe(
      "2020-01-01",
    );
  });
});

describe("the requirements in words", () => {
  it("says each requirement given, in short lines, and nothing for those left out", () => {
    expect(describeRequirements(EMPTY_REQUIREMENTS)).toEqual([]);
    expect(
      describeRequirements(
        wanting({
          adults: 2,
          children: [0, 4],
          elderly: [{ needs: ["mobility", "dementia"] }],
          duties: ["Cooking"],
          budgetMax: 700,
          startDate: "2027-01-04",
          hiring: "transfer",
          mustHaves: ["salary"],
        }),
      ),
    ).toEqual([
      "2 adults",
      "Children aged 0, 4",
      "Elderly person 1: Help moving about, Dementia",
      "Duties: Cooking",
      "Salary up to $700",
      "Start on 4 Jan 2027",
      "A transfer (already in Singapore)",
      "Must-haves: Salary",
    ]);
  });
});
