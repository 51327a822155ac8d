import {
  feeTotals,
  type MoneyReport,
  type MoneyReportQuery,
  monthsBetween,
} from "@maids/contract/case-money.ts";
import type { Db } from "../db/database.ts";
import { listCasesWithFees, monthlyTotals } from "./case-money-repository.ts";
import type { CaseMoneyService } from "./case-money-service.ts";

/** The month after `month` (YYYY-MM), as its first day. */
function firstDayAfter(month: string): string {
  const [year = 0, number = 0] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, "0")}-01`;
}

function monthsOf(query: MoneyReportQuery): string[] {
  const months: string[] = [];
  let month = query.from;
  for (let count = monthsBetween(query.from, query.to); count > 0; count -= 1) {
    months.push(month);
    month = firstDayAfter(month).slice(0, 7);
  }
  return months;
}

/**
 * The owner's money report (docs/product.md#money-report): by month, what was invoiced,
 * collected (receipts less the credit notes of the month) and refunded; and every case still
 * owing, with its balance computed as the case's own screen computes it.
 */
export function moneyReportService(db: Db, money: CaseMoneyService) {
  return {
    async report(query: MoneyReportQuery): Promise<MoneyReport> {
      const [totals, cases, settings] = await Promise.all([
        monthlyTotals(db, `${query.from}-01`, firstDayAfter(query.to)),
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
