import {
  feeTotals,
  type MoneyReport,
  type MoneyReportQuery,
  monthsBetween,
} from "@maids/contract/case-money.ts";
import { addMonths } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { listCasesWithFees, monthlyTotals } from "./case-money-repository.ts";
import type { CaseMoneyService } from "./case-money-service.ts";

/** The first day of the month `months` after `month` (YYYY-MM). */
const firstDayOf = (month: string, months: number) => addMonths(`${month}-01`, months);

/** The report's months, YYYY-MM, from `from` to `to`. */
const monthsOf = (query: MoneyReportQuery) =>
  Array.from({ length: monthsBetween(query.from, query.to) }, (_, index) =>
    firstDayOf(query.from, index).slice(0, 7),
  );

/**
 * The owner's money report (docs/product.md#money-report): by month, what was invoiced,
 * collected (receipts less the credit notes of the month) and refunded; and every case still
 * owing, with its balance computed as the case's own screen computes it.
 */
export function moneyReportService(db: Db, money: CaseMoneyService) {
  return {
    async report(query: MoneyReportQuery): Promise<MoneyReport> {
      const [totals, cases, settings] = await Promise.all([
        monthlyTotals(db, firstDayOf(query.from, 0), firstDayOf(query.to, 1)),
        listCasesWithFees(db),
        money.settings(),
      ]);
      const sum = (month: string, kind: string) =>
        totals
          .filter((row) => row.month === month && row.kind === kind)
          .reduce((total, row) => total + row.cents, 0);
      const outstanding = cases
        .map((row) => {
          const { totalCents } = feeTotals(row.lines, settings);
          return {
            caseId: row.caseId,
            reference: row.reference,
            customerName: row.customerName,
            totalCents,
            paidCents: row.paidCents,
            balanceCents: totalCents - row.paidCents,
          };
        })
        .filter((row) => row.balanceCents > 0);
      return {
        months: monthsOf(query).map((month) => ({
          month,
          invoicedCents: sum(month, "invoice"),
          collectedCents: sum(month, "receipt") - sum(month, "credit_note"),
          refundedCents: sum(month, "refund"),
        })),
        outstanding,
        outstandingCents: outstanding.reduce((total, row) => total + row.balanceCents, 0),
      };
    },
  };
}

export type MoneyReportService = ReturnType<typeof moneyReportService>;
