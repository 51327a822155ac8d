import {
  type HelperImport,
  type HelperImportChoices,
  type HelperImportStatus,
  helperImportSchema,
  helperImportsSchema,
  type SheetFormat,
} from "@maids/contract/helper-imports.ts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";

/** How often an import under way is asked for its progress. */
export const IMPORT_POLL_MS = 700;

/** The statuses in which the server is still working on an import. */
export function isUnderWay(status: HelperImportStatus | undefined): boolean {
  return status === "validating" || status === "committing";
}

export const templatePath = (format: SheetFormat) =>
  `/api/admin/helper-imports/template?format=${format}`;

export function getHelperImport(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/helper-imports/${id}`, { schema: helperImportSchema, signal });
}

/** One import, asked again every 700 ms while the server checks or commits it. */
export function useHelperImport(id: number | null) {
  return useQuery({
    queryKey: queryKeys.helperImport(id ?? 0),
    queryFn: ({ signal }) => getHelperImport(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (isUnderWay(query.state.data?.status) ? IMPORT_POLL_MS : false),
  });
}

/** The 20 most recent imports, newest first. */
export function useRecentImports() {
  return useQuery({
    queryKey: queryKeys.helperImports,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/helper-imports", { schema: helperImportsSchema, signal }),
    select: (data) => data.imports,
    staleTime: 0,
  });
}

/** Shows a newer state of an import at once, in the import's own query. */
export function storeImport(queryClient: QueryClient, helperImport: HelperImport) {
  queryClient.setQueryData(queryKeys.helperImport(helperImport.id), helperImport);
}

/** A committed or undone import changes the helpers everywhere, and the recent imports. */
export function refreshAfterImport(queryClient: QueryClient) {
  return refreshQueries(queryClient, ...HELPER_VIEWS, queryKeys.helperImports);
}

export function commitHelperImport({ id, choices }: { id: number; choices: HelperImportChoices }) {
  return apiRequest(`/api/admin/helper-imports/${id}/commit`, {
    schema: helperImportSchema,
    method: "POST",
    body: choices,
  });
}

export function useCommitHelperImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitHelperImport,
    onSuccess: (helperImport) => storeImport(queryClient, helperImport),
  });
}

export function undoHelperImport(id: number) {
  return apiRequest(`/api/admin/helper-imports/${id}/undo`, {
    schema: helperImportSchema,
    method: "POST",
  });
}

export function useUndoHelperImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoHelperImport,
    onSuccess: (helperImport) => {
      storeImport(queryClient, helperImport);
      return refreshAfterImport(queryClient);
    },
  });
}
