import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Agency } from "@maids/contract/agency.ts";
import {
  AGREEMENT_KINDS,
  DOCUMENT_PACK_MESSAGES,
  DOCUMENT_TITLES,
  type DocumentToRead,
  documentToRead,
  SIGNATURE_LIMITS,
  SIGNER_LABELS,
  SIGNING_CHANNEL_LABELS,
  SIGNING_MESSAGES,
  type SignBody,
  type SignerRole,
  type SigningChannel,
  type SigningLink,
  type SigningLinkView,
} from "@maids/contract/document-pack.ts";
import type { PlacementCase } from "@maids/contract/placements.ts";
import sharp from "sharp";
import { recordCaseAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import {
  ConflictError,
  GoneError,
  InvalidError,
  NotFoundError,
  onField,
} from "../domain-errors.ts";
import type { EmployerFileService } from "../employer-file/employer-file-service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { formatSingaporeTime } from "../pdf/pdf-basics.ts";
import { sealPdf } from "../pdf/pdf-seal.ts";
import type { SigningCertificate } from "../pdf/signing-certificate.ts";
import { caseRefOf } from "../placements/case-lookup.ts";
import { listCaseDocuments, lockCaseForDocuments } from "./case-document-repository.ts";
import { signatureStates, toCaseDocument } from "./document-pack-service.ts";
import { renderDocumentPdf } from "./document-pdf.ts";
import {
  countWrongCode,
  findDocumentToSign,
  findLinkByTokenHash,
  fullSignatures,
  insertSigningLink,
  markLinkUsed,
  recordSignature,
  revokeLink,
  revokeOpenLinks,
  type SignatureRow,
  type SigningLinkRow,
  storeSignedCopy,
} from "./document-signing-repository.ts";
import { paperCopyAsPdf } from "./paper-copy.ts";

type CaseRef = { id: number; reference: string; customerId: number };

/** Who is signing, and how they proved it. */
export interface Signer {
  role: SignerRole;
  channel: SigningChannel;
  userId: number | null;
  witnessUserId: number | null;
}

/** Where the signature came from, as the signing record keeps it. */
export interface RequestOrigin {
  ipAddress: string;
  userAgent: string;
}

export interface SigningOptions {
  db: Db;
  agency: Agency;
  publicUrl: string;
  mailer: Mailer;
  employerFile: EmployerFileService;
  caseDetail: (id: number) => Promise<PlacementCase>;
  /** The agency's certificate, opened on first use. */
  certificate: () => Promise<SigningCertificate>;
  /** Moves the case past "Agreements signed" once every agreement is signed (placements). */
  agreementsSigned: (caseId: number, actorUserId: number | null) => Promise<void>;
  now?: () => Date;
}

const sha256Hex = (value: Buffer | string) => createHash("sha256").update(value).digest("hex");

/** A drawn signature as its PNG's bytes, checked by content; or a typed name. */
async function signatureOf(body: SignBody["signature"]) {
  if (body.kind === "typed") return { image: null, typedName: body.name };
  const image = Buffer.from(body.image.replace(/^data:image\/png;base64,/, ""), "base64");
  const refused = () =>
    new InvalidError(
      SIGNING_MESSAGES.signatureImage,
      onField("signature.image", SIGNING_MESSAGES.signatureImage),
    );
  if (image.length === 0 || image.length > SIGNATURE_LIMITS.imageBytes) throw refused();
  const metadata = await sharp(image)
    .metadata()
    .catch(() => null);
  if (metadata?.format !== "png" || (metadata.width ?? 0) > 4000 || (metadata.height ?? 0) > 4000) {
    throw refused();
  }
  return { image, typedName: null };
}

/**
 * Signing the pack (docs/product.md#signing-the-pack): each signer signs the documents they were
 * shown, in order (the case owner last); a document every party signed is sealed with the
 * agency's certificate and never changes again.
 */
export function documentSigningService(options: SigningOptions) {
  const { db } = options;
  const now = () => options.now?.() ?? new Date();

  /** The case's current documents, each with its signers' state. */
  async function readable(found: CaseRef): Promise<DocumentToRead[]> {
    const rows = (await listCaseDocuments(db, found.id)).filter((row) => row.supersededAt === null);
    const states = await signatureStates(
      db,
      rows.map((row) => row.id),
    );
    return rows
      .map((row) => documentToRead(toCaseDocument(row, states.get(row.id) ?? [])))
      .sort((a, b) => a.id - b.id);
  }

  /** The documents `role` has yet to sign. */
  async function awaiting(found: CaseRef, role: SignerRole) {
    return (await readable(found)).filter((document) =>
      document.signatures.some(
        (signature) => signature.role === role && signature.signedAt === null,
      ),
    );
  }

  async function seal(tx: Db, found: CaseRef, documentId: number, signatures: SignatureRow[]) {
    const document = await findDocumentToSign(tx, found.id, documentId);
    if (!document?.frame) throw new Error(`document ${documentId} has no frame to seal`);
    const given = Object.fromEntries(
      signatures.map((signature) => [
        signature.role,
        {
          image: signature.image,
          typedName: signature.typedName,
          signedAt: signature.signedAt ?? now(),
        },
      ]),
    );
    const rows = signatures.map((signature) => [
      `${SIGNER_LABELS[signature.role]}: ${signature.name}`,
      signature.signedAt ? formatSingaporeTime(signature.signedAt) : "",
      SIGNING_CHANNEL_LABELS[signature.channel ?? "link"],
      `${signature.ipAddress ?? ""} · ${(signature.userAgent ?? "").slice(0, 60)}`,
    ]);
    const pdf = await renderDocumentPdf({
      ...document.frame,
      title: DOCUMENT_TITLES[document.kind],
      text: document.text,
      reference: found.reference,
      signers: signatures.map(({ role, name }) => ({ role, name })),
      generatedAt: now(),
      signed: {
        signatures: given,
        record: {
          header: ["Signer", "Signed (Singapore time)", "How", "From"],
          rows,
          notes: [
            `Every signer was shown the document whose PDF has the SHA-256 ${document.sha256}.`,
            `Sealed by ${options.agency.name} (EA licence ${options.agency.licenceNumber}) with its digital certificate on ${formatSingaporeTime(now())}: a PDF reader shows any later change.`,
          ],
        },
      },
    });
    const sealed = await sealPdf(pdf, await options.certificate(), {
      reason: `Signed by every party: ${DOCUMENT_TITLES[document.kind]}, case ${found.reference}`,
      location: "Singapore",
      contactInfo: options.agency.email,
    });
    await storeSignedCopy(tx, documentId, {
      pdf: sealed,
      sha256: sha256Hex(sealed),
      status: "signed",
    });
  }

  /**
   * Records `signer`'s signature on each document shown, all or none; seals each document now
   * signed by everyone. `within` runs in the same transaction (a link marked used).
   */
  async function sign(
    found: CaseRef,
    signer: Signer,
    body: SignBody,
    origin: RequestOrigin,
    within?: (tx: Db) => Promise<void>,
  ) {
    const signature = await signatureOf(body.signature);
    const ids = [...new Set(body.documents.map((document) => document.id))];
    const result = await db.transaction(async (tx) => {
      await lockCaseForDocuments(tx, found.id);
      await within?.(tx);
      const sealed: number[] = [];
      for (const shown of body.documents.filter((each, index) => ids.indexOf(each.id) === index)) {
        const document = await findDocumentToSign(tx, found.id, shown.id);
        if (!document || document.supersededAt !== null || document.sha256 !== shown.sha256) {
          throw new ConflictError(SIGNING_MESSAGES.changed, undefined, "document_changed");
        }
        const signatures = await fullSignatures(tx, document.id);
        const mine = signatures.find((each) => each.role === signer.role);
        if (!mine) throw new ConflictError(SIGNING_MESSAGES.notASigner);
        if (mine.signedAt) throw new ConflictError(SIGNING_MESSAGES.alreadySigned);
        const others = signatures.filter((each) => each.role !== signer.role);
        if (signer.role === "case_owner" && others.some((each) => !each.signedAt)) {
          throw new ConflictError(SIGNING_MESSAGES.ownerLast);
        }
        await recordSignature(tx, mine.id, {
          ...signature,
          channel: signer.channel,
          shownSha256: shown.sha256,
          ipAddress: origin.ipAddress,
          userAgent: origin.userAgent.slice(0, 400),
          signedByUserId: signer.userId,
          witnessUserId: signer.witnessUserId,
        });
        const after = await fullSignatures(tx, document.id);
        if (after.every((each) => each.signedAt)) {
          await seal(tx, found, document.id, after);
          sealed.push(document.id);
        }
      }
      await recordCaseAudit(tx, signer.userId ?? signer.witnessUserId, "documents.sign", found.id, {
        role: signer.role,
        channel: signer.channel,
        documents: ids,
        sealed,
      });
      return { signed: ids.length, sealed };
    });
    if (result.sealed.length > 0)
      await moveOnWhenAgreed(found, signer.userId ?? signer.witnessUserId);
    return result;
  }

  /** Every agreement of the pack signed, online or on paper: the case moves on by itself. */
  async function moveOnWhenAgreed(found: CaseRef, actorUserId: number | null) {
    const current = (await listCaseDocuments(db, found.id)).filter(
      (row) => row.supersededAt === null,
    );
    const agreements = current.filter((row) => AGREEMENT_KINDS.includes(row.kind));
    const agreed =
      agreements.length > 0 && agreements.every((row) => row.status !== "awaiting_signatures");
    if (agreed) await options.agreementsSigned(found.id, actorUserId);
  }

  /** The link with this token, if it may still be used; 410 with why not. */
  async function usableLink(
    token: string,
    tx: Db = db,
    forUpdate = false,
  ): Promise<SigningLinkRow> {
    const link = await findLinkByTokenHash(tx, sha256Hex(token), forUpdate);
    if (!link) throw new NotFoundError(SIGNING_MESSAGES.linkInvalid);
    if (link.revokedAt) throw new GoneError(SIGNING_MESSAGES.linkRevoked);
    if (link.usedAt) throw new GoneError(SIGNING_MESSAGES.linkUsed);
    if (link.expiresAt <= now()) throw new GoneError(SIGNING_MESSAGES.linkExpired);
    if (link.codeAttempts >= SIGNATURE_LIMITS.codeAttempts) {
      throw new GoneError(SIGNING_MESSAGES.codeLocked);
    }
    return link;
  }

  const caseOfLink = (link: SigningLinkRow): Promise<CaseRef> => caseRefOf(db, { id: link.caseId });

  async function mailLink(found: CaseRef, role: SignerRole, url: string, expiresAt: Date) {
    const family = (await options.caseDetail(found.id)).customer;
    const whom = role === "employer" ? "you" : `the ${SIGNER_LABELS[role].toLowerCase()}`;
    await options.mailer.send({
      to: family.email,
      subject: `Documents to sign for case ${found.reference}`,
      text: [
        `Dear ${family.name},`,
        "",
        `${options.agency.name} has documents for ${whom} to read and sign online for case ${found.reference}:`,
        url,
        "",
        `The link is personal, works once and until ${formatSingaporeTime(expiresAt)} (Singapore time).${role === "employer" ? " You will be asked to sign in and to confirm the last four characters of your NRIC/FIN." : ""}`,
        "",
        options.agency.name,
      ].join("\n"),
    });
  }

  return {
    readable,
    sign,

    /** Staff record a document signed on paper with its scan (a PDF, or an image made one). */
    async recordPaperCopy(found: CaseRef, documentId: number, scan: Buffer, actorUserId: number) {
      const pdf = await paperCopyAsPdf(scan);
      await db.transaction(async (tx) => {
        await lockCaseForDocuments(tx, found.id);
        const document = await findDocumentToSign(tx, found.id, documentId);
        if (!document) throw new NotFoundError(DOCUMENT_PACK_MESSAGES.documentNotFound);
        if (document.supersededAt !== null) {
          throw new ConflictError(SIGNING_MESSAGES.changed, undefined, "document_changed");
        }
        if (document.status !== "awaiting_signatures") {
          throw new ConflictError(SIGNING_MESSAGES.notAwaiting);
        }
        await storeSignedCopy(tx, documentId, {
          pdf,
          sha256: sha256Hex(pdf),
          status: "signed_on_paper",
        });
        await recordCaseAudit(tx, actorUserId, "documents.paper_copy", found.id, { documentId });
      });
      await moveOnWhenAgreed(found, actorUserId);
    },

    /** The employer, signed in as the case's family: the last four of the NRIC/FIN on file first. */
    async signAsEmployer(
      found: CaseRef,
      body: SignBody & { nricLastFour: string },
      userId: number,
      origin: RequestOrigin,
    ) {
      const matches = await options.employerFile.idNumberEndsWith(
        found,
        "employer",
        body.nricLastFour,
      );
      if (matches === null) throw new ConflictError(SIGNING_MESSAGES.noNricOnFile);
      if (!matches) {
        throw new InvalidError(
          SIGNING_MESSAGES.nricLastFour,
          onField("nricLastFour", SIGNING_MESSAGES.nricLastFour),
        );
      }
      const signer = {
        role: "employer" as const,
        channel: "family_account" as const,
        userId,
        witnessUserId: null,
      };
      return sign(found, signer, body, origin);
    },

    /** A new personal link for `role` (its open ones withdrawn); mailed to the family but the helper's. */
    async createLink(found: CaseRef, role: SignerRole, actorUserId: number): Promise<SigningLink> {
      if ((await awaiting(found, role)).length === 0) {
        throw new ConflictError(SIGNING_MESSAGES.noSignerOnFile(SIGNER_LABELS[role].toLowerCase()));
      }
      const token = randomBytes(32).toString("base64url");
      const code = role === "helper" ? String(randomInt(0, 1_000_000)).padStart(6, "0") : null;
      const expiresAt = new Date(now().getTime() + SIGNATURE_LIMITS.linkDays * 86_400_000);
      const link = await db.transaction(async (tx) => {
        await revokeOpenLinks(tx, found.id, role);
        const made = await insertSigningLink(tx, {
          caseId: found.id,
          role,
          tokenHash: sha256Hex(token),
          codeHash: code ? sha256Hex(code) : null,
          expiresAt,
          createdByUserId: actorUserId,
        });
        await recordCaseAudit(tx, actorUserId, "documents.signing_link", found.id, {
          role,
          linkId: made.id,
        });
        return made;
      });
      const url = `${options.publicUrl}/sign/${token}`;
      const mailed = role !== "helper";
      if (mailed) await mailLink(found, role, url, expiresAt);
      return { id: link.id, role, url, code, expiresAt: expiresAt.toISOString(), mailed };
    },

    async revokeLink(found: CaseRef, linkId: number, actorUserId: number) {
      await db.transaction(async (tx) => {
        if (!(await revokeLink(tx, found.id, linkId)))
          throw new NotFoundError(SIGNING_MESSAGES.linkInvalid);
        await recordCaseAudit(tx, actorUserId, "documents.signing_link_revoke", found.id, {
          linkId,
        });
      });
    },

    /** What a link's signer has yet to sign. */
    async linkView(token: string): Promise<SigningLinkView> {
      const link = await usableLink(token);
      const found = await caseOfLink(link);
      const documents = await awaiting(found, link.role);
      const name = documents[0]?.signatures.find((each) => each.role === link.role)?.name ?? "";
      return {
        reference: found.reference,
        role: link.role,
        name,
        needsCode: link.codeHash !== null,
        needsFamilySignIn: link.role === "employer",
        documents,
        agencyName: options.agency.name,
      };
    },

    /** Signs through a link: its code first when it has one; the link is then spent. */
    async signThroughLink(
      token: string,
      body: SignBody & { code?: string },
      origin: RequestOrigin,
    ) {
      const link = await usableLink(token);
      if (link.role === "employer") throw new ConflictError(SIGNING_MESSAGES.linkInvalid);
      if (link.codeHash) {
        const given = sha256Hex(body.code ?? "");
        if (!timingSafeEqual(Buffer.from(given), Buffer.from(link.codeHash))) {
          const attempts = await countWrongCode(db, link.id);
          if (attempts >= SIGNATURE_LIMITS.codeAttempts)
            throw new GoneError(SIGNING_MESSAGES.codeLocked);
          throw new InvalidError(SIGNING_MESSAGES.code, onField("code", SIGNING_MESSAGES.code));
        }
      }
      const found = await caseOfLink(link);
      const channel = link.codeHash ? "link_with_code" : "link";
      const signer = { role: link.role, channel, userId: null, witnessUserId: null } as const;
      return sign(found, signer, body, origin, async (tx) => {
        // Locked and checked again: two submissions through one link, one signs.
        await usableLink(token, tx, true);
        await markLinkUsed(tx, link.id);
      });
    },
  };
}

export type DocumentSigningService = ReturnType<typeof documentSigningService>;
