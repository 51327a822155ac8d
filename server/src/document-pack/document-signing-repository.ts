import type { SignerRole, SigningChannel } from "@maids/contract/document-pack.ts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { caseDocuments, documentSignatures, signingLinks } from "../db/schema.ts";

export type SignatureRow = typeof documentSignatures.$inferSelect;
export type SigningLinkRow = typeof signingLinks.$inferSelect;

export async function insertSignatureRows(
  tx: Db,
  documentId: number,
  signers: { role: SignerRole; name: string }[],
): Promise<void> {
  if (signers.length === 0) return;
  await tx
    .insert(documentSignatures)
    .values(signers.map((signer, position) => ({ documentId, position, ...signer })));
}

/** The signers of these documents, in signing order, without their images. */
export function listSignatures(db: Db, documentIds: number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      documentId: documentSignatures.documentId,
      role: documentSignatures.role,
      name: documentSignatures.name,
      signedAt: documentSignatures.signedAt,
      channel: documentSignatures.channel,
    })
    .from(documentSignatures)
    .where(inArray(documentSignatures.documentId, documentIds))
    .orderBy(asc(documentSignatures.documentId), asc(documentSignatures.position));
}

/** Everything of a document's signatures, for its seal. */
export function fullSignatures(tx: Db, documentId: number): Promise<SignatureRow[]> {
  return tx
    .select()
    .from(documentSignatures)
    .where(eq(documentSignatures.documentId, documentId))
    .orderBy(asc(documentSignatures.position));
}

export async function recordSignature(
  tx: Db,
  id: number,
  signature: {
    channel: SigningChannel;
    image: Buffer | null;
    typedName: string | null;
    shownSha256: string;
    ipAddress: string;
    userAgent: string;
    signedByUserId: number | null;
    witnessUserId: number | null;
  },
): Promise<void> {
  await tx
    .update(documentSignatures)
    .set({ ...signature, signedAt: sql`now()` })
    .where(and(eq(documentSignatures.id, id), isNull(documentSignatures.signedAt)));
}

/** A current document of the case, as a signer submits it. */
export async function findDocumentToSign(tx: Db, caseId: number, documentId: number) {
  const [row] = await tx
    .select({
      id: caseDocuments.id,
      kind: caseDocuments.kind,
      language: caseDocuments.language,
      version: caseDocuments.version,
      text: caseDocuments.text,
      sha256: caseDocuments.sha256,
      frame: caseDocuments.frame,
      supersededAt: caseDocuments.supersededAt,
      status: caseDocuments.status,
    })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.id, documentId)));
  return row ?? null;
}

/** The signed copy: sealed once every party signed online, or the scan of a paper signing. */
export async function storeSignedCopy(
  tx: Db,
  documentId: number,
  copy: { pdf: Buffer; sha256: string; status: "signed" | "signed_on_paper" },
): Promise<void> {
  await tx
    .update(caseDocuments)
    .set({ signedPdf: copy.pdf, signedSha256: copy.sha256, status: copy.status })
    .where(eq(caseDocuments.id, documentId));
}

export async function insertSigningLink(
  tx: Db,
  link: {
    caseId: number;
    role: SignerRole;
    tokenHash: string;
    codeHash: string | null;
    expiresAt: Date;
    createdByUserId: number;
  },
): Promise<SigningLinkRow> {
  const [row] = await tx.insert(signingLinks).values(link).returning();
  if (!row) throw new Error("the signing link was not stored");
  return row;
}

/** Withdraws the role's links on the case that are still open; a new one replaces them. */
export async function revokeOpenLinks(tx: Db, caseId: number, role: SignerRole): Promise<void> {
  await tx
    .update(signingLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(signingLinks.caseId, caseId),
        eq(signingLinks.role, role),
        isNull(signingLinks.revokedAt),
        isNull(signingLinks.usedAt),
      ),
    );
}

export async function revokeLink(tx: Db, caseId: number, linkId: number): Promise<boolean> {
  const rows = await tx
    .update(signingLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(signingLinks.caseId, caseId),
        eq(signingLinks.id, linkId),
        isNull(signingLinks.revokedAt),
      ),
    )
    .returning({ id: signingLinks.id });
  return rows.length > 0;
}

/** The link with this token's hash, locked when `forUpdate` (a signing through it). */
export async function findLinkByTokenHash(db: Db, tokenHash: string, forUpdate = false) {
  const query = db.select().from(signingLinks).where(eq(signingLinks.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function countWrongCode(db: Db, linkId: number): Promise<number> {
  const [row] = await db
    .update(signingLinks)
    .set({ codeAttempts: sql`${signingLinks.codeAttempts} + 1` })
    .where(eq(signingLinks.id, linkId))
    .returning({ attempts: signingLinks.codeAttempts });
  return row?.attempts ?? 0;
}

export async function markLinkUsed(tx: Db, linkId: number): Promise<void> {
  await tx.update(signingLinks).set({ usedAt: sql`now()` }).where(eq(signingLinks.id, linkId));
}
