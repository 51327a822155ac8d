import {
  EDUCATION_LEVELS,
  EXPERIENCE_TYPES,
  HELPER_COUNTRIES,
  HELPER_LANGUAGES,
  MARITAL_STATUSES,
  RELIGIONS,
  SKILLS,
} from "@maids/contract/enums.ts";
import { ADD_HELPER_RANGES, TEXT_LIMITS } from "@maids/contract/limits.ts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  availableFromToday,
  buildDemoHelpers,
  DEMO_REFERENCE_DATE,
} from "../src/demo/demo-helpers.ts";
import { monthsFromToday } from "../src/demo/load-demo-data.ts";
import { portraitSvg, portraitTraits } from "../src/demo/portrait-svg.ts";
import { createRandom } from "../src/demo/random.ts";

const helpers = buildDemoHelpers();

function ageOn(dateOfBirth: string, reference: string): number {
  const [birthYear = 0, birthMonth = 0, birthDay = 0] = dateOfBirth.split("-").map(Number);
  const [year = 0, month = 0, day = 0] = reference.split("-").map(Number);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

function within(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

describe("random", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it("keeps int within bounds and sample distinct", () => {
    const random = createRandom(7);
    for (let i = 0; i < 200; i++) {
      const value = random.int(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
    }
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });
});

describe("demo helpers", () => {
  it("builds at least 60 helpers, identically on every call", () => {
    expect(helpers.length).toBeGreaterThanOrEqual(60);
    expect(buildDemoHelpers()).toEqual(helpers);
  });

  it("gives every helper a unique name and a unique description", () => {
    expect(new Set(helpers.map((helper) => helper.name)).size).toBe(helpers.length);
    const descriptions = helpers.map((helper) => helper.details.description);
    expect(new Set(descriptions).size).toBe(helpers.length);
  });

  it("covers every enumerated value", () => {
    const seen = (values: (helper: (typeof helpers)[number]) => string[]) =>
      new Set(helpers.flatMap(values));
    for (const country of HELPER_COUNTRIES) expect(seen((h) => [h.country])).toContain(country);
    for (const skill of SKILLS) expect(seen((h) => h.skills)).toContain(skill);
    for (const language of HELPER_LANGUAGES) expect(seen((h) => h.languages)).toContain(language);
    for (const type of EXPERIENCE_TYPES) expect(seen((h) => h.types)).toContain(type);
    for (const status of MARITAL_STATUSES) expect(seen((h) => [h.maritalStatus])).toContain(status);
    for (const religion of RELIGIONS) expect(seen((h) => [h.religion])).toContain(religion);
    for (const level of EDUCATION_LEVELS) {
      expect(seen((h) => [h.details.highestEducation])).toContain(level);
    }
  });

  it("keeps every field within the add-maid form's ranges", () => {
    const ratingOk = (rating: number | null) =>
      rating === null ||
      (Number.isInteger(rating) && within(rating, ADD_HELPER_RANGES.languageRating));
    for (const helper of helpers) {
      expect(helper.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(within(helper.heightCm, ADD_HELPER_RANGES.height)).toBe(true);
      expect(within(helper.weightKg, ADD_HELPER_RANGES.weight)).toBe(true);
      expect(within(helper.salary, ADD_HELPER_RANGES.salary)).toBe(true);
      expect(within(helper.loan, ADD_HELPER_RANGES.loan)).toBe(true);
      expect(within(helper.numChildren, ADD_HELPER_RANGES.children)).toBe(true);
      expect(within(helper.details.restDays, ADD_HELPER_RANGES.restDays)).toBe(true);
      expect(ratingOk(helper.details.englishRating)).toBe(true);
      expect(ratingOk(helper.details.chineseRating)).toBe(true);
      expect(ratingOk(helper.details.dialectRating)).toBe(true);
      expect(helper.details.description.length).toBeLessThanOrEqual(TEXT_LIMITS.description);
      expect(helper.details.employmentHistory.length).toBeLessThanOrEqual(
        TEXT_LIMITS.employmentHistory,
      );
      expect(helper.details.highestEducation.length).toBeLessThanOrEqual(
        TEXT_LIMITS.highestEducation,
      );
      expect(helper.skills.length).toBeGreaterThanOrEqual(2);
      expect(helper.skills.length).toBeLessThanOrEqual(5);
    }
  });

  it("includes range edge cases: a helper aged over 60, a 1200 salary, inactive and employed ones", () => {
    const ages = helpers.map((helper) => ageOn(helper.dateOfBirth, DEMO_REFERENCE_DATE));
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(61);
    expect(helpers.some((helper) => helper.salary === 1200)).toBe(true);
    expect(helpers.filter((helper) => !helper.isActive)).toHaveLength(2);
    const employed = helpers.filter((helper) => helper.isEmployed).length;
    expect(employed).toBeGreaterThanOrEqual(5);
    expect(employed).toBeLessThanOrEqual(15);
  });

  it("gives every helper a passport expiry in the coming years, a few within the next months", () => {
    const months = helpers.map((helper) => helper.passportMonthsLeft);
    for (const left of months) {
      expect(left).toBeGreaterThanOrEqual(2);
      expect(left).toBeLessThanOrEqual(100);
    }
    expect(months.filter((left) => left <= 6).length).toBeGreaterThanOrEqual(4);
    expect(monthsFromToday(3, new Date("2026-11-30T12:00:00Z"))).toBe("2027-03-02");
    expect(monthsFromToday(14, new Date("2026-01-15T00:00:00Z"))).toBe("2027-03-15");
  });

  it("lets most helpers start now and a few 2 to 8 weeks after the demo is loaded", () => {
    const weeks = helpers.map((helper) => helper.availableInWeeks);
    const later = weeks.filter((left) => left !== null);
    expect(later.length).toBeGreaterThanOrEqual(4);
    expect(later.length).toBeLessThan(helpers.length / 4);
    for (const left of later) {
      expect(left).toBeGreaterThanOrEqual(2);
      expect(left).toBeLessThanOrEqual(8);
    }
    expect(availableFromToday(3, "2026-12-28")).toBe("2027-01-18");
    expect(availableFromToday(null, "2026-12-28")).toBeNull();
  });

  it("gives New/Fresh helpers no history and others ordered, valid entries", () => {
    for (const helper of helpers) {
      if (helper.types.includes("New/Fresh")) {
        expect(helper.types).toEqual(["New/Fresh"]);
        expect(helper.employment).toEqual([]);
        continue;
      }
      expect(helper.employment.length).toBeGreaterThanOrEqual(1);
      expect(helper.employment.length).toBeLessThanOrEqual(3);
      let previousEnd = "";
      for (const entry of helper.employment) {
        expect(entry.startDate < entry.endDate).toBe(true);
        expect(entry.startDate > previousEnd).toBe(true);
        expect(entry.endDate < DEMO_REFERENCE_DATE).toBe(true);
        expect(within(entry.noOfFamilyMember, ADD_HELPER_RANGES.familyMembers)).toBe(true);
        expect(entry.employerDescription.length).toBeLessThanOrEqual(
          TEXT_LIMITS.employerDescription,
        );
        expect(entry.mainJobScope).not.toBe("");
        expect(entry.reasonOfLeaving).not.toBe("");
        previousEnd = entry.endDate;
      }
    }
  });

  it("gives a headscarf only to Muslim helpers", () => {
    for (const helper of helpers) {
      if (helper.portrait.hairStyle === "hijab") expect(helper.religion).toBe("Muslim");
    }
  });
});

describe("portraitSvg", () => {
  it("renders an SVG that sharp can rasterise at 800 by 1000", async () => {
    const traits = portraitTraits(createRandom(1), { religion: "Muslim" });
    for (const hairStyle of ["bun", "ponytail", "short", "long", "hijab"] as const) {
      const svg = portraitSvg({ ...traits, hairStyle });
      expect(svg.startsWith("<svg")).toBe(true);
      const metadata = await sharp(Buffer.from(svg)).metadata();
      expect(metadata.width).toBe(800);
      expect(metadata.height).toBe(1000);
    }
  });

  it("renders every demo helper's portrait, also at other sizes", async () => {
    for (const helper of helpers) {
      const png = await sharp(Buffer.from(portraitSvg(helper.portrait, 200, 250)))
        .png()
        .toBuffer();
      expect(png.length).toBeGreaterThan(1000);
    }
  });
});
