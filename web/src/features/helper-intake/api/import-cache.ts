import type { HelperImport, HelperImportStatus } from "@maids/contract/helper-imports.ts";
import type { QueryClient } from "@tanstack/react-query";
import { HELPER_VIEWS, queryKeys, refreshQueries } from "@/shared/query-keys.ts";

/** The statuses in which the server is still working on an import. */
export function isUnderWay(status: HelperImportStatus | undefined): boolean {
  return status === "validating" || status === "committing";
}

/** Shows a newer state of an import at once, in the import's own query. */
export function storeImport(queryClient: QueryClient, helperImport: HelperImport) {
  queryClient.setQueryData(queryKeys.helperImport(helperImport.id), helperImport);
}

/** A committed or undone import changes the helpers everywhere, and the recent imports. */
export function refreshAfterImport(queryClient: QueryClient) {
  return refreshQueries(queryClient, ...HELPER_VIEWS, queryKeys.helperImports);
}
