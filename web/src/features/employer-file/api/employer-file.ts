import {
  type EmployerFile,
  employerFileSchema,
  type ParticularsSection,
  type PersonSection,
  revealedSchema,
} from "@maids/contract/employer-file.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

/**
 * Where a file's calls go: the family's own case by reference, or any case for staff. Both
 * answer the same file, so one set of hooks serves both screens.
 */
export type FileBase = { kind: "family"; reference: string } | { kind: "staff"; caseId: number };

const pathOf = (base: FileBase) =>
  base.kind === "family"
    ? `/api/user/hiring/${encodeURIComponent(base.reference)}`
    : `/api/admin/placements/${base.caseId}`;

const keyOf = (base: FileBase) =>
  queryKeys.employerFile(base.kind === "family" ? base.reference : base.caseId);

export function useEmployerFile(base: FileBase, enabled = true) {
  return useQuery({
    queryKey: keyOf(base),
    queryFn: ({ signal }) =>
      apiRequest(`${pathOf(base)}/employer-file`, { schema: employerFileSchema, signal }),
    enabled,
  });
}

/**
 * A change to the file: its answer is the whole file, which replaces the cached one; a stale
 * section reloads the file so that the form shows what the other person saved.
 */
function useFileMutation<Variables>(
  base: FileBase,
  call: (path: string, variables: Variables) => Promise<EmployerFile>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(pathOf(base), variables),
    onSuccess: (file) => queryClient.setQueryData(keyOf(base), file),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: keyOf(base) });
      }
    },
  });
}

export function useGiveConsent(base: FileBase) {
  return useFileMutation(base, (path, textVersion: number) =>
    apiRequest(`${path}/consent`, {
      method: "POST",
      schema: employerFileSchema,
      body: { textVersion },
    }),
  );
}

export function useWithdrawConsent(base: FileBase) {
  return useFileMutation(base, (path, _: undefined) =>
    apiRequest(`${path}/consent/withdraw`, { method: "POST", schema: employerFileSchema }),
  );
}

export function useSaveSection(base: FileBase, section: ParticularsSection) {
  return useFileMutation(base, (path, body: { version: number; data: object }) =>
    apiRequest(`${path}/particulars/${section}`, {
      method: "PUT",
      schema: employerFileSchema,
      body,
    }),
  );
}

export function useRemoveSection(base: FileBase, section: ParticularsSection) {
  return useFileMutation(base, (path, _: undefined) =>
    apiRequest(`${path}/particulars/${section}`, {
      method: "DELETE",
      schema: employerFileSchema,
    }),
  );
}

/** Staff only: the full number, never cached (it is shown once, then forgotten). */
export function useRevealIdNumber(caseId: number, section: PersonSection) {
  return useMutation({
    mutationFn: (purpose: string) =>
      apiRequest(`/api/admin/placements/${caseId}/particulars/${section}/reveal`, {
        method: "POST",
        schema: revealedSchema,
        body: { purpose },
      }),
  });
}
