import {
  DEFAULT_MINIMUM_LEFT_CENTS,
  type EmployerDeductions,
  type HelperLoan,
  LOAN_MESSAGES,
  type LoanTerms,
  repaymentSchedule,
} from "@maids/contract/helper-loan.ts";
import { recordCaseAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError } from "../domain-errors.ts";
import {
  findCaseDates,
  findHelperLoan,
  findMoneySettings,
  saveHelperLoan,
} from "./case-money-repository.ts";

type CaseRef = { id: number; reference: string };

const termsOf = (row: NonNullable<Awaited<ReturnType<typeof findHelperLoan>>>): LoanTerms => ({
  monthlySalaryCents: row.monthlySalaryCents,
  restDaysPerMonth: row.restDaysPerMonth,
  compensatedRestDays: row.compensatedRestDays,
  loanCents: row.loanCents,
  monthlyDeductionCents: row.monthlyDeductionCents,
  permitYears: row.permitYears === 1 ? 1 : 2,
});

/**
 * The helper's salary and placement-loan schedule on a case (docs/product.md#the-helpers-loan):
 * terms kept, the schedule computed on every read from them, her deployment day and the
 * agency's minimum, so a change to any of them (a later deployment, a transfer's new case)
 * gives the new schedule.
 */
export function helperLoanService(db: Db) {
  async function loanOf(found: CaseRef): Promise<HelperLoan> {
    const [row, settings, dates] = await Promise.all([
      findHelperLoan(db, found.id),
      findMoneySettings(db),
      findCaseDates(db, found.id),
    ]);
    const minimumLeftCents = settings?.minimumLeftCents ?? DEFAULT_MINIMUM_LEFT_CENTS;
    const deployedOn = dates?.deployedOn ?? null;
    const terms = row ? termsOf(row) : null;
    const { months } = terms
      ? repaymentSchedule(terms, { deployedOn, minimumLeftCents })
      : { months: [] };
    return { version: row?.version ?? 0, terms, minimumLeftCents, deployedOn, months };
  }

  return {
    loanOf,

    /** What the employer deducts each month, and nothing else of her loan. */
    async deductionsOf(found: CaseRef): Promise<EmployerDeductions> {
      const { months } = await loanOf(found);
      return {
        months: months.map(({ month, from, deductionCents }) => ({ month, from, deductionCents })),
      };
    },

    /** Saves terms whose schedule keeps MOM's cap and the agency's minimum; 400 with why not. */
    async save(found: CaseRef, body: { version: number; terms: LoanTerms }, actorUserId: number) {
      const current = await loanOf(found);
      const { problems } = repaymentSchedule(body.terms, current);
      const [problem] = problems;
      if (problem) throw new InvalidError(problem.message, problems);
      await db.transaction(async (tx) => {
        const saved = await saveHelperLoan(tx, {
          caseId: found.id,
          version: body.version,
          userId: actorUserId,
          terms: body.terms,
        });
        if (!saved) throw new ConflictError(LOAN_MESSAGES.stale, undefined, "stale_version");
        await recordCaseAudit(tx, actorUserId, "loan.update", found.id, {
          changed: Object.keys(body.terms),
        });
      });
      return loanOf(found);
    },
  };
}

export type HelperLoanService = ReturnType<typeof helperLoanService>;
