import type { MoneyReport } from "@maids/contract/case-money.ts";
import { safeCell } from "../helper-intake/sheet-writer.ts";

const DOLLARS = '"$"#,##0.00';

const dollars = (cents: number) => cents / 100;

/** The report as an .xlsx: "By month" and "Outstanding", money as numbers in dollars. */
export async function moneyReportWorkbook(report: MoneyReport): Promise<Buffer> {
  const { default: excel } = await import("exceljs");
  const workbook = new excel.Workbook();
  const byMonth = workbook.addWorksheet("By month");
  byMonth.columns = [
    { header: "Month", key: "month", width: 12 },
    { header: "Invoiced", key: "invoiced", width: 16, style: { numFmt: DOLLARS } },
    { header: "Collected", key: "collected", width: 16, style: { numFmt: DOLLARS } },
    { header: "Refunded", key: "refunded", width: 16, style: { numFmt: DOLLARS } },
  ];
  for (const month of report.months) {
    byMonth.addRow({
      month: month.month,
      invoiced: dollars(month.invoicedCents),
      collected: dollars(month.collectedCents),
      refunded: dollars(month.refundedCents),
    });
  }
  const outstanding = workbook.addWorksheet("Outstanding");
  outstanding.columns = [
    { header: "Case", key: "reference", width: 16 },
    { header: "Family", key: "customerName", width: 30 },
    { header: "Total", key: "total", width: 16, style: { numFmt: DOLLARS } },
    { header: "Paid", key: "paid", width: 16, style: { numFmt: DOLLARS } },
    { header: "Balance", key: "balance", width: 16, style: { numFmt: DOLLARS } },
  ];
  for (const row of report.outstanding) {
    outstanding.addRow({
      reference: safeCell(row.reference),
      customerName: safeCell(row.customerName),
      total: dollars(row.totalCents),
      paid: dollars(row.paidCents),
      balance: dollars(row.balanceCents),
    });
  }
  for (const sheet of [byMonth, outstanding]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
