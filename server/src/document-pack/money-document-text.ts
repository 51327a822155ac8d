import {
  formatCents,
  MONEY_DOCUMENT_LABELS,
  type MoneyDocument,
  PAYMENT_METHOD_LABELS,
} from "@maids/contract/case-money.ts";
import { formatDay } from "@maids/contract/days.ts";
import { tableText } from "@maids/contract/document-markup.ts";

/**
 * An invoice, receipt, credit note or refund receipt as the document pack lays it out (its
 * title, and its text in the pack's layout), from the money document as issued.
 */
export function moneyDocumentText(
  document: MoneyDocument,
  context: { familyName: string; reference: string; gstNumber: string | null },
): { title: string; text: string } {
  const title = `${MONEY_DOCUMENT_LABELS[document.kind]} ${document.number}`;
  const amount = formatCents(document.amountCents);
  const paidBy = document.method
    ? `${PAYMENT_METHOD_LABELS[document.method]}${document.reference ? ` (reference ${document.reference})` : ""}`
    : "";
  const lines: Record<MoneyDocument["kind"], string> = {
    invoice: `Issued on ${formatDay(document.day)} to ${context.familyName}, for case ${context.reference}.`,
    receipt: `Received from ${context.familyName} on ${formatDay(document.day)}, by ${paidBy}, for case ${context.reference}.`,
    credit_note: `Issued on ${formatDay(document.day)} to ${context.familyName}, for case ${context.reference}: receipt ${document.voids ?? ""} is void.`,
    refund: `Refunded to ${context.familyName} on ${formatDay(document.day)}, by ${paidBy}, for case ${context.reference}.`,
  };
  const item = document.note || MONEY_DOCUMENT_LABELS[document.kind];
  const text = [
    `# ${title}`,
    "",
    lines[document.kind],
    "",
    tableText(["Item", "Amount"], [[item, amount]]),
    "",
    context.gstNumber ? `GST registration number: ${context.gstNumber}.` : "",
    document.voidedBy ? `Voided by credit note ${document.voidedBy}.` : "",
  ].join("\n");
  return { title, text };
}
