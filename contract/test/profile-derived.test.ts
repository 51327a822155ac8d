import { describe, expect, it } from "vitest";
import {
  employmentDuration,
  formatEmploymentDuration,
  profileLanguages,
} from "../src/profile-derived.ts";

describe("employmentDuration", () => {
  it("counts whole years and months, and the days left over", () => {
    expect(employmentDuration("2018-01-15", "2020-04-20")).toEqual({
      years: 2,
      months: 3,
      days: 5,
    });
    expect(employmentDuration("2018-01-15", "2020-04-14")).toEqual({
      years: 2,
      months: 2,
      days: 30,
    });
    expect(employmentDuration("2021-03-01", "2021-03-21")).toEqual({
      years: 0,
      months: 0,
      days: 20,
    });
  });

  it("keeps month ends inside shorter months", () => {
    expect(employmentDuration("2023-01-31", "2023-02-28")).toEqual({
      years: 0,
      months: 1,
      days: 0,
    });
    expect(employmentDuration("2024-01-31", "2024-03-30")).toEqual({
      years: 0,
      months: 1,
      days: 30,
    });
  });

  it("is undefined for malformed dates or an end before the start", () => {
    expect(employmentDuration("2020-05-01", "2020-04-30")).toBeUndefined();
    expect(employmentDuration("", "2020-04-30")).toBeUndefined();
    expect(employmentDuration("2020-05-01", "soon")).toBeUndefined();
  });
});

describe("formatEmploymentDuration", () => {
  it.each([
    { start: "2018-01-15", end: "2020-04-20", text: "2 years 3 months" },
    { start: "2018-01-15", end: "2019-02-15", text: "1 year 1 month" },
    { start: "2018-01-15", end: "2021-01-20", text: "3 years" },
    { start: "2018-01-15", end: "2019-01-15", text: "1 year" },
    { start: "2020-01-10", end: "2020-06-12", text: "5 months" },
    { start: "2020-01-10", end: "2020-02-10", text: "1 month" },
    { start: "2021-03-01", end: "2021-03-21", text: "20 days" },
    { start: "2021-03-01", end: "2021-03-02", text: "1 day" },
    { start: "2021-03-01", end: "2021-03-01", text: "0 days" },
  ])("shows $start to $end as '$text'", ({ start, end, text }) => {
    expect(formatEmploymentDuration(start, end)).toBe(text);
  });

  it("has no text for impossible dates", () => {
    expect(formatEmploymentDuration("2020-05-01", "2019-05-01")).toBeUndefined();
  });
});

describe("profileLanguages", () => {
  const ratings = { englishRating: null, chineseRating: null, dialectRating: null };

  it("lists English, Chinese and Dialect when rated above 0, in that order", () => {
    expect(
      profileLanguages({
        country: "Indonesia",
        maidDetails: { englishRating: 3, chineseRating: 0, dialectRating: 5 },
      }),
    ).toEqual([
      { language: "English", rating: 3 },
      { language: "Dialect", rating: 5 },
    ]);
  });

  it("falls back to the country's languages at rating 0 when none is rated", () => {
    expect(profileLanguages({ country: "Philippines", maidDetails: ratings })).toEqual([
      { language: "English", rating: 0 },
      { language: "Tagalog", rating: 0 },
    ]);
    expect(
      profileLanguages({
        country: "Myanmar",
        maidDetails: { englishRating: 0, chineseRating: 0, dialectRating: null },
      }),
    ).toEqual([{ language: "Burmese", rating: 0 }]);
  });

  it("is empty for a country without defaults and no ratings", () => {
    expect(profileLanguages({ country: "Nepal", maidDetails: ratings })).toEqual([]);
  });
});
