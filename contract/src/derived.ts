/** Values derived from a helper's fields (docs/product.md#helper-profile). */
import type { Availability } from "./enums.ts";

/** Full years between a YYYY-MM-DD birth date and today. */
export function ageFromDob(dob: string, today: Date = new Date()): number {
  const [year, month, day] = dob.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function availabilityOf(isEmployed: boolean): Availability {
  return isEmployed ? "Employed" : "Available";
}

export type ExperienceBadge = "Transfer" | "New/Fresh" | "Experienced";

/** Card badge: Transfer, New/Fresh, or else Experienced. */
export function experienceBadge(types: readonly string[]): ExperienceBadge {
  if (types.includes("Transfer")) return "Transfer";
  if (types.includes("New/Fresh")) return "New/Fresh";
  return "Experienced";
}
