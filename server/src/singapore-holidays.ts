/**
 * Singapore's gazetted public holidays (MOM's list), the default of `PUBLIC_HOLIDAYS`: a holiday
 * that falls on a Sunday is observed on the Monday, which is the day listed. MOM publishes each
 * year's list the year before; the agency adds it through `PUBLIC_HOLIDAYS` (docs/operations.md)
 * until a release carries it.
 */
export const SINGAPORE_PUBLIC_HOLIDAYS = [
  "2026-01-01", // New Year's Day
  "2026-02-17", // Chinese New Year
  "2026-02-18", // Chinese New Year, second day
  "2026-03-21", // Hari Raya Puasa
  "2026-04-03", // Good Friday
  "2026-05-01", // Labour Day
  "2026-05-27", // Hari Raya Haji
  "2026-06-01", // Vesak Day (31 May, a Sunday)
  "2026-08-10", // National Day (9 August, a Sunday)
  "2026-11-09", // Deepavali (8 November, a Sunday)
  "2026-12-25", // Christmas Day
] as const;
