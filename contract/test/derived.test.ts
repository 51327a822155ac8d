import { describe, expect, it } from "vitest";
import { ageFromDob, availabilityOf, experienceBadge } from "../src/derived.ts";

describe("ageFromDob", () => {
  const today = new Date("2026-11-21T00:00:00Z");

  it("counts full years, not yet a year older the day before the birthday", () => {
    expect(ageFromDob("1990-11-22", today)).toBe(35);
    expect(ageFromDob("1990-11-21", today)).toBe(36);
    expect(ageFromDob("1990-12-01", today)).toBe(35);
    expect(ageFromDob("1990-01-01", today)).toBe(36);
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
