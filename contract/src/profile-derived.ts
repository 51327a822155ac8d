/** Values the helper profile derives from a helper's fields (docs/product.md#helper-profile). */
import { COUNTRY_DEFAULT_LANGUAGES } from "./enums.ts";
import type { PublicHelper } from "./helper.ts";

export type EmploymentDuration = { years: number; months: number; days: number };

const DAY_MS = 24 * 60 * 60 * 1000;

function dateParts(date: string): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return [year, month, day];
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The date `months` whole months after the start, kept inside a shorter month (Jan 31 + 1 = Feb 28). */
function addMonths([year, month, day]: [number, number, number], months: number): number {
  const monthIndex = month - 1 + months;
  return Date.UTC(year, monthIndex, Math.min(day, daysInMonth(year, monthIndex)));
}

/**
 * Whole years and months between two YYYY-MM-DD dates, and the days left over;
 * undefined when a date is malformed or the end comes before the start.
 */
export function employmentDuration(
  startDate: string,
  endDate: string,
): EmploymentDuration | undefined {
  const start = dateParts(startDate);
  const end = dateParts(endDate);
  if (!start || !end) return undefined;
  const endMs = Date.UTC(end[0], end[1] - 1, end[2]);
  if (endMs < Date.UTC(start[0], start[1] - 1, start[2])) return undefined;
  let totalMonths = (end[0] - start[0]) * 12 + (end[1] - start[1]);
  if (addMonths(start, totalMonths) > endMs) totalMonths -= 1;
  const days = Math.round((endMs - addMonths(start, totalMonths)) / DAY_MS);
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days };
}

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** Years and months ('2 years 3 months', '1 year'), else months ('5 months'), else days ('20 days'). */
export function formatEmploymentDuration(startDate: string, endDate: string): string | undefined {
  const duration = employmentDuration(startDate, endDate);
  if (!duration) return undefined;
  const { years, months, days } = duration;
  if (years > 0)
    return months > 0 ? `${count(years, "year")} ${count(months, "month")}` : count(years, "year");
  if (months > 0) return count(months, "month");
  return count(days, "day");
}

/** One line of the profile's language block; a rating of 0 reads 'Basic'. */
export type LanguageProficiency = { language: string; rating: number };

type LanguageRatings = Pick<
  PublicHelper["maidDetails"],
  "englishRating" | "chineseRating" | "dialectRating"
>;

const RATED_LANGUAGES = [
  ["English", "englishRating"],
  ["Chinese", "chineseRating"],
  ["Dialect", "dialectRating"],
] as const satisfies readonly (readonly [string, keyof LanguageRatings])[];

/**
 * English, Chinese and Dialect where rated above 0; with none, the country's default
 * languages at rating 0 (Philippines: English and Tagalog).
 */
export function profileLanguages(maid: {
  country: string;
  maidDetails: LanguageRatings;
}): LanguageProficiency[] {
  const rated = RATED_LANGUAGES.flatMap(([language, key]) => {
    const rating = maid.maidDetails[key];
    return rating !== null && rating > 0 ? [{ language, rating }] : [];
  });
  if (rated.length > 0) return rated;
  return (COUNTRY_DEFAULT_LANGUAGES[maid.country] ?? []).map((language) => ({
    language,
    rating: 0,
  }));
}
