import { helperImportSchema } from "@maids/contract/helper-imports.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";
import { storeImport } from "./import-cache.ts";

/** Starts taking a committed import back; refused (409) once one of its helpers is in a placement case. */
function undoHelperImport(id: number) {
  return apiRequest(`/api/admin/helper-imports/${id}/undo`, {
    schema: helperImportSchema,
    method: "POST",
  });
}

export function useUndoHelperImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoHelperImport,
    // The undo goes on in the background; whoever follows the import (useRefreshWhenSettled)
    // reloads the views of helpers once it is undone.
    onSuccess: (helperImport) => {
      storeImport(queryClient, helperImport);
      return refreshQueries(queryClient, queryKeys.helperImports);
    },
    // A refusal (a helper now in a placement case) may mean it can no longer be undone at all.
    onError: () => refreshQueries(queryClient, queryKeys.helperImports),
  });
}
