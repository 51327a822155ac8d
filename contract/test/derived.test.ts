import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ageFromDob,
  availabilityOf,
  experienceBadge,
  laterStartDay,
  standInDateOfBirth,
} from "../src/derived.ts";

describe("ageFromDob", () => {
  const today = "2026-11-21";

  it("counts full years, not yet a year older the day before the birthday", () => {
    expect(ageFromDob("1990-11-22", today)).toBe(35);
    expect(ageFromDob("1990-11-21", today)).toBe(36);
    expect(ageFromDob("1990-12-01", today)).toBe(35);
    expect(ageFromDob("1990-01-01", today)).toBe(36);
  });
});

describe("standInDateOfBirth", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  /** Every day of a leap year and the next, month ends and 29 February included. */
  const days = Array.from({ length: 731 }, (_, i) => new Date(Date.UTC(2027, 11, 1) + i * DAY));
  /** The days where a month changes length: each month's last and first day, and 29 February. */
  const monthEdges = days.filter((day) => {
    const next = new Date(day.getTime() + DAY);
    return next.getUTCDate() === 1 || day.getUTCDate() === 1;
  });

  it("gives the age it was made from on any day within five months either side", () => {
    const agreesWithAge = (today: Date, age: number, offset: number) => {
      const standIn = standInDateOfBirth(age, dayOf(today));
      const day = dayOf(new Date(today.getTime() + offset * DAY));
      expect(ageFromDob(standIn, day), `${age} on ${dayOf(today)}, ${offset}`).toBe(age);
    };
    // The edges every run: month ends and starts, the furthest days and the youngest and oldest ages.
    for (const today of monthEdges) {
      for (const age of [18, 60]) {
        for (const offset of [-150, -1, 0, 1, 150]) agreesWithAge(today, age, offset);
      }
    }
    // And any other day, age and distance, a fresh sample each run (fast-check prints a failing one).
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1990-01-01T00:00:00Z"),
          max: new Date("2100-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 16, max: 80 }),
        fc.integer({ min: -150, max: 150 }),
        (today, age, offset) => agreesWithAge(today, age, offset),
      ),
      { numRuns: 5_000 },
    );
  });

  it("is a real calendar date, never 29 February, depending only on the age and the day", () => {
    for (const today of days) {
      const standIn = standInDateOfBirth(30, dayOf(today));
      expect(new Date(`${standIn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(standIn);
      expect(standIn.endsWith("-02-29")).toBe(false);
      expect(Number(standIn.slice(8))).toBeLessThanOrEqual(28);
    }
    expect(standInDateOfBirth(30, "2026-11-24")).toBe("1996-05-24");
    expect(standInDateOfBirth(30, "2026-03-31")).toBe("1995-09-28");
  });
});

describe("availabilityOf", () => {
  it("is Employed when employed, else Available", () => {
    expect(availabilityOf(true)).toBe("Employed");
    expect(availabilityOf(false)).toBe("Available");
  });
});

describe("experienceBadge", () => {
  it("prefers Transfer, then New/Fresh, else Experienced", () => {
    expect(experienceBadge(["Ex-Singapore", "Transfer"])).toBe("Transfer");
    expect(experienceBadge(["New/Fresh"])).toBe("New/Fresh");
    expect(experienceBadge(["Ex-Hongkong"])).toBe("Experienced");
    expect(experienceBadge([])).toBe("Experienced");
  });
});

describe("laterStartDay", () => {
  it("is her available-from day while it is still to come, else null (she can start now)", () => {
    expect(laterStartDay("2026-12-15", "2026-12-01")).toBe("2026-12-15");
    expect(laterStartDay("2026-12-15", "2026-12-14")).toBe("2026-12-15");
    expect(laterStartDay("2026-12-15", "2026-12-15")).toBeNull();
    expect(laterStartDay("2026-12-15", "2027-01-02")).toBeNull();
    expect(laterStartDay(null, "2026-12-01")).toBeNull();
  });
});
