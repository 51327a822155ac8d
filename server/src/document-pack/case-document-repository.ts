import type {
  CaseDocumentStatus,
  DocumentKind,
  DocumentLanguage,
  SignerRole,
} from "@maids/contract/document-pack.ts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { caseDocuments, placementCases } from "../db/schema.ts";

/** A document without its PDF's bytes. */
export interface CaseDocumentRow {
  id: number;
  kind: DocumentKind;
  language: DocumentLanguage;
  version: number;
  templateVersion: number;
  text: string;
  signers: { role: SignerRole; name: string }[];
  sha256: string;
  status: CaseDocumentStatus;
  frame: {
    agency: { name: string; licenceNumber: string };
    owner: { name: string; eaRegistrationNumber: string };
    versionLine: string;
  } | null;
  signedSha256: string | null;
  generatedAt: Date;
  supersededAt: Date | null;
}

const listColumns = {
  id: caseDocuments.id,
  kind: caseDocuments.kind,
  language: caseDocuments.language,
  version: caseDocuments.version,
  templateVersion: caseDocuments.templateVersion,
  text: caseDocuments.text,
  signers: caseDocuments.signers,
  sha256: caseDocuments.sha256,
  status: caseDocuments.status,
  frame: caseDocuments.frame,
  signedSha256: caseDocuments.signedSha256,
  generatedAt: caseDocuments.generatedAt,
  supersededAt: caseDocuments.supersededAt,
};

/** Every version of every document of the case, the newest first. */
export async function listCaseDocuments(db: Db, caseId: number): Promise<CaseDocumentRow[]> {
  const rows = await db
    .select(listColumns)
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId))
    .orderBy(desc(caseDocuments.generatedAt), desc(caseDocuments.id));
  return rows as CaseDocumentRow[];
}

export async function findCaseDocumentPdf(db: Db, caseId: number, documentId: number) {
  const [row] = await db
    .select({
      kind: caseDocuments.kind,
      language: caseDocuments.language,
      version: caseDocuments.version,
      pdf: caseDocuments.pdf,
      signedPdf: caseDocuments.signedPdf,
    })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.id, documentId)));
  return row ?? null;
}

/** Holds the case while its pack changes, so two generations of one pack go one at a time. */
export async function lockCaseForDocuments(tx: Db, caseId: number): Promise<void> {
  await tx
    .select({ id: placementCases.id })
    .from(placementCases)
    .where(eq(placementCases.id, caseId))
    .for("no key update");
}

/** The versions of one document of the case: `kind` in `language`. */
function versionsOf(caseId: number, kind: DocumentKind, language: DocumentLanguage) {
  return and(
    eq(caseDocuments.caseId, caseId),
    eq(caseDocuments.kind, kind),
    eq(caseDocuments.language, language),
  );
}

export async function findCurrentDocument(
  db: Db,
  caseId: number,
  kind: DocumentKind,
  language: DocumentLanguage,
) {
  const [row] = await db
    .select(listColumns)
    .from(caseDocuments)
    .where(and(versionsOf(caseId, kind, language), isNull(caseDocuments.supersededAt)));
  return (row as CaseDocumentRow | undefined) ?? null;
}

export async function supersedeDocument(tx: Db, documentId: number): Promise<void> {
  await tx
    .update(caseDocuments)
    .set({ supersededAt: sql`now()` })
    .where(eq(caseDocuments.id, documentId));
}

export async function insertCaseDocument(
  tx: Db,
  document: Pick<
    CaseDocumentRow,
    | "kind"
    | "language"
    | "version"
    | "templateVersion"
    | "text"
    | "signers"
    | "generatedAt"
    | "sha256"
  > & {
    caseId: number;
    frame: NonNullable<CaseDocumentRow["frame"]>;
    pdf: Buffer;
    generatedByUserId: number;
  },
): Promise<number> {
  const [row] = await tx.insert(caseDocuments).values(document).returning({ id: caseDocuments.id });
  if (!row) throw new Error("the document was not stored");
  return row.id;
}

/** The highest version of `kind` in `language` the case has had; 0 when none. */
export async function lastDocumentVersion(
  tx: Db,
  caseId: number,
  kind: DocumentKind,
  language: DocumentLanguage,
): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${caseDocuments.version}), 0)::int` })
    .from(caseDocuments)
    .where(versionsOf(caseId, kind, language));
  return row?.last ?? 0;
}
