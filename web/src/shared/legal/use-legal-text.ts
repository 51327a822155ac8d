import { type LegalTextKind, legalTextSchema } from "@maids/contract/employer-file.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

/** The version of a legal text in force (GET /api/legal/:kind). */
export function useLegalText(kind: LegalTextKind) {
  return useQuery({
    queryKey: queryKeys.legalText(kind),
    queryFn: ({ signal }) => apiRequest(`/api/legal/${kind}`, { schema: legalTextSchema, signal }),
  });
}
