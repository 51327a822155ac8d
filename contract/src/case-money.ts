import { z } from "zod";
import { addMonths, formatDay, singaporeToday } from "./days.ts";

/**
 * The money on a placement case (docs/product.md#money-on-the-case): the agency's fee lines,
 * from a package the owner defines and staff adjust per case; invoices, receipts for payments
 * and credit notes voiding a receipt, numbered per kind and year without gaps. Amounts are
 * whole cents everywhere; totals are computed on the server (`feeTotals`).
 */

export const FEE_KINDS = [
  "service_fee",
  "placement_fee",
  "medical",
  "insurance",
  "bond",
  "settling_in",
  "transport",
  "other",
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  service_fee: "Service fee",
  placement_fee: "Placement fee",
  medical: "Medical examination",
  insurance: "Insurance",
  bond: "Security bond",
  settling_in: "Settling-In Programme",
  transport: "Transport",
  other: "Other",
};

/** Lines GST applies to unless staff say otherwise: the agency's own services, not pass-through costs. */
export const TAXABLE_BY_DEFAULT: Record<FeeKind, boolean> = {
  service_fee: true,
  placement_fee: true,
  medical: false,
  insurance: false,
  bond: false,
  settling_in: false,
  transport: true,
  other: true,
};

export const PAYMENT_METHODS = ["cash", "paynow", "bank_transfer", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  paynow: "PayNow",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
};

export const MONEY_DOCUMENT_KINDS = ["invoice", "receipt", "credit_note", "refund"] as const;
export type MoneyDocumentKind = (typeof MONEY_DOCUMENT_KINDS)[number];
export const MONEY_DOCUMENT_LABELS: Record<MoneyDocumentKind, string> = {
  invoice: "Invoice",
  receipt: "Receipt",
  credit_note: "Credit note",
  refund: "Refund receipt",
};
/** The prefix of each kind's numbers: INV-2026-00001, RCT-…, CN-…, RF-2026-00001. */
export const MONEY_DOCUMENT_PREFIXES: Record<MoneyDocumentKind, string> = {
  invoice: "INV",
  receipt: "RCT",
  credit_note: "CN",
  refund: "RF",
};

/** The largest amount a line, a payment or a package may carry: $1,000,000. */
export const MAX_AMOUNT_CENTS = 100_000_000;
export const MAX_FEE_LINES = 20;

export const MONEY_MESSAGES = {
  amount: "Amounts must be whole cents from $0.00 to $1,000,000.00",
  paymentAmount: "A payment must be more than $0.00, in whole cents",
  description: "Description must be at most 120 characters",
  noLines: "A package needs at least one fee line",
  tooManyLines: `At most ${MAX_FEE_LINES} fee lines`,
  packageName: "Package name is required (at most 80 characters)",
  packageNameTaken: "Another package has this name",
  packageNotFound: "Fee package not found",
  depositAboveTotal: "The deposit cannot be more than the total",
  referenceRequired: "A PayNow, bank transfer or cheque payment needs its reference",
  receivedInFuture: "The day received cannot be after today",
  aboveBalance: (amount: string, balance: string) =>
    `This payment of ${amount} is more than the balance of ${balance}`,
  nothingDue: "Nothing is due on this case",
  noFees: "This case has no fees yet: apply a package or add fee lines first",
  receiptNotFound: "Receipt not found on this case",
  documentNotFound: "There is no such money document on this case",
  alreadyVoided: "This receipt has already been voided by a credit note",
  reasonRequired: "Say why the receipt is voided (at least 5 characters)",
  stale: "The fees were changed by someone else meanwhile. Reload them and try again.",
  noRefundDue: "No refund is due: the placement did not end within six months of deployment",
  refundBelowMinimum: (minimum: string) =>
    `A refund must be at least half the service fee: ${minimum}`,
  refundAbovePaid: (paid: string) => `A refund cannot be more than what was paid: ${paid}`,
  refundGiven: "A refund has already been recorded for this placement",
  gstRate: "GST rate must be a percentage from 0 to 100, at most two decimals",
  gstNumber: "A GST-registered agency needs its GST registration number",
} as const;

/** "$1,234.50": cents as Singapore dollars, the same on every machine. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${whole}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

/** Dollars as typed ("1,200.50", "$80") into cents; null when it is not an amount. */
export function parseDollars(typed: string): number | null {
  const text = typed.replace(/[\s,$]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const cents = (message: string = MONEY_MESSAGES.amount) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_AMOUNT_CENTS, { error: message });

export const feeLineSchema = z.object({
  kind: z.enum(FEE_KINDS),
  description: z.string().trim().max(120, { error: MONEY_MESSAGES.description }).default(""),
  amountCents: cents(),
  taxable: z.boolean(),
});
export type FeeLine = z.infer<typeof feeLineSchema>;

const feeLines = z.array(feeLineSchema).max(MAX_FEE_LINES, { error: MONEY_MESSAGES.tooManyLines });

export const feePackageInputSchema = z.object({
  name: z
    .string({ error: MONEY_MESSAGES.packageName })
    .trim()
    .min(1, { error: MONEY_MESSAGES.packageName })
    .max(80, { error: MONEY_MESSAGES.packageName }),
  lines: feeLines.min(1, { error: MONEY_MESSAGES.noLines }),
  depositCents: cents(),
  active: z.boolean().default(true),
});
export type FeePackageInput = z.infer<typeof feePackageInputSchema>;

export const feePackageSchema = feePackageInputSchema.extend({
  id: z.number().int(),
  totalCents: z.number().int().describe("Before GST."),
});
export type FeePackage = z.infer<typeof feePackageSchema>;

/** GST as the agency charges it: only when registered, at its rate in basis points (9% = 900). */
export const moneySettingsSchema = z
  .object({
    gstRegistered: z.boolean(),
    gstRateBasisPoints: z
      .number({ error: MONEY_MESSAGES.gstRate })
      .int({ error: MONEY_MESSAGES.gstRate })
      .min(0, { error: MONEY_MESSAGES.gstRate })
      .max(10_000, { error: MONEY_MESSAGES.gstRate }),
    gstNumber: z.string().trim().max(20),
    minimumLeftCents: cents(MONEY_MESSAGES.amount).describe(
      "What a month of the helper's loan repayment must leave her at least.",
    ),
  })
  .refine((settings) => !settings.gstRegistered || settings.gstNumber !== "", {
    error: MONEY_MESSAGES.gstNumber,
    path: ["gstNumber"],
  });
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** Singapore's GST rate since 1 January 2024. */
export const DEFAULT_GST_BASIS_POINTS = 900;

export interface FeeTotals {
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

/**
 * The schedule's totals: GST on the taxable lines at the agency's rate, rounded half up to
 * the cent once on their sum (as a tax invoice states it), only when the agency is registered.
 */
export function feeTotals(
  lines: readonly Pick<FeeLine, "amountCents" | "taxable">[],
  settings: Pick<MoneySettings, "gstRegistered" | "gstRateBasisPoints">,
): FeeTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxableCents = lines.reduce((sum, line) => sum + (line.taxable ? line.amountCents : 0), 0);
  const gstCents = settings.gstRegistered
    ? Math.floor((taxableCents * settings.gstRateBasisPoints + 5_000) / 10_000)
    : 0;
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}

export const caseFeesBodySchema = z
  .object({
    version: z.number().int().min(0).describe("The fees' version as read; 0 when none yet."),
    lines: feeLines,
    depositCents: cents(),
  })
  .refine(
    (body) => body.depositCents <= body.lines.reduce((sum, line) => sum + line.amountCents, 0),
    { error: MONEY_MESSAGES.depositAboveTotal, path: ["depositCents"] },
  );
export type CaseFeesBody = z.infer<typeof caseFeesBodySchema>;

export const applyPackageBodySchema = z.object({
  version: z.number().int().min(0),
  packageId: z.number().int().positive(),
});

export const invoiceBodySchema = z.object({
  purpose: z.enum(["deposit", "balance"]).describe("The deposit, or whatever is still due."),
});

export const paymentBodySchema = z
  .object({
    amountCents: cents(MONEY_MESSAGES.paymentAmount).min(1, {
      error: MONEY_MESSAGES.paymentAmount,
    }),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string().trim().max(60).default(""),
    receivedOn: z.iso
      .date()
      .refine((day) => day <= singaporeToday(), { error: MONEY_MESSAGES.receivedInFuture }),
  })
  .refine((payment) => payment.method === "cash" || payment.reference !== "", {
    error: MONEY_MESSAGES.referenceRequired,
    path: ["reference"],
  });
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/** MOM: a placement that ends within this many months of deployment earns the employer a refund. */
export const REFUND_WITHIN_MONTHS = 6;

export interface RefundDue {
  /** Whether the placement ended within six months of deployment. */
  due: boolean;
  serviceFeeCents: number;
  /** At least half the service fee, rounded up to the cent. */
  minimumCents: number;
  /** The arithmetic, in plain words, as the case and the refund receipt show it. */
  explanation: string[];
}

/**
 * MOM's rule since June 2022: when a placement ends within six months of the helper's
 * deployment, the agency refunds at least half of its service fee (the service-fee lines only:
 * not the work permit, the Settling-In Programme, medical or home-country costs). Ending on the
 * day six months after deployment is past the six months. Null while the case has not both
 * started work and ended.
 */
export function refundDue(
  dates: { deployedOn: string | null; endedOn: string | null },
  lines: readonly Pick<FeeLine, "kind" | "amountCents">[],
): RefundDue | null {
  const { deployedOn, endedOn } = dates;
  if (!deployedOn || !endedOn) return null;
  const limit = addMonths(deployedOn, REFUND_WITHIN_MONTHS);
  const due = endedOn < limit;
  const serviceFeeCents = lines
    .filter((line) => line.kind === "service_fee")
    .reduce((sum, line) => sum + line.amountCents, 0);
  const minimumCents = Math.ceil(serviceFeeCents / 2);
  const period = `Deployed on ${formatDay(deployedOn)}, ended on ${formatDay(endedOn)}; six months from deployment end on ${formatDay(limit)}`;
  return {
    due,
    serviceFeeCents,
    minimumCents: due ? minimumCents : 0,
    explanation: due
      ? [
          `${period}: it ended within them.`,
          `Service fee ${formatCents(serviceFeeCents)} × 50% = ${formatCents(minimumCents)} at least.`,
          "Not counted: the work permit, the Settling-In Programme, medical and home-country costs.",
        ]
      : [`${period}: it ended after them, so no refund is due.`],
  };
}

export const refundBodySchema = z.object({
  amountCents: cents(MONEY_MESSAGES.paymentAmount).min(1, { error: MONEY_MESSAGES.paymentAmount }),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(60).default(""),
  paidOn: z.iso
    .date()
    .refine((day) => day <= singaporeToday(), { error: MONEY_MESSAGES.receivedInFuture }),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const creditNoteBodySchema = z.object({
  receiptId: z.number().int().positive(),
  reason: z
    .string({ error: MONEY_MESSAGES.reasonRequired })
    .trim()
    .min(5, { error: MONEY_MESSAGES.reasonRequired })
    .max(200),
});

export const moneyDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MONEY_DOCUMENT_KINDS),
  number: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string(),
  /** The day money changed hands (receipts); the day issued otherwise. */
  day: z.iso.date(),
  note: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  /** A receipt's credit note, or a credit note's receipt, by number. */
  voidedBy: z.string().nullable(),
  voids: z.string().nullable(),
});
export type MoneyDocument = z.infer<typeof moneyDocumentSchema>;

export const caseMoneySchema = z.object({
  reference: z.string(),
  version: z.number().int().describe("0 while the case has no fees."),
  packageName: z.string().nullable(),
  lines: z.array(feeLineSchema),
  depositCents: z.number().int(),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int().describe("Receipts not voided by a credit note."),
  balanceCents: z.number().int(),
  refundedCents: z.number().int(),
  refund: z
    .object({
      due: z.boolean(),
      serviceFeeCents: z.number().int(),
      minimumCents: z.number().int(),
      explanation: z.array(z.string()),
    })
    .nullable()
    .describe(
      "Once the placement has both started work and ended: whether a refund is due, and why.",
    ),
  gst: z.object({
    registered: z.boolean(),
    rateBasisPoints: z.number().int(),
    number: z.string(),
  }),
  documents: z.array(moneyDocumentSchema).describe("Oldest first."),
});
export type CaseMoney = z.infer<typeof caseMoneySchema>;

const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Months are written YYYY-MM, e.g. 2026-11" });

/** GET /api/admin/money-report: the months from `from` to `to` (Singapore months), inclusive. */
export const moneyReportQuerySchema = z
  .object({ from: monthSchema, to: monthSchema })
  .refine((query) => query.from <= query.to, {
    error: "The first month must not be after the last",
    path: ["to"],
  })
  .refine((query) => monthsBetween(query.from, query.to) <= 36, {
    error: "A report covers at most 36 months",
    path: ["to"],
  });
export type MoneyReportQuery = z.infer<typeof moneyReportQuerySchema>;

/** How many months from `from` to `to`, both counted. */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split("-").map(Number);
  const [toYear = 0, toMonth = 0] = to.split("-").map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

export const moneyReportSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      invoicedCents: z.number().int(),
      collectedCents: z
        .number()
        .int()
        .describe("Receipts of the month less credit notes issued in it."),
      refundedCents: z.number().int(),
    }),
  ),
  outstanding: z.array(
    z.object({
      caseId: z.number().int(),
      reference: z.string(),
      customerName: z.string(),
      totalCents: z.number().int(),
      paidCents: z.number().int(),
      balanceCents: z.number().int(),
    }),
  ),
  outstandingCents: z.number().int(),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;
