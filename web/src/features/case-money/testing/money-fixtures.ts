import { type CaseMoney, caseMoneySchema } from "@maids/contract/case-money.ts";

/** A case's money as the API answers it: the standard lines, $500 deposit paid by PayNow. */
export function buildMoney(overrides: Partial<CaseMoney> = {}): CaseMoney {
  return caseMoneySchema.parse({
    reference: "PL-2026-0007",
    version: 2,
    packageName: "Standard package",
    lines: [
      { kind: "service_fee", description: "Agency service", amountCents: 120_000, taxable: true },
      { kind: "medical", description: "", amountCents: 8_000, taxable: false },
    ],
    depositCents: 50_000,
    subtotalCents: 128_000,
    gstCents: 10_800,
    totalCents: 138_800,
    paidCents: 50_000,
    balanceCents: 88_800,
    refundedCents: 0,
    refund: null,
    gst: { registered: true, rateBasisPoints: 900, number: "201912345K" },
    documents: [
      {
        id: 11,
        kind: "receipt",
        number: "RCT-2026-00001",
        amountCents: 50_000,
        method: "paynow",
        reference: "PN-88231",
        day: "2026-11-20",
        note: "",
        issuedAt: "2026-11-20T02:00:00.000Z",
        voidedBy: null,
        voids: null,
      },
    ],
    ...overrides,
  });
}
