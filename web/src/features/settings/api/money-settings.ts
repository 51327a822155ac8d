import {
  type FeePackageInput,
  feePackageSchema,
  type MoneySettings,
  moneySettingsSchema,
} from "@maids/contract/case-money.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

export function useMoneySettings() {
  return useQuery({
    queryKey: queryKeys.moneySettings,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/money-settings", { schema: moneySettingsSchema, signal }),
  });
}

export function useSaveMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MoneySettings) =>
      apiRequest("/api/admin/money-settings", {
        method: "PUT",
        schema: moneySettingsSchema,
        body: settings,
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.moneySettings, settings);
      // Every case's totals depend on it.
      return refreshQueries(queryClient, ["case-money"]);
    },
  });
}

export function useFeePackageList() {
  return useQuery({
    queryKey: queryKeys.feePackages,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/fee-packages", { schema: z.array(feePackageSchema), signal }),
  });
}

/** Adds a package (POST) or changes one (PUT). */
export function useSaveFeePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: FeePackageInput }) =>
      apiRequest(id === null ? "/api/admin/fee-packages" : `/api/admin/fee-packages/${id}`, {
        method: id === null ? "POST" : "PUT",
        schema: feePackageSchema,
        body: values,
      }),
    onSuccess: () => refreshQueries(queryClient, queryKeys.feePackages),
  });
}
