import { z } from "zod";

/** Days (YYYY-MM-DD) in Singapore, where the agency and MOM count them, and as people read them. */

/** Calendar date on the wire: YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

let singaporeDate: Intl.DateTimeFormat | undefined;

/** Today's date in Singapore, wherever the code runs (a server in UTC, a browser abroad). */
export function singaporeToday(now: Date = new Date()): string {
  singaporeDate ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Singapore",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return singaporeDate.format(now);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A day's parts with its month's name, or null when it is not a day. */
function partsOf(day: string): { year: number; month: string; date: number } | null {
  const [year, month, date] = day.split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  return year && name && date ? { year, month: name, date } : null;
}

/** "1 Mar 2027": the same text on every machine and in every locale. */
export function formatDay(day: string): string {
  const parts = partsOf(day);
  return parts ? `${parts.date} ${parts.month.slice(0, 3)} ${parts.year}` : day;
}

/** "15 Dec": a day of this year or the next, where the year goes without saying. */
export function formatDayAndMonth(day: string): string {
  const parts = partsOf(day);
  return parts ? `${parts.date} ${parts.month.slice(0, 3)}` : day;
}

/** "15 December 2026": the month in full. */
export function formatLongDay(day: string): string {
  const parts = partsOf(day);
  return parts ? `${parts.date} ${parts.month} ${parts.year}` : day;
}

/** The same day `months` later; the month's last day when it has no such day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
