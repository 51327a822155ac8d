import { describe, expect, it } from "vitest";
import { LOAN_MESSAGES, type LoanTerms, repaymentSchedule } from "../src/helper-loan.ts";

const TERMS: LoanTerms = {
  monthlySalaryCents: 65_000,
  restDaysPerMonth: 4,
  compensatedRestDays: 0,
  loanCents: 130_000,
  monthlyDeductionCents: 60_000,
  permitYears: 2,
};
const options = { deployedOn: "2027-01-31", minimumLeftCents: 2_000 };

describe("repaymentSchedule", () => {
  it("repays the loan month by month from deployment, the last month taking what is left", () => {
    const { months, problems } = repaymentSchedule(TERMS, options);
    expect(problems).toEqual([]);
    expect(
      months.map(({ from, deductionCents, leftCents, remainingCents }) => ({
        from,
        deductionCents,
        leftCents,
        remainingCents,
      })),
    ).toEqual([
      { from: "2027-01-31", deductionCents: 60_000, leftCents: 5_000, remainingCents: 70_000 },
      { from: "2027-02-28", deductionCents: 60_000, leftCents: 5_000, remainingCents: 10_000 },
      { from: "2027-03-31", deductionCents: 10_000, leftCents: 55_000, remainingCents: 0 },
    ]);
  });

  it("pays each rest day she works a day's salary (the monthly salary over 26)", () => {
    const { months } = repaymentSchedule({ ...TERMS, compensatedRestDays: 2 }, options);
    // $650 / 26 = $25.00 a day.
    expect(months[0]).toMatchObject({ restDayPayCents: 5_000, leftCents: 10_000 });
    // $600.01 / 26 = $23.0773…: $23.08, to the nearest cent.
    const odd = {
      ...TERMS,
      monthlySalaryCents: 60_001,
      compensatedRestDays: 1,
      loanCents: 120_000,
    };
    expect(repaymentSchedule(odd, options).months[0]?.restDayPayCents).toBe(2_308);
  });

  it("takes fees up to MOM's cap and refuses a cent more, one month's salary per permit year, two at most", () => {
    expect(repaymentSchedule({ ...TERMS, loanCents: 130_000 }, options).problems).toEqual([]);
    expect(repaymentSchedule({ ...TERMS, loanCents: 130_001 }, options).problems).toEqual([
      { field: "terms.loanCents", message: LOAN_MESSAGES.aboveCap("$1,300.00", 2, "$650.00") },
    ]);
    const oneYear = { ...TERMS, permitYears: 1 as const };
    expect(repaymentSchedule({ ...oneYear, loanCents: 65_000 }, options).problems).toEqual([]);
    expect(repaymentSchedule({ ...oneYear, loanCents: 65_001 }, options).problems[0]?.message).toBe(
      LOAN_MESSAGES.aboveCap("$650.00", 1, "$650.00"),
    );
  });

  it("refuses a month that leaves her less than the agency's minimum, and takes one that leaves it exactly", () => {
    expect(
      repaymentSchedule({ ...TERMS, monthlyDeductionCents: 63_000 }, options).problems,
    ).toEqual([]);
    expect(
      repaymentSchedule({ ...TERMS, monthlyDeductionCents: 63_001 }, options).problems,
    ).toEqual([
      {
        field: "terms.monthlyDeductionCents",
        message: LOAN_MESSAGES.belowMinimum(1, "$19.99", "$20.00"),
      },
    ]);
  });

  it("refuses a deduction too small to repay the loan within two years, and dates nothing before deployment", () => {
    expect(repaymentSchedule({ ...TERMS, monthlyDeductionCents: 5_000 }, options).problems).toEqual(
      [{ field: "terms.monthlyDeductionCents", message: LOAN_MESSAGES.tooLong }],
    );
    const undated = repaymentSchedule(TERMS, { ...options, deployedOn: null });
    expect(undated.months.map((month) => month.from)).toEqual([null, null, null]);
    expect(repaymentSchedule({ ...TERMS, loanCents: 0 }, options)).toEqual({
      months: [],
      problems: [],
    });
  });
});
