import { type HelperImportChoices, helperImportSchema } from "@maids/contract/helper-imports.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { storeImport } from "./import-cache.ts";

/** Starts the commit of a checked import; the server answers it "committing". */
function commitHelperImport({ id, choices }: { id: number; choices: HelperImportChoices }) {
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
