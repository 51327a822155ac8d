import type { HelperImport, HelperImportStatus } from "@maids/contract/helper-imports.ts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";

/** The statuses in which the server is still working on an import. */
export function isUnderWay(status: HelperImportStatus | undefined): boolean {
  return status === "validating" || status === "committing" || status === "undoing";
}

/** Shows a newer state of an import at once, in the import's own query. */
export function storeImport(queryClient: QueryClient, helperImport: HelperImport) {
  queryClient.setQueryData(queryKeys.helperImport(helperImport.id), helperImport);
}

/** A committed or undone import changes the helpers everywhere, and the recent imports. */
function refreshAfterImport(queryClient: QueryClient) {
  return refreshQueries(queryClient, ...HELPER_VIEWS, queryKeys.helperImports);
}

/**
 * Refreshes what an import changes once the server is done with it: the recent imports, and
 * every view of helpers when it committed or was undone.
 */
export function useRefreshWhenSettled(helperImport: HelperImport | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const id = helperImport?.id;
  const status = helperImport?.status;
  useEffect(() => {
    if (id === undefined || status === undefined || isUnderWay(status)) return;
    const key = `${id}:${status}`;
    if (seen.current === key) return;
    seen.current = key;
    if (status === "committed" || status === "undone") void refreshAfterImport(queryClient);
    else void refreshQueries(queryClient, queryKeys.helperImports);
  }, [id, status, queryClient]);
}
