import {
  type CaseFeesBody,
  type CaseMoney,
  caseMoneySchema,
  feePackageSchema,
  type PaymentBody,
  type RefundBody,
} from "@maids/contract/case-money.ts";
import {
  employerDeductionsSchema,
  helperLoanSchema,
  type LoanTerms,
} from "@maids/contract/helper-loan.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiRequestError, apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** A case's money: the family's own by reference, or any case's for staff. */
export type MoneyBase = { kind: "family"; reference: string } | { kind: "staff"; caseId: number };

const keyOf = (base: MoneyBase) =>
  queryKeys.caseMoney(base.kind === "family" ? base.reference : base.caseId);

const pathOf = (base: MoneyBase) =>
  base.kind === "family"
    ? `/api/user/hiring/${encodeURIComponent(base.reference)}/money`
    : `/api/admin/placements/${base.caseId}/money`;

export function useCaseMoney(base: MoneyBase) {
  return useQuery({
    queryKey: keyOf(base),
    queryFn: ({ signal }) => apiRequest(pathOf(base), { schema: caseMoneySchema, signal }),
  });
}

export function useFeePackages(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.feePackages,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/fee-packages", { schema: z.array(feePackageSchema), signal }),
    enabled,
  });
}

/** A change to a case's money: its answer replaces the cached one; a clash reloads it. */
function useMoneyMutation<Variables>(
  caseId: number,
  call: (path: string, variables: Variables) => Promise<CaseMoney>,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.caseMoney(caseId);
  return useMutation({
    mutationFn: (variables: Variables) => call(`/api/admin/placements/${caseId}`, variables),
    onSuccess: (money) => queryClient.setQueryData(key, money),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

const post = <Body>(path: string, body: Body) =>
  apiRequest(path, { method: "POST", schema: caseMoneySchema, body });

export const useSaveFees = (caseId: number) =>
  useMoneyMutation(caseId, (path, body: CaseFeesBody) =>
    apiRequest(`${path}/fees`, { method: "PUT", schema: caseMoneySchema, body }),
  );

export const useApplyPackage = (caseId: number) =>
  useMoneyMutation(caseId, (path, body: { version: number; packageId: number }) =>
    post(`${path}/fees/package`, body),
  );

export const useIssueInvoice = (caseId: number) =>
  useMoneyMutation(caseId, (path, purpose: "deposit" | "balance") =>
    post(`${path}/invoices`, { purpose }),
  );

export const useRecordPayment = (caseId: number) =>
  useMoneyMutation(caseId, (path, body: PaymentBody) => post(`${path}/payments`, body));

export const useRecordRefund = (caseId: number) =>
  useMoneyMutation(caseId, (path, body: RefundBody) => post(`${path}/refunds`, body));

export const useVoidReceipt = (caseId: number) =>
  useMoneyMutation(caseId, (path, body: { receiptId: number; reason: string }) =>
    post(`${path}/credit-notes`, body),
  );

export function useHelperLoan(caseId: number) {
  return useQuery({
    queryKey: queryKeys.helperLoan(caseId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/placements/${caseId}/helper-loan`, {
        schema: helperLoanSchema,
        signal,
      }),
  });
}

export function useSaveHelperLoan(caseId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.helperLoan(caseId);
  return useMutation({
    mutationFn: (body: { version: number; terms: LoanTerms }) =>
      apiRequest(`/api/admin/placements/${caseId}/helper-loan`, {
        method: "PUT",
        schema: helperLoanSchema,
        body,
      }),
    onSuccess: (loan) => queryClient.setQueryData(key, loan),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** What the family deducts from its helper's salary each month (nothing else of her loan). */
export function useEmployerDeductions(reference: string) {
  return useQuery({
    queryKey: queryKeys.employerDeductions(reference),
    queryFn: ({ signal }) =>
      apiRequest(`/api/user/hiring/${encodeURIComponent(reference)}/deductions`, {
        schema: employerDeductionsSchema,
        signal,
      }),
  });
}
