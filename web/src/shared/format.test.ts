import { describe, expect, it } from "vitest";
import { badgeCount, formatDate, formatDateTime, formatMoney } from "./format.ts";

describe("formatMoney", () => {
  it.each([
    [0, "$0"],
    [580, "$580"],
    [1250, "$1,250"],
    [1234567, "$1,234,567"],
    [649.6, "$650"],
  ])("formats %d as %s", (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });
});

describe("formatDate", () => {
  it("shows a day as the same day in any time zone", () => {
    expect(formatDate("2021-03-05")).toBe("5 Mar 2021");
    expect(formatDate("2021-12-31")).toBe("31 Dec 2021");
  });

  it("writes September as the server's messages do, whatever the browser's locale data", () => {
    expect(formatDate("2026-09-12")).toBe("12 Sep 2026");
  });

  it("leaves text that is not a date as it is", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});

describe("formatDateTime", () => {
  it("shows the day, month, year and time", () => {
    expect(formatDateTime("2025-03-12T06:30:00.000Z")).toMatch(
      /^\d{1,2} Mar 2025, \d{1,2}:30\s?[ap]m$/i,
    );
  });
});

describe("badgeCount", () => {
  it("shows counts up to 99, then '99+'", () => {
    expect(badgeCount(0)).toBe("0");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
  });
});
