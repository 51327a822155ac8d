/**
 * Calendar days as ISO dates (YYYY-MM-DD), in Singapore, where the agency and MOM count them.
 * Arithmetic is done at UTC midnight so that no time zone or daylight saving shifts a day.
 */

export { addMonths, daysBetween, singaporeToday } from "@maids/contract/days.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * DAY_MS);
}

function isSunday(day: string): boolean {
  return new Date(toTime(day)).getUTCDay() === 0;
}

/** The day `count` days after `day`, counting neither Sundays nor the given public holidays. */
export function addWorkingDays(day: string, count: number, holidays: ReadonlySet<string>): string {
  let current = day;
  let counted = 0;
  while (counted < count) {
    current = addDays(current, 1);
    if (!isSunday(current) && !holidays.has(current)) counted += 1;
  }
  return current;
}
