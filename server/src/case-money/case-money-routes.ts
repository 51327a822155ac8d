import {
  applyPackageBodySchema,
  caseFeesBodySchema,
  caseMoneySchema,
  creditNoteBodySchema,
  feePackageInputSchema,
  feePackageSchema,
  invoiceBodySchema,
  moneyReportQuerySchema,
  moneyReportSchema,
  moneySettingsSchema,
  paymentBodySchema,
  refundBodySchema,
} from "@maids/contract/case-money.ts";
import {
  employerDeductionsSchema,
  helperLoanSchema,
  loanBodySchema,
} from "@maids/contract/helper-loan.ts";
import {
  hiringReferenceParamsSchema,
  placementIdParamsSchema,
} from "@maids/contract/placements.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInViewer } from "../auth/access-control.ts";
import { SHEET_CONTENT_TYPES } from "../helper-intake/sheet-writer.ts";
import { errorAnswers } from "../http/error-answers.ts";
import type { CaseMoneyService } from "./case-money-service.ts";
import type { HelperLoanService } from "./helper-loan-service.ts";
import type { MoneyReportService } from "./money-report-service.ts";
import { moneyReportWorkbook } from "./money-report-sheet.ts";

const XLSX = SHEET_CONTENT_TYPES.xlsx;

interface MoneyRouteOptions {
  money: CaseMoneyService;
  loans: HelperLoanService;
}

const tags = ["admin: money"];
const errors = errorAnswers(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The agency's GST setting and fee packages, the owner's (Settings). */
export const moneySettingsRoutes: FastifyPluginAsyncZod<MoneyRouteOptions> = async (
  app,
  { money },
) => {
  app.get(
    "/money-settings",
    {
      schema: {
        tags,
        summary: "Whether the agency charges GST, its rate and number",
        response: { 200: moneySettingsSchema, ...errors },
      },
    },
    async () => money.settings(),
  );
  app.put(
    "/money-settings",
    {
      schema: {
        tags,
        summary: "Change the GST setting",
        body: moneySettingsSchema,
        response: { 200: moneySettingsSchema, ...errors },
      },
    },
    async (request) => money.saveSettings(request.body, signedInViewer(request).id),
  );
  app.get(
    "/fee-packages",
    {
      schema: {
        tags,
        summary: "The fee packages, by name",
        response: { 200: z.array(feePackageSchema), ...errors },
      },
    },
    async () => money.packages(),
  );
  app.post(
    "/fee-packages",
    {
      schema: {
        tags,
        summary: "Define a fee package",
        body: feePackageInputSchema,
        response: { 201: feePackageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return money.savePackage(null, request.body, signedInViewer(request).id);
    },
  );
  app.put(
    "/fee-packages/:id",
    {
      schema: {
        tags,
        summary: "Change a fee package (cases that used it keep their own copy of its lines)",
        params: idParams,
        body: feePackageInputSchema,
        response: { 200: feePackageSchema, ...errors },
      },
    },
    async (request) =>
      money.savePackage(request.params.id, request.body, signedInViewer(request).id),
  );
};

/** A case's fees, invoices, receipts and credit notes, for staff (under /api/admin). */
export const caseMoneyRoutes: FastifyPluginAsyncZod<MoneyRouteOptions> = async (
  app,
  { money, loans },
) => {
  const caseOf = (id: number) => money.caseOf({ id });

  app.get(
    "/placements/:id/helper-loan",
    {
      schema: {
        tags,
        summary: "The helper's salary and placement-loan terms and their repayment schedule",
        params: placementIdParamsSchema,
        response: { 200: helperLoanSchema, ...errors },
      },
    },
    async (request) => loans.loanOf(await caseOf(request.params.id)),
  );
  app.put(
    "/placements/:id/helper-loan",
    {
      schema: {
        tags,
        summary: "Save her loan terms; refused above MOM's fee cap or below the agency's minimum",
        description:
          "400 names the rule broken (`terms.loanCents`, `terms.monthlyDeductionCents`); 409 `stale_version`.",
        params: placementIdParamsSchema,
        body: loanBodySchema,
        response: { 200: helperLoanSchema, ...errors },
      },
    },
    async (request) =>
      loans.save(await caseOf(request.params.id), request.body, signedInViewer(request).id),
  );

  app.get(
    "/placements/:id/money",
    {
      schema: {
        tags,
        summary: "The case's fee schedule, totals and money documents",
        params: placementIdParamsSchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) => money.moneyOf(await caseOf(request.params.id)),
  );
  app.put(
    "/placements/:id/fees",
    {
      schema: {
        tags,
        summary: "Save the case's fee lines and deposit whole",
        description: "409 `stale_version` when the fees changed since `version` was read.",
        params: placementIdParamsSchema,
        body: caseFeesBodySchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) =>
      money.saveFees(await caseOf(request.params.id), request.body, signedInViewer(request).id),
  );
  app.post(
    "/placements/:id/fees/package",
    {
      schema: {
        tags,
        summary: "Replace the case's fee lines and deposit by a package's",
        params: placementIdParamsSchema,
        body: applyPackageBodySchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) =>
      money.applyPackage(await caseOf(request.params.id), request.body, signedInViewer(request).id),
  );
  app.post(
    "/placements/:id/invoices",
    {
      schema: {
        tags,
        summary: "Issue an invoice for the deposit or for the balance",
        params: placementIdParamsSchema,
        body: invoiceBodySchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) =>
      money.issueInvoice(
        await caseOf(request.params.id),
        request.body.purpose,
        signedInViewer(request).id,
      ),
  );
  app.post(
    "/placements/:id/payments",
    {
      schema: {
        tags,
        summary: "Record a payment received: a numbered receipt",
        description: "400 when it is more than the balance.",
        params: placementIdParamsSchema,
        body: paymentBodySchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) =>
      money.recordPayment(
        await caseOf(request.params.id),
        request.body,
        signedInViewer(request).id,
      ),
  );
  app.post(
    "/placements/:id/refunds",
    {
      schema: {
        tags,
        summary: "Record the refund due when a placement ended within six months of deployment",
        description:
          "409 when no refund is due or one was recorded; 400 below the rule's minimum or above what was paid.",
        params: placementIdParamsSchema,
        body: refundBodySchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) =>
      money.recordRefund(await caseOf(request.params.id), request.body, signedInViewer(request).id),
  );
  app.post(
    "/placements/:id/credit-notes",
    {
      schema: {
        tags,
        summary: "Void a receipt by a credit note that names it",
        params: placementIdParamsSchema,
        body: creditNoteBodySchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) =>
      money.voidReceipt(await caseOf(request.params.id), request.body, signedInViewer(request).id),
  );
};

/** The family's own schedule, documents and loan deductions (under /api/user/hiring/:reference). */
export const familyMoneyRoutes: FastifyPluginAsyncZod<MoneyRouteOptions> = async (
  app,
  { money, loans },
) => {
  app.get(
    "/hiring/:reference/deductions",
    {
      schema: {
        tags: ["my hiring"],
        summary: "What the family deducts from its helper's salary each month for her loan",
        params: hiringReferenceParamsSchema,
        response: { 200: employerDeductionsSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedInViewer(request);
      return loans.deductionsOf(
        await money.caseOf({ reference: request.params.reference, customerId: viewer.id }),
      );
    },
  );
  app.get(
    "/hiring/:reference/money",
    {
      schema: {
        tags: ["my hiring"],
        summary: "The family's fee schedule, invoices, receipts and credit notes for one case",
        params: hiringReferenceParamsSchema,
        response: { 200: caseMoneySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedInViewer(request);
      return money.moneyOf(
        await money.caseOf({ reference: request.params.reference, customerId: viewer.id }),
      );
    },
  );
};

/** The owner's money report, on screen and as .xlsx (under /api/admin). */
export const moneyReportRoutes: FastifyPluginAsyncZod<{ report: MoneyReportService }> = async (
  app,
  { report },
) => {
  app.get(
    "/money-report",
    {
      schema: {
        tags,
        summary: "Invoiced, collected and refunded by month, and every case still owing",
        querystring: moneyReportQuerySchema,
        response: { 200: moneyReportSchema, ...errors },
      },
    },
    async (request) => report.report(request.query),
  );
  app.get(
    "/money-report.xlsx",
    {
      schema: {
        tags,
        summary: "The same report as an Excel workbook",
        querystring: moneyReportQuerySchema,
        produces: [XLSX],
        response: { 200: z.any().describe("The .xlsx file."), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const file = await moneyReportWorkbook(await report.report(request.query));
      return reply
        .header("content-type", XLSX)
        .header("content-disposition", `attachment; filename="money-report-${from}-to-${to}.xlsx"`)
        .header("cache-control", "private, no-store")
        .send(file);
    },
  );
};
