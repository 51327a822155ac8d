import {
  type CaseFeesBody,
  type CaseMoney,
  DEFAULT_GST_BASIS_POINTS,
  type FeePackage,
  type FeePackageInput,
  feeTotals,
  formatCents,
  MONEY_MESSAGES,
  type MoneySettings,
  type PaymentBody,
  type RefundBody,
  refundDue,
} from "@maids/contract/case-money.ts";
import { DEFAULT_MINIMUM_LEFT_CENTS } from "@maids/contract/helper-loan.ts";
import { isEnded } from "@maids/contract/placement-stages.ts";
import { recordAudit, recordCaseAudit } from "../audit/audit-repository.ts";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError, onField } from "../domain-errors.ts";
import { caseRefOf } from "../placements/case-lookup.ts";
import type { CaseLookup } from "../placements/placement-repository.ts";
import {
  findCaseDates,
  findCaseFees,
  findFeePackage,
  findMoneySettings,
  insertFeePackage,
  insertMoneyDocument,
  listFeePackages,
  listMoneyDocuments,
  lockCaseFees,
  lockReceipt,
  type MoneyDocumentRow,
  saveCaseFees,
  saveMoneySettings,
  updateFeePackage,
} from "./case-money-repository.ts";

type CaseRef = { id: number; reference: string };

const staleFees = () => new ConflictError(MONEY_MESSAGES.stale, undefined, "stale_version");

/** Receipts not voided by a credit note: what the family has paid. */
function paidCents(documents: MoneyDocumentRow[]): number {
  return documents
    .filter((document) => document.kind === "receipt" && document.voidedBy === null)
    .reduce((sum, document) => sum + document.amountCents, 0);
}

const refundedCents = (documents: MoneyDocumentRow[]) =>
  documents
    .filter((document) => document.kind === "refund")
    .reduce((sum, document) => sum + document.amountCents, 0);

function toPackage(row: {
  id: number;
  name: string;
  lines: FeePackage["lines"];
  depositCents: number;
  active: boolean;
}): FeePackage {
  return { ...row, totalCents: row.lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/**
 * Money on a placement case (docs/product.md#money-on-the-case): the schedule of fees, the
 * documents that record what was asked and paid, and the totals computed from both.
 */
export function caseMoneyService(db: Db) {
  async function settings(tx: Db = db): Promise<MoneySettings> {
    const row = await findMoneySettings(tx);
    return {
      gstRegistered: row?.gstRegistered ?? false,
      gstRateBasisPoints: row?.gstRateBasisPoints ?? DEFAULT_GST_BASIS_POINTS,
      gstNumber: row?.gstNumber ?? "",
      minimumLeftCents: row?.minimumLeftCents ?? DEFAULT_MINIMUM_LEFT_CENTS,
    };
  }

  async function moneyOf(found: CaseRef, tx: Db = db): Promise<CaseMoney> {
    const [fees, documents, gst, dates] = await Promise.all([
      findCaseFees(tx, found.id),
      listMoneyDocuments(tx, found.id),
      settings(tx),
      findCaseDates(tx, found.id),
    ]);
    const lines = fees?.lines ?? [];
    const totals = feeTotals(lines, gst);
    const paid = paidCents(documents);
    const endedOn = dates && isEnded(dates.stage) ? dates.lastMovedOn : null;
    return {
      reference: found.reference,
      version: fees?.version ?? 0,
      packageName: fees?.packageName ?? null,
      lines,
      depositCents: fees?.depositCents ?? 0,
      ...totals,
      paidCents: paid,
      balanceCents: totals.totalCents - paid,
      refundedCents: refundedCents(documents),
      refund: refundDue({ deployedOn: dates?.deployedOn ?? null, endedOn }, lines),
      gst: {
        registered: gst.gstRegistered,
        rateBasisPoints: gst.gstRateBasisPoints,
        number: gst.gstNumber,
      },
      documents: documents.map((document) => ({
        ...document,
        issuedAt: document.issuedAt.toISOString(),
      })),
    };
  }

  const caseOf = (where: CaseLookup) => caseRefOf(db, where);

  /** Runs a change to a case's money with its fees locked, so changes to one case go one at a time. */
  async function withLockedFees<T>(
    found: CaseRef,
    change: (tx: Db, fees: Awaited<ReturnType<typeof lockCaseFees>>) => Promise<T>,
  ): Promise<CaseMoney> {
    await db.transaction(async (tx) => change(tx, await lockCaseFees(tx, found.id)));
    return moneyOf(found);
  }

  return {
    caseOf,
    moneyOf,
    settings,

    async saveSettings(change: MoneySettings, actorUserId: number) {
      await db.transaction(async (tx) => {
        await saveMoneySettings(tx, change, actorUserId);
        await recordAudit(tx, {
          actorUserId,
          action: "money_settings.update",
          entityType: "agency",
          entityId: null,
          details: { changed: Object.keys(change) },
        });
      });
      return settings();
    },

    async packages(): Promise<FeePackage[]> {
      return (await listFeePackages(db)).map(toPackage);
    },

    async savePackage(id: number | null, input: FeePackageInput, actorUserId: number) {
      return db.transaction(async (tx) => {
        const row =
          id === null ? await insertFeePackage(tx, input) : await updateFeePackage(tx, id, input);
        if (row === undefined) throw new NotFoundError(MONEY_MESSAGES.packageNotFound);
        if (row === null) {
          throw new ConflictError(
            MONEY_MESSAGES.packageNameTaken,
            onField("name", MONEY_MESSAGES.packageNameTaken),
          );
        }
        await recordAudit(tx, {
          actorUserId,
          action: id === null ? "fee_package.create" : "fee_package.update",
          entityType: "fee_package",
          entityId: row.id,
          details: { changed: Object.keys(input) },
        });
        return toPackage(row);
      });
    },

    saveFees(found: CaseRef, body: CaseFeesBody, actorUserId: number) {
      return withLockedFees(found, async (tx, fees) => {
        const saved =
          (fees?.version ?? 0) === body.version &&
          (await saveCaseFees(tx, { caseId: found.id, ...body, userId: actorUserId }));
        if (!saved) throw staleFees();
        await recordCaseAudit(tx, actorUserId, "fees.update", found.id, {
          changed: ["lines", "depositCents"],
        });
      });
    },

    applyPackage(
      found: CaseRef,
      body: { version: number; packageId: number },
      actorUserId: number,
    ) {
      return withLockedFees(found, async (tx, fees) => {
        const feePackage = await findFeePackage(tx, body.packageId);
        if (!feePackage?.active) {
          throw new InvalidError(
            MONEY_MESSAGES.packageNotFound,
            onField("packageId", MONEY_MESSAGES.packageNotFound),
          );
        }
        const { lines, depositCents } = feePackage;
        const saved =
          (fees?.version ?? 0) === body.version &&
          (await saveCaseFees(tx, {
            caseId: found.id,
            version: body.version,
            lines,
            depositCents,
            packageId: feePackage.id,
            userId: actorUserId,
          }));
        if (!saved) throw staleFees();
        await recordCaseAudit(tx, actorUserId, "fees.package", found.id, {
          packageId: feePackage.id,
          changed: ["lines"],
        });
      });
    },

    /** An invoice for the deposit, or for the balance still due. */
    issueInvoice(found: CaseRef, purpose: "deposit" | "balance", actorUserId: number) {
      return withLockedFees(found, async (tx, fees) => {
        if (!fees) throw new ConflictError(MONEY_MESSAGES.noFees);
        const money = await moneyOf(found, tx);
        const amountCents =
          purpose === "deposit"
            ? Math.max(0, fees.depositCents - money.paidCents)
            : money.balanceCents;
        if (amountCents <= 0) throw new ConflictError(MONEY_MESSAGES.nothingDue);
        const today = singaporeToday();
        const invoice = await insertMoneyDocument(tx, {
          caseId: found.id,
          kind: "invoice",
          year: Number(today.slice(0, 4)),
          amountCents,
          day: today,
          note: purpose === "deposit" ? "Deposit" : "Balance",
          issuedByUserId: actorUserId,
        });
        await recordCaseAudit(tx, actorUserId, "money.invoice", found.id, {
          number: invoice.number,
        });
      });
    },

    /** A payment received: a receipt, refused when it is more than the balance. */
    recordPayment(found: CaseRef, payment: PaymentBody, actorUserId: number) {
      return withLockedFees(found, async (tx, fees) => {
        if (!fees) throw new ConflictError(MONEY_MESSAGES.noFees);
        const { balanceCents } = await moneyOf(found, tx);
        if (payment.amountCents > balanceCents) {
          const message = MONEY_MESSAGES.aboveBalance(
            formatCents(payment.amountCents),
            formatCents(balanceCents),
          );
          throw new InvalidError(message, onField("amountCents", message));
        }
        const receipt = await insertMoneyDocument(tx, {
          caseId: found.id,
          kind: "receipt",
          year: Number(singaporeToday().slice(0, 4)),
          amountCents: payment.amountCents,
          method: payment.method,
          reference: payment.reference,
          day: payment.receivedOn,
          issuedByUserId: actorUserId,
        });
        await recordCaseAudit(tx, actorUserId, "money.receipt", found.id, {
          number: receipt.number,
        });
      });
    },

    /**
     * Records the refund MOM's six-month rule asks for: at least its minimum, at most what was
     * paid, once per placement; a refund receipt with the rule's arithmetic as its note.
     */
    recordRefund(found: CaseRef, refund: RefundBody, actorUserId: number) {
      return withLockedFees(found, async (tx) => {
        const money = await moneyOf(found, tx);
        if (!money.refund?.due) throw new ConflictError(MONEY_MESSAGES.noRefundDue);
        if (money.refundedCents > 0) throw new ConflictError(MONEY_MESSAGES.refundGiven);
        const problem =
          refund.amountCents < money.refund.minimumCents
            ? MONEY_MESSAGES.refundBelowMinimum(formatCents(money.refund.minimumCents))
            : refund.amountCents > money.paidCents
              ? MONEY_MESSAGES.refundAbovePaid(formatCents(money.paidCents))
              : null;
        if (problem) throw new InvalidError(problem, onField("amountCents", problem));
        const document = await insertMoneyDocument(tx, {
          caseId: found.id,
          kind: "refund",
          year: Number(singaporeToday().slice(0, 4)),
          amountCents: refund.amountCents,
          method: refund.method,
          reference: refund.reference,
          day: refund.paidOn,
          note: money.refund.explanation.join(" "),
          issuedByUserId: actorUserId,
        });
        await recordCaseAudit(tx, actorUserId, "money.refund", found.id, {
          number: document.number,
        });
      });
    },

    /** Voids a receipt by a credit note that names it; the receipt itself never changes. */
    voidReceipt(found: CaseRef, body: { receiptId: number; reason: string }, actorUserId: number) {
      return withLockedFees(found, async (tx) => {
        const receipt = await lockReceipt(tx, found.id, body.receiptId);
        if (!receipt) throw new NotFoundError(MONEY_MESSAGES.receiptNotFound);
        if (receipt.voided) throw new ConflictError(MONEY_MESSAGES.alreadyVoided);
        const today = singaporeToday();
        const note = await insertMoneyDocument(tx, {
          caseId: found.id,
          kind: "credit_note",
          year: Number(today.slice(0, 4)),
          amountCents: receipt.amountCents,
          day: today,
          note: body.reason,
          issuedByUserId: actorUserId,
          voidsDocumentId: receipt.id,
        });
        await recordCaseAudit(tx, actorUserId, "money.credit_note", found.id, {
          number: note.number,
          voids: receipt.number,
        });
      });
    },
  };
}

export type CaseMoneyService = ReturnType<typeof caseMoneyService>;
