import {
  FEE_KINDS,
  type FeeKind,
  type FeeLine,
  formatCents,
  parseDollars,
  TAXABLE_BY_DEFAULT,
} from "@maids/contract/case-money.ts";

/** A fee line as a form holds it: the amount as typed, in dollars. */
export interface FeeLineDraft {
  kind: FeeKind;
  description: string;
  amount: string;
  taxable: boolean;
}

/** Cents as a form shows them to edit: "1,200.50". */
export const centsAsTyped = (cents: number) => formatCents(cents).replace("$", "");

/**
 * Dollars as typed, in cents as the server takes them. What is not an amount goes as -1 cents,
 * which the server refuses with its amount message under that field.
 */
export const centsAsSent = (typed: string) => parseDollars(typed) ?? -1;

export const toDrafts = (lines: readonly FeeLine[]): FeeLineDraft[] =>
  lines.map((line) => ({
    kind: line.kind,
    description: line.description,
    amount: centsAsTyped(line.amountCents),
    taxable: line.taxable,
  }));

/** The lines the server takes (an amount that is not one is refused under its line's field). */
export const fromDrafts = (drafts: readonly FeeLineDraft[]): FeeLine[] =>
  drafts.map((draft) => ({
    kind: draft.kind,
    description: draft.description,
    amountCents: centsAsSent(draft.amount),
    taxable: draft.taxable,
  }));

export const newDraft = (kind: FeeKind = FEE_KINDS[0]): FeeLineDraft => ({
  kind,
  description: "",
  amount: "",
  taxable: TAXABLE_BY_DEFAULT[kind],
});
