import { describe, expect, it } from "vitest";
import {
  APPROVED_SOURCE_COUNTRIES,
  ageOn,
  ELIGIBILITY_MESSAGES,
  eligibilityWarnings,
  permitRefusals,
  schoolingYears,
} from "../src/eligibility.ts";
import { EDUCATION_LEVELS, HELPER_COUNTRIES } from "../src/enums.ts";

const SCHOOLED = "High School";
const APPROVED = "Philippines";

describe("eligibilityWarnings (docs/product.md#helper-forms)", () => {
  it.each([
    ["2026-03-14", "1976-03-15", []],
    ["2026-03-15", "1976-03-15", [ELIGIBILITY_MESSAGES.olderThanFirstPermit]],
    ["2026-03-14", "2003-03-15", [ELIGIBILITY_MESSAGES.youngerThanFirstPermit]],
    ["2026-03-15", "2003-03-15", []],
  ])("on %s, born %s: %j", (today, dateOfBirth, warnings) => {
    expect(
      eligibilityWarnings(
        { dateOfBirth, highestEducation: SCHOOLED, country: APPROVED, restDays: 4 },
        today,
      ),
    ).toEqual(warnings);
  });

  it("counts a 29 February birthday on 1 March in other years", () => {
    const born = (dateOfBirth: string, today: string) =>
      eligibilityWarnings(
        { dateOfBirth, highestEducation: SCHOOLED, country: APPROVED, restDays: 4 },
        today,
      );
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
      eligibilityWarnings(
        { dateOfBirth: "1996-01-01", highestEducation, country: APPROVED, restDays: 4 },
        "2026-06-01",
      );
    expect(at30("Primary School")).toEqual([ELIGIBILITY_MESSAGES.tooLittleSchooling]);
    expect(at30("Secondary School")).toEqual([]);
    expect(at30(" bachelor's degree ")).toEqual([]);
    expect(at30("")).toEqual([ELIGIBILITY_MESSAGES.schoolingUnknown]);
    expect(at30("Some college")).toEqual([ELIGIBILITY_MESSAGES.schoolingUnknown]);
  });

  it("puts age first, then schooling", () => {
    expect(
      eligibilityWarnings(
        { dateOfBirth: "2006-01-01", highestEducation: "", country: APPROVED, restDays: 4 },
        "2026-06-01",
      ),
    ).toEqual([ELIGIBILITY_MESSAGES.youngerThanFirstPermit, ELIGIBILITY_MESSAGES.schoolingUnknown]);
  });

  it("knows the years of every education level the form offers", () => {
    for (const level of EDUCATION_LEVELS) expect(schoolingYears(level)).toBeGreaterThan(0);
  });
});

describe("rest days (MOM: at least one a month since 2023)", () => {
  const withRestDays = (restDays: number | null) =>
    eligibilityWarnings(
      { dateOfBirth: "1995-01-01", highestEducation: SCHOOLED, country: APPROVED, restDays },
      "2026-11-30",
    );

  it("warns below one a month, not from one, nor when her details are not recorded", () => {
    expect(withRestDays(0)).toEqual([ELIGIBILITY_MESSAGES.tooFewRestDays]);
    expect(withRestDays(1)).toEqual([]);
    expect(withRestDays(4)).toEqual([]);
    expect(withRestDays(null)).toEqual([]);
  });

  it("refuses a work permit on any case until her record gives at least one", () => {
    const facts = {
      dateOfBirth: "1970-01-01",
      highestEducation: SCHOOLED,
      country: APPROVED,
      restDays: 0,
    };
    expect(permitRefusals(facts, "2026-11-30", false)).toEqual([
      ELIGIBILITY_MESSAGES.tooFewRestDays,
    ]);
    expect(permitRefusals({ ...facts, restDays: 1 }, "2026-11-30", false)).toEqual([]);
    expect(permitRefusals({ ...facts, dateOfBirth: "1995-01-01" }, "2026-11-30", true)).toEqual([
      ELIGIBILITY_MESSAGES.tooFewRestDays,
    ]);
  });
});

describe("permitRefusals: the gate at 'work permit applied'", () => {
  const helper = { highestEducation: SCHOOLED, country: APPROVED, restDays: 4 };
  const ON = "2026-11-30";

  it.each([
    ["2003-12-01", [ELIGIBILITY_MESSAGES.youngerThanFirstPermit]], // 22, her birthday tomorrow
    ["2003-11-30", []], // 23 today
    ["1976-12-01", []], // 49
    ["1976-11-30", [ELIGIBILITY_MESSAGES.olderThanFirstPermit]], // 50 today
  ])("a first permit, born %s: %j", (dateOfBirth, reasons) => {
    expect(permitRefusals({ ...helper, dateOfBirth }, ON, true)).toEqual(reasons);
  });

  it.each([
    ["1966-12-01", []], // 59
    ["1966-11-30", [ELIGIBILITY_MESSAGES.tooOldToRenew]], // 60 today
    ["1974-01-01", []], // 52: too old for a first permit, not for a renewal or transfer
  ])("a renewal or transfer, born %s: %j", (dateOfBirth, reasons) => {
    expect(permitRefusals({ ...helper, dateOfBirth }, ON, false)).toEqual(reasons);
  });

  it("takes every approved source, and names a country MOM does not approve", () => {
    for (const country of APPROVED_SOURCE_COUNTRIES) {
      expect(permitRefusals({ ...helper, dateOfBirth: "1995-01-01", country }, ON, true)).toEqual(
        [],
      );
    }
    const offered = HELPER_COUNTRIES.filter(
      (country) => !(APPROVED_SOURCE_COUNTRIES as readonly string[]).includes(country),
    );
    expect(offered).toEqual(["Vietnam"]);
    expect(
      permitRefusals({ ...helper, dateOfBirth: "1995-01-01", country: "Vietnam" }, ON, true),
    ).toEqual([ELIGIBILITY_MESSAGES.notApprovedSource("Vietnam")]);
  });

  it("gives every reason at once, and warns of them on her record", () => {
    const refused = {
      dateOfBirth: "1974-01-01",
      highestEducation: "Primary School",
      country: "Vietnam",
      restDays: 0,
    };
    const reasons = [
      ELIGIBILITY_MESSAGES.olderThanFirstPermit,
      ELIGIBILITY_MESSAGES.tooLittleSchooling,
      ELIGIBILITY_MESSAGES.notApprovedSource("Vietnam"),
      ELIGIBILITY_MESSAGES.tooFewRestDays,
    ];
    expect(permitRefusals(refused, ON, true)).toEqual(reasons);
    expect(eligibilityWarnings(refused, ON)).toEqual(reasons);
  });
});
