import { describe, expect, it } from "vitest";
import { feeTotals, formatCents, parseDollars, refundDue } from "../src/case-money.ts";

const registered = { gstRegistered: true, gstRateBasisPoints: 900 };

describe("feeTotals", () => {
  it("adds GST at the rate on the taxable lines only, and none when not registered", () => {
    const lines = [
      { amountCents: 120_000, taxable: true },
      { amountCents: 35_050, taxable: false },
    ];
    expect(feeTotals(lines, registered)).toEqual({
      subtotalCents: 155_050,
      gstCents: 10_800,
      totalCents: 165_850,
    });
    expect(feeTotals(lines, { ...registered, gstRegistered: false })).toEqual({
      subtotalCents: 155_050,
      gstCents: 0,
      totalCents: 155_050,
    });
    expect(feeTotals([], registered)).toEqual({ subtotalCents: 0, gstCents: 0, totalCents: 0 });
  });

  it("rounds GST half up to the cent, once, on the sum of the taxable lines", () => {
    // 9% of $0.50 is 4.5 cents: 5. Of $0.49, 4.41: 4. Of $1,000.05, 9,000.45: 9,000.
    expect(feeTotals([{ amountCents: 50, taxable: true }], registered).gstCents).toBe(5);
    expect(feeTotals([{ amountCents: 49, taxable: true }], registered).gstCents).toBe(4);
    expect(feeTotals([{ amountCents: 100_005, taxable: true }], registered).gstCents).toBe(9_000);
    // Two lines of 4.5 cents each: 9 cents on their sum, not 5 + 5.
    const two = [
      { amountCents: 50, taxable: true },
      { amountCents: 50, taxable: true },
    ];
    expect(feeTotals(two, registered).gstCents).toBe(9);
    // At the largest amount a package may carry, still exact.
    expect(feeTotals([{ amountCents: 100_000_000, taxable: true }], registered).gstCents).toBe(
      9_000_000,
    );
  });
});

describe("money as people write it", () => {
  it("shows cents as dollars", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(163_050)).toBe("$1,630.50");
    expect(formatCents(100_000_000)).toBe("$1,000,000.00");
    expect(formatCents(-1_250)).toBe("-$12.50");
  });

  it("reads typed dollars into cents, and refuses what is not an amount", () => {
    expect(parseDollars("1,200.50")).toBe(120_050);
    expect(parseDollars("$80")).toBe(8_000);
    expect(parseDollars(" 0.5 ")).toBe(50);
    for (const typed of ["", "abc", "1.234", "-5", "1e3", "12.3.4"]) {
      expect(parseDollars(typed), typed).toBeNull();
    }
  });
});

describe("refundDue (MOM's six-month rule)", () => {
  const lines = [
    { kind: "service_fee" as const, amountCents: 98_801 },
    { kind: "settling_in" as const, amountCents: 7_500 },
    { kind: "medical" as const, amountCents: 8_000 },
  ];

  it("is due for a placement ending on the last day of the six months, not on the day they end", () => {
    const dates = { deployedOn: "2027-01-15" };
    // 5 months and 30 days after deployment.
    const inside = refundDue({ ...dates, endedOn: "2027-07-14" }, lines);
    expect(inside).toMatchObject({ due: true, serviceFeeCents: 98_801, minimumCents: 49_401 });
    expect(inside?.explanation).toEqual([
      "Deployed on 15 Jan 2027, ended on 14 Jul 2027; six months from deployment end on 15 Jul 2027: it ended within them.",
      "Service fee $988.01 × 50% = $494.01 at least.",
      "Not counted: the work permit, the Settling-In Programme, medical and home-country costs.",
    ]);
    // Exactly six months.
    expect(refundDue({ ...dates, endedOn: "2027-07-15" }, lines)).toMatchObject({
      due: false,
      minimumCents: 0,
    });
  });

  it("counts six months to the month's last day when it has no such day", () => {
    expect(refundDue({ deployedOn: "2026-08-31", endedOn: "2027-02-27" }, lines)?.due).toBe(true);
    expect(refundDue({ deployedOn: "2026-08-31", endedOn: "2027-02-28" }, lines)?.due).toBe(false);
  });

  it("says nothing until she has started work and the placement has ended", () => {
    expect(refundDue({ deployedOn: null, endedOn: "2027-02-01" }, lines)).toBeNull();
    expect(refundDue({ deployedOn: "2027-01-01", endedOn: null }, lines)).toBeNull();
  });
});
