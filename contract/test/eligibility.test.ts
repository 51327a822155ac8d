import { describe, expect, it } from "vitest";
import {
  ageOn,
  ELIGIBILITY_MESSAGES,
  eligibilityWarnings,
  schoolingYears,
} from "../src/eligibility.ts";
import { EDUCATION_LEVELS } from "../src/enums.ts";

const SCHOOLED = "High School";

describe("eligibilityWarnings (docs/product.md#helper-forms)", () => {
  it.each([
    ["2026-03-14", "1976-03-15", []],
    ["2026-03-15", "1976-03-15", [ELIGIBILITY_MESSAGES.olderThanFirstPermit]],
    ["2026-03-14", "2003-03-15", [ELIGIBILITY_MESSAGES.youngerThanFirstPermit]],
    ["2026-03-15", "2003-03-15", []],
  ])("on %s, born %s: %j", (today, dateOfBirth, warnings) => {
    expect(eligibilityWarnings({ dateOfBirth, highestEducation: SCHOOLED }, today)).toEqual(
      warnings,
    );
  });

  it("counts a 29 February birthday on 1 March in other years", () => {
    const born = (dateOfBirth: string, today: string) =>
      eligibilityWarnings({ dateOfBirth, highestEducation: SCHOOLED }, today);
    expect(born("2004-02-29", "2027-02-28")).toEqual([ELIGIBILITY_MESSAGES.youngerThanFirstPermit]);
    expect(born("2004-02-29", "2027-03-01")).toEqual([]);
    expect(born("1980-02-29", "2030-02-28")).toEqual([]);
    expect(born("1980-02-29", "2030-03-01")).toEqual([ELIGIBILITY_MESSAGES.olderThanFirstPermit]);
    // Her 23rd birthday on the day itself.
    expect(born("2005-02-28", "2028-02-28")).toEqual([]);
    expect(ageOn("2004-02-29", "2028-02-28")).toBe(23);
    expect(ageOn("2004-02-29", "2028-02-29")).toBe(24);
  });

  it("warns about less than 8 years of schooling, and about schooling not recorded", () => {
    const at30 = (highestEducation: string) =>
      eligibilityWarnings({ dateOfBirth: "1996-01-01", highestEducation }, "2026-06-01");
    expect(at30("Primary School")).toEqual([ELIGIBILITY_MESSAGES.tooLittleSchooling]);
    expect(at30("Secondary School")).toEqual([]);
    expect(at30(" bachelor's degree ")).toEqual([]);
    expect(at30("")).toEqual([ELIGIBILITY_MESSAGES.schoolingUnknown]);
    expect(at30("Some college")).toEqual([ELIGIBILITY_MESSAGES.schoolingUnknown]);
  });

  it("puts age first, then schooling", () => {
    expect(
      eligibilityWarnings({ dateOfBirth: "2006-01-01", highestEducation: "" }, "2026-06-01"),
    ).toEqual([ELIGIBILITY_MESSAGES.youngerThanFirstPermit, ELIGIBILITY_MESSAGES.schoolingUnknown]);
  });

  it("knows the years of every education level the form offers", () => {
    for (const level of EDUCATION_LEVELS) expect(schoolingYears(level)).toBeGreaterThan(0);
  });
});
