/** Values derived from a helper's fields (docs/product.md#helper-profile). */
import { singaporeToday } from "./days.ts";
import type { Availability } from "./enums.ts";

const partsOf = (day: string) => day.split("-").map(Number) as [number, number, number];

/** Full years between a YYYY-MM-DD birth date and a day (today in Singapore unless given). */
export function ageFromDob(dob: string, today: string = singaporeToday()): number {
  const [year, month, day] = partsOf(dob);
  const [thisYear, thisMonth, thisDay] = partsOf(today);
  const beforeBirthday = thisMonth < month || (thisMonth === month && thisDay < day);
  return thisYear - year - (beforeBirthday ? 1 : 0);
}

/** How many months either side of the day it is made for a stand-in date of birth stays true. */
export const STAND_IN_DOB_MARGIN_MONTHS = 6;

/**
 * A date of birth that shows `age` to anyone who computes full years from it (as `ageFromDob`
 * does) on any day from about six months before `today` to about six months after it, UTC or
 * local, so it reveals no more than the age itself (ADR 0018). It is made from the age and the
 * day alone, never from the real date: the day six months before `today`, `age` years earlier,
 * on the 28th at the latest (no 29 February, no day a shorter month lacks). Helpers of the same
 * age get the same stand-in on the same day.
 */
export function standInDateOfBirth(age: number, today: string = singaporeToday()): string {
  const [year, month, day] = partsOf(today);
  const made = Date.UTC(year - age, month - 1 - STAND_IN_DOB_MARGIN_MONTHS, Math.min(day, 28));
  return new Date(made).toISOString().slice(0, 10);
}

export function availabilityOf(isEmployed: boolean): Availability {
  return isEmployed ? "Employed" : "Available";
}

/**
 * The day she can start work when it is still to come: her available-from day if after `today`
 * (YYYY-MM-DD, Singapore's day: `singaporeToday` of days.ts), else null (she can start now).
 */
export function laterStartDay(availableFrom: string | null, today: string): string | null {
  return availableFrom !== null && availableFrom > today ? availableFrom : null;
}

export type ExperienceBadge = "Transfer" | "New/Fresh" | "Experienced";

/** Card badge: Transfer, New/Fresh, or else Experienced. */
export function experienceBadge(types: readonly string[]): ExperienceBadge {
  if (types.includes("Transfer")) return "Transfer";
  if (types.includes("New/Fresh")) return "New/Fresh";
  return "Experienced";
}
