import {
  type DocumentToRead,
  documentToReadSchema,
  type SignBody,
  type SignerRole,
  signingLinkSchema,
  signingLinkViewSchema,
  signResultSchema,
} from "@maids/contract/document-pack.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

const familyPath = (reference: string) =>
  `/api/user/hiring/${encodeURIComponent(reference)}/documents`;

/** GET …/documents/{documentId}/pdf: the family's copy, sealed once every party signed. */
export const familyPdfPath = (reference: string, documentId: number) =>
  `${familyPath(reference)}/${documentId}/pdf`;

export function useFamilyDocuments(reference: string) {
  return useQuery({
    queryKey: queryKeys.familyDocuments(reference),
    queryFn: ({ signal }) =>
      apiRequest(familyPath(reference), { schema: z.array(documentToReadSchema), signal }),
  });
}

/** The documents `role` has yet to sign. */
export const awaitingSignature = (documents: DocumentToRead[], role: SignerRole) =>
  documents.filter((document) =>
    document.signatures.some((signature) => signature.role === role && signature.signedAt === null),
  );

export function useSignAsEmployer(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody & { nricLastFour: string }) =>
      apiRequest(`${familyPath(reference)}/sign`, {
        method: "POST",
        schema: signResultSchema,
        body,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.familyDocuments(reference) }),
  });
}

export function useSigningLink(token: string) {
  return useQuery({
    queryKey: queryKeys.signingLink(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/signing/${encodeURIComponent(token)}`, {
        schema: signingLinkViewSchema,
        signal,
      }),
    retry: false,
  });
}

export function useSignThroughLink(token: string) {
  return useMutation({
    mutationFn: (body: SignBody & { code?: string }) =>
      apiRequest(`/api/signing/${encodeURIComponent(token)}`, {
        method: "POST",
        schema: signResultSchema,
        body,
      }),
  });
}

/** Staff: a signer in person on this device, or the case owner for the agency. */
export function useStaffSign(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody & { role: "spouse" | "sponsor" | "helper" | "case_owner" }) =>
      apiRequest(`/api/admin/placements/${caseId}/documents/sign`, {
        method: "POST",
        schema: signResultSchema,
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.casePack(caseId) }),
  });
}

export function useCreateSigningLink(caseId: number) {
  return useMutation({
    mutationFn: (role: "employer" | "spouse" | "sponsor" | "helper") =>
      apiRequest(`/api/admin/placements/${caseId}/documents/signing-links`, {
        method: "POST",
        schema: signingLinkSchema,
        body: { role },
      }),
  });
}

/** Staff record a document signed on paper: its scan (PDF, JPEG or PNG). */
export function useRecordPaperCopy(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, file }: { documentId: number; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      return apiRequest(`/api/admin/placements/${caseId}/documents/${documentId}/paper-copy`, {
        method: "POST",
        schema: z.unknown(),
        body: form,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.casePack(caseId) }),
  });
}
