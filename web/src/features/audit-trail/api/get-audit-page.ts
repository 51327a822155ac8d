import { auditPageSchema } from "@maids/contract/audit.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/** The filters as the URL and the API both spell them (contract/src/audit.ts). */
export type AuditFilters = Record<string, string>;

function getAuditPage(filters: AuditFilters, signal?: AbortSignal) {
  const query = new URLSearchParams(filters).toString();
  return apiRequest(`/api/admin/audit?${query}`, { schema: auditPageSchema, signal });
}

/** A page of the audit trail; the previous page stays on screen while the next loads. */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.auditTrail(filters),
    queryFn: ({ signal }) => getAuditPage(filters, signal),
    placeholderData: keepPreviousData,
  });
}
