import { describe, expect, it } from "vitest";
import { formatDay, formatDayAndMonth, formatLongDay, singaporeToday } from "../src/days.ts";

describe("singaporeToday", () => {
  it("is Singapore's day, whatever the machine's time zone (a server in UTC, a browser abroad)", () => {
    expect(singaporeToday(new Date("2026-11-27T15:59:59Z"))).toBe("2026-11-27");
    expect(singaporeToday(new Date("2026-11-27T16:00:00Z"))).toBe("2026-11-28");
  });
});

describe("formatDay", () => {
  it("writes a day as Singapore reads it, the same on every machine", () => {
    expect(formatDay("2027-03-01")).toBe("1 Mar 2027");
    expect(formatDay("2026-09-30")).toBe("30 Sep 2026");
    expect(formatDay("2026-12-25")).toBe("25 Dec 2026");
  });

  it("gives back what is not a day unchanged", () => {
    expect(formatDay("someday")).toBe("someday");
    expect(formatDay("2026-13-01")).toBe("2026-13-01");
  });
});

describe("formatDayAndMonth and formatLongDay", () => {
  it("write a day without its year, or with its month in full", () => {
    expect(formatDayAndMonth("2026-12-15")).toBe("15 Dec");
    expect(formatDayAndMonth("2027-09-01")).toBe("1 Sep");
    expect(formatLongDay("2026-12-15")).toBe("15 December 2026");
    expect(formatLongDay("2027-09-01")).toBe("1 September 2027");
  });

  it("give back what is not a day unchanged", () => {
    expect(formatDayAndMonth("2026-13-01")).toBe("2026-13-01");
    expect(formatLongDay("someday")).toBe("someday");
  });
});
