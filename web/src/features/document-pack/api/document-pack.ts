import {
  type DocumentKind,
  type DocumentLanguage,
  documentPackSchema,
  documentTemplateListSchema,
  documentTemplateSchema,
  generatePackResultSchema,
} from "@maids/contract/document-pack.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

const packPath = (caseId: number) => `/api/admin/placements/${caseId}/documents`;

/** GET …/documents/{documentId}/pdf: one document's PDF as generated. */
export const documentPdfPath = (caseId: number, documentId: number) =>
  `${packPath(caseId)}/${documentId}/pdf`;

/** GET …/documents/pack.pdf: every document in force as one PDF. */
export const packPdfPath = (caseId: number) => `${packPath(caseId)}/pack.pdf`;

export function useCasePack(caseId: number) {
  return useQuery({
    queryKey: queryKeys.casePack(caseId),
    queryFn: ({ signal }) => apiRequest(packPath(caseId), { schema: documentPackSchema, signal }),
  });
}

/** Generates the pack: a new version of each document whose text changed. */
export function useGeneratePack(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(packPath(caseId), { method: "POST", schema: generatePackResultSchema }),
    onSuccess: ({ generated: _, ...pack }) =>
      queryClient.setQueryData(queryKeys.casePack(caseId), pack),
  });
}

export function useDocumentTemplates() {
  return useQuery({
    queryKey: queryKeys.documentTemplates,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/document-templates", { schema: documentTemplateListSchema, signal }),
  });
}

/**
 * Publishes a template's next version (or a language's first); after a clash (409) the versions
 * in force are read again for the owner to start from.
 */
export function usePublishTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      language,
      ...change
    }: {
      kind: DocumentKind;
      language: DocumentLanguage;
      body: string;
      basedOnVersion: number;
    }) =>
      apiRequest(`/api/admin/document-templates/${kind}/${language}`, {
        method: "PUT",
        schema: documentTemplateSchema,
        body: change,
      }),
    onSettled: (_data, error) => {
      if (!error || (error instanceof ApiRequestError && error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.documentTemplates });
      }
    },
  });
}
