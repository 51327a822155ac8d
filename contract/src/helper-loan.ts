import { z } from "zod";
import { formatCents, MAX_AMOUNT_CENTS } from "./case-money.ts";
import { addMonths } from "./days.ts";

/**
 * The helper's salary and placement-loan repayment schedule (docs/product.md#the-helpers-loan):
 * the placement fee charged to her, repaid by deductions from her salary month by month from
 * her deployment. MOM caps what an agency may charge her at one month's salary per year of the
 * work permit (two months' at most); the owner sets what each month must leave her at least.
 */

/** MOM: a rest day she works is paid at least a day's salary, the monthly salary over 26. */
export const WORKING_DAYS_A_MONTH = 26;
/** MOM: fees charged to a helper, one month's salary per year of her permit, two at most. */
export const MAX_FEE_MONTHS = 2;
/** A schedule longer than this is refused (a deduction too small to repay the loan). */
export const MAX_SCHEDULE_MONTHS = 24;
/** What a month must leave her when the owner has not set it. */
export const DEFAULT_MINIMUM_LEFT_CENTS = 2_000;

export const LOAN_MESSAGES = {
  salary: "Her monthly salary must be more than $0.00, in whole cents",
  amount: "Amounts must be whole cents from $0.00 to $1,000,000.00",
  restDays: "Rest days must be a whole number from 1 to 8 a month (MOM: at least 1)",
  compensated: "She can work at most all but one of her rest days (MOM: one a month is hers)",
  permitYears: "The work permit runs 1 or 2 years",
  deductionRequired: "A loan needs a monthly deduction of more than $0.00",
  aboveCap: (cap: string, months: number, salary: string) =>
    `Fees charged to her cannot be more than ${months} month${months === 1 ? "" : "s"}' salary (${months} × ${salary} = ${cap}), MOM's cap for her permit`,
  belowMinimum: (month: number, left: string, minimum: string) =>
    `Month ${month} would leave her ${left}, less than the ${minimum} the agency sets as her minimum`,
  tooLong: `The deduction would take more than ${MAX_SCHEDULE_MONTHS} months to repay the loan`,
  stale: "Her loan was changed by someone else meanwhile. Reload it and try again.",
} as const;

const cents = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_AMOUNT_CENTS, { error: message });

export const loanTermsSchema = z
  .object({
    monthlySalaryCents: cents(LOAN_MESSAGES.salary).min(1, { error: LOAN_MESSAGES.salary }),
    restDaysPerMonth: z
      .number({ error: LOAN_MESSAGES.restDays })
      .int({ error: LOAN_MESSAGES.restDays })
      .min(1, { error: LOAN_MESSAGES.restDays })
      .max(8, { error: LOAN_MESSAGES.restDays }),
    compensatedRestDays: z
      .number({ error: LOAN_MESSAGES.compensated })
      .int({ error: LOAN_MESSAGES.compensated })
      .min(0, { error: LOAN_MESSAGES.compensated }),
    loanCents: cents(LOAN_MESSAGES.amount),
    monthlyDeductionCents: cents(LOAN_MESSAGES.amount),
    permitYears: z.union([z.literal(1), z.literal(2)], { error: LOAN_MESSAGES.permitYears }),
  })
  .refine((terms) => terms.compensatedRestDays < terms.restDaysPerMonth, {
    error: LOAN_MESSAGES.compensated,
    path: ["compensatedRestDays"],
  })
  .refine((terms) => terms.loanCents === 0 || terms.monthlyDeductionCents > 0, {
    error: LOAN_MESSAGES.deductionRequired,
    path: ["monthlyDeductionCents"],
  });
export type LoanTerms = z.infer<typeof loanTermsSchema>;

export const loanBodySchema = z.object({
  version: z.number().int().min(0).describe("The loan's version as read; 0 when none yet."),
  terms: loanTermsSchema,
});

export interface ScheduleMonth {
  month: number;
  /** The month's first day, counted from her deployment; null until she is deployed. */
  from: string | null;
  salaryCents: number;
  restDayPayCents: number;
  deductionCents: number;
  leftCents: number;
  remainingCents: number;
}

/** A day's salary, rounded half up to the cent. */
export const daySalary = (monthlyCents: number) =>
  Math.floor((monthlyCents * 2 + WORKING_DAYS_A_MONTH) / (2 * WORKING_DAYS_A_MONTH));

/**
 * The schedule month by month until the loan is repaid, or the reasons it cannot be one (by
 * field): the fees above MOM's cap, a month leaving her less than the agency's minimum, a
 * schedule longer than two years.
 */
export function repaymentSchedule(
  terms: LoanTerms,
  options: { deployedOn: string | null; minimumLeftCents: number },
): { months: ScheduleMonth[]; problems: { field: string; message: string }[] } {
  const capMonths = Math.min(terms.permitYears, MAX_FEE_MONTHS);
  const cap = capMonths * terms.monthlySalaryCents;
  if (terms.loanCents > cap) {
    const message = LOAN_MESSAGES.aboveCap(
      formatCents(cap),
      capMonths,
      formatCents(terms.monthlySalaryCents),
    );
    return { months: [], problems: [{ field: "terms.loanCents", message }] };
  }
  const restDayPayCents = terms.compensatedRestDays * daySalary(terms.monthlySalaryCents);
  const months: ScheduleMonth[] = [];
  let remainingCents = terms.loanCents;
  while (remainingCents > 0 && months.length < MAX_SCHEDULE_MONTHS) {
    const deductionCents = Math.min(terms.monthlyDeductionCents, remainingCents);
    remainingCents -= deductionCents;
    const leftCents = terms.monthlySalaryCents + restDayPayCents - deductionCents;
    const month = months.length + 1;
    if (leftCents < options.minimumLeftCents) {
      const message = LOAN_MESSAGES.belowMinimum(
        month,
        formatCents(leftCents),
        formatCents(options.minimumLeftCents),
      );
      return { months: [], problems: [{ field: "terms.monthlyDeductionCents", message }] };
    }
    months.push({
      month,
      from: options.deployedOn ? addMonths(options.deployedOn, month - 1) : null,
      salaryCents: terms.monthlySalaryCents,
      restDayPayCents,
      deductionCents,
      leftCents,
      remainingCents,
    });
  }
  if (remainingCents > 0) {
    return {
      months: [],
      problems: [{ field: "terms.monthlyDeductionCents", message: LOAN_MESSAGES.tooLong }],
    };
  }
  return { months, problems: [] };
}

const scheduleMonthSchema = z.object({
  month: z.number().int(),
  from: z.iso.date().nullable(),
  salaryCents: z.number().int(),
  restDayPayCents: z.number().int(),
  deductionCents: z.number().int(),
  leftCents: z.number().int(),
  remainingCents: z.number().int(),
});

/** Staff's view: her terms and the schedule they give. */
export const helperLoanSchema = z.object({
  version: z.number().int().describe("0 while the case has no loan terms."),
  terms: loanTermsSchema.nullable(),
  minimumLeftCents: z.number().int(),
  deployedOn: z.iso.date().nullable(),
  months: z.array(scheduleMonthSchema),
});
export type HelperLoan = z.infer<typeof helperLoanSchema>;

/** The family's view: only what it deducts from her salary each month, never her loan. */
export const employerDeductionsSchema = z.object({
  months: z.array(
    z.object({
      month: z.number().int(),
      from: z.iso.date().nullable(),
      deductionCents: z.number().int(),
    }),
  ),
});
export type EmployerDeductions = z.infer<typeof employerDeductionsSchema>;
