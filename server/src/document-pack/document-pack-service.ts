import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Agency } from "@maids/contract/agency.ts";
import { MONEY_MESSAGES } from "@maids/contract/case-money.ts";
import { formatDay } from "@maids/contract/days.ts";
import {
  type CaseDocument,
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGE_LABELS,
  DOCUMENT_PACK_MESSAGES,
  DOCUMENT_PACK_TEXTS,
  DOCUMENT_TITLES,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentPack,
  type GeneratePackResult,
  HELPER_LANGUAGE_DOCUMENTS,
  helperLanguageOf,
  type SignerRole,
} from "@maids/contract/document-pack.ts";
import type { PlacementCase } from "@maids/contract/placements.ts";
import { recordCaseAudit } from "../audit/audit-repository.ts";
import { singaporeToday } from "../calendar.ts";
import type { CaseMoneyService } from "../case-money/case-money-service.ts";
import type { HelperLoanService } from "../case-money/helper-loan-service.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, NotFoundError } from "../domain-errors.ts";
import type { EmployerFileService } from "../employer-file/employer-file-service.ts";
import { mergePdfs } from "../pdf/pdf-merge.ts";
import {
  type CaseDocumentRow,
  findCaseDocumentPdf,
  findCurrentDocument,
  insertCaseDocument,
  lastDocumentVersion,
  listCaseDocuments,
  lockCaseForDocuments,
  supersedeDocument,
} from "./case-document-repository.ts";
import { type CaseFacts, documentFieldValues, signersOf } from "./document-fields.ts";
import { type DocumentPdfInput, renderDocumentPdf } from "./document-pdf.ts";
import { insertSignatureRows, listSignatures } from "./document-signing-repository.ts";
import type { DocumentTemplateService } from "./document-template-service.ts";
import { moneyDocumentText } from "./money-document-text.ts";
import { fillTemplate } from "./template-engine.ts";

type CaseRef = { id: number; reference: string; customerId: number };
type Signers = { role: SignerRole; name: string }[];
type DocumentFrame = NonNullable<CaseDocumentRow["frame"]>;

export interface DocumentPackOptions {
  db: Db;
  agency: Agency;
  templates: DocumentTemplateService;
  caseDetail: (id: number) => Promise<PlacementCase>;
  employerFile: EmployerFileService;
  money: CaseMoneyService;
  loans: HelperLoanService;
  renderPdf?: (input: DocumentPdfInput) => Promise<Buffer>;
  now?: () => Date;
}

/** A new version of one document, made and rendered, waiting to be stored. */
interface PreparedDocument {
  kind: DocumentKind;
  language: DocumentLanguage;
  version: number;
  templateVersion: number;
  text: string;
  signers: Signers;
  frame: DocumentFrame;
  generatedAt: Date;
  pdf: Buffer;
  sha256: string;
  /** The version it replaces, or null for the case's first. */
  replacesId: number | null;
}

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const signerList = (signers: Signers) =>
  signers.map(({ role, name }) => `${role}:${name}`).join("\n");
const sameSigners = (a: Signers, b: Signers) => signerList(a) === signerList(b);

type SignatureState = CaseDocument["signers"][number];

export function toCaseDocument(row: CaseDocumentRow, signers: SignatureState[]): CaseDocument {
  return {
    id: row.id,
    kind: row.kind,
    title: DOCUMENT_TITLES[row.kind],
    language: row.language,
    version: row.version,
    templateVersion: row.templateVersion,
    status: row.status,
    sha256: row.sha256,
    text: row.text,
    signers,
    signedPdf: row.signedSha256 !== null,
    generatedAt: row.generatedAt.toISOString(),
    supersededAt: row.supersededAt?.toISOString() ?? null,
  };
}

/** The file name a document downloads as: PC-2026-0012-safety-agreement-v2-id.pdf. */
function documentFileName(
  reference: string,
  document: { kind: DocumentKind; language: DocumentLanguage; version: number; signed: boolean },
): string {
  const language = document.language === "en" ? "" : `-${document.language}`;
  const signed = document.signed ? "-signed" : "";
  return `${reference}-${document.kind.replaceAll("_", "-")}-v${document.version}${language}${signed}.pdf`;
}

/** Each document's signers in order, with whether and how each has signed. */
export async function signatureStates(db: Db, documentIds: number[]) {
  const states = new Map<number, SignatureState[]>();
  for (const row of await listSignatures(db, documentIds)) {
    const list = states.get(row.documentId) ?? [];
    list.push({
      role: row.role,
      name: row.name,
      signedAt: row.signedAt?.toISOString() ?? null,
      channel: row.channel,
    });
    states.set(row.documentId, list);
  }
  return states;
}

/**
 * The document pack of a case (docs/product.md#the-document-pack): every document filled from the
 * case's one record, kept as the PDF the parties read; generating again makes a new version of
 * only the documents whose text, template or signers changed.
 */
export function documentPackService(options: DocumentPackOptions) {
  const { db, templates } = options;
  const renderPdf = options.renderPdf ?? renderDocumentPdf;
  const today = () => singaporeToday(options.now?.() ?? new Date());

  async function factsOf(found: CaseRef): Promise<CaseFacts> {
    const [placement, file, money, loan] = await Promise.all([
      options.caseDetail(found.id),
      options.employerFile.fileOf(found, { staff: true }),
      options.money.moneyOf(found),
      options.loans.loanOf(found),
    ]);
    return { agency: options.agency, placement, file, money, loan };
  }

  /** The documents still wanted in the helper's language: no template in it yet. */
  async function missingLanguages(language: DocumentLanguage): Promise<string[]> {
    if (language === "en") return [];
    const missing: string[] = [];
    for (const kind of HELPER_LANGUAGE_DOCUMENTS) {
      if (!(await templates.inForce(kind, language))) {
        const label = DOCUMENT_LANGUAGE_LABELS[language];
        missing.push(DOCUMENT_PACK_TEXTS.missingLanguage(DOCUMENT_TITLES[kind], label));
      }
    }
    return missing;
  }

  async function packOf(found: CaseRef): Promise<DocumentPack> {
    const [rows, placement] = await Promise.all([
      listCaseDocuments(db, found.id),
      options.caseDetail(found.id),
    ]);
    const helperLanguage = helperLanguageOf(placement.helper?.country ?? "");
    const states = await signatureStates(
      db,
      rows.map((row) => row.id),
    );
    const documents = rows.map((row) => toCaseDocument(row, states.get(row.id) ?? []));
    const order = (document: CaseDocument) =>
      DOCUMENT_KINDS.indexOf(document.kind) * 10 + (document.language === "en" ? 0 : 1);
    return {
      reference: found.reference,
      current: documents.filter((d) => d.supersededAt === null).sort((a, b) => order(a) - order(b)),
      earlier: documents.filter((d) => d.supersededAt !== null),
      missingLanguages: await missingLanguages(helperLanguage),
      helperLanguage,
    };
  }

  /** The document's new version, or null when the current one already says the same. */
  async function prepare(
    found: CaseRef,
    facts: CaseFacts,
    kind: DocumentKind,
    language: DocumentLanguage,
  ): Promise<PreparedDocument | null> {
    const template = await templates.inForce(kind, language);
    if (!template) return null;
    const current = await findCurrentDocument(db, found.id, kind, language);
    if (current && current.templateVersion === template.version) {
      // Compared as it was dated, so a later day alone makes no new version.
      const asThen = documentFieldValues(facts, singaporeToday(current.generatedAt));
      const unchanged =
        fillTemplate(template.body, asThen) === current.text &&
        sameSigners(signersOf(kind, asThen), current.signers);
      if (unchanged) return null;
    }
    const values = documentFieldValues(facts, today());
    const text = fillTemplate(template.body, values);
    const signers = signersOf(kind, values);
    const version =
      (current?.version ?? (await lastDocumentVersion(db, found.id, kind, language))) + 1;
    const frame = {
      agency: { name: options.agency.name, licenceNumber: options.agency.licenceNumber },
      owner: {
        name: facts.placement.owner.name,
        eaRegistrationNumber: facts.placement.owner.eaRegistrationNumber,
      },
      versionLine: `Version ${version}, template version ${template.version}`,
    };
    const generatedAt = options.now?.() ?? new Date();
    const pdf = await renderPdf({
      ...frame,
      title: DOCUMENT_TITLES[kind],
      text,
      reference: found.reference,
      signers,
      generatedAt,
    });
    return {
      kind,
      language,
      version,
      templateVersion: template.version,
      text,
      signers,
      frame,
      generatedAt,
      pdf,
      sha256: sha256Of(pdf),
      replacesId: current?.id ?? null,
    };
  }

  /** Stores the prepared versions, unless another generation stored different ones meanwhile. */
  async function store(found: CaseRef, prepared: PreparedDocument[], actorUserId: number) {
    await db.transaction(async (tx) => {
      await lockCaseForDocuments(tx, found.id);
      for (const document of prepared) {
        const { kind, language } = document;
        const current = await findCurrentDocument(tx, found.id, kind, language);
        if (
          current?.text === document.text &&
          current.templateVersion === document.templateVersion
        ) {
          continue;
        }
        if ((current?.id ?? null) !== document.replacesId) {
          throw new ConflictError(DOCUMENT_PACK_MESSAGES.generateBusy);
        }
        if (current) await supersedeDocument(tx, current.id);
        const { replacesId: _, ...values } = document;
        const id = await insertCaseDocument(tx, {
          ...values,
          caseId: found.id,
          generatedByUserId: actorUserId,
        });
        await insertSignatureRows(tx, id, document.signers);
      }
      await recordCaseAudit(tx, actorUserId, "documents.generate", found.id, {
        documents: prepared.map(({ kind, language, version }) => ({ kind, language, version })),
      });
    });
  }

  /** The document's PDF: the sealed one once every party signed, else the one generated. */
  /** An invoice, receipt, credit note or refund receipt of the case, laid out as the pack is. */
  async function moneyDocumentPdf(found: CaseRef, documentId: number) {
    const [money, placement] = await Promise.all([
      options.money.moneyOf(found),
      options.caseDetail(found.id),
    ]);
    const document = money.documents.find((each) => each.id === documentId);
    if (!document) throw new NotFoundError(MONEY_MESSAGES.documentNotFound);
    const { title, text } = moneyDocumentText(document, {
      familyName: placement.customer.name,
      reference: found.reference,
      gstNumber: money.gst.registered ? money.gst.number : null,
    });
    const bytes = await renderPdf({
      title,
      text,
      agency: options.agency,
      owner: placement.owner,
      reference: found.reference,
      versionLine: `Issued ${formatDay(document.day)}`,
      signers: [],
      generatedAt: new Date(document.issuedAt),
    });
    return { bytes, fileName: `${document.number}.pdf` };
  }

  async function pdfOf(found: CaseRef, documentId: number) {
    const row = await findCaseDocumentPdf(db, found.id, documentId);
    if (!row) throw new NotFoundError(DOCUMENT_PACK_MESSAGES.documentNotFound);
    const signed = row.signedPdf !== null;
    return {
      bytes: row.signedPdf ?? row.pdf,
      fileName: documentFileName(found.reference, { ...row, signed }),
    };
  }

  return {
    packOf,

    async generate(found: CaseRef, actorUserId: number): Promise<GeneratePackResult> {
      const facts = await factsOf(found);
      const helper = facts.placement.helper;
      if (!helper) throw new ConflictError(DOCUMENT_PACK_MESSAGES.noHelper);
      const languages = [...new Set<DocumentLanguage>(["en", helperLanguageOf(helper.country)])];
      const prepared: PreparedDocument[] = [];
      for (const kind of DOCUMENT_KINDS) {
        for (const language of languages) {
          const document = await prepare(found, facts, kind, language);
          if (document) prepared.push(document);
          // A PDF takes about 40 ms to lay out (ADR 0047): other requests run between them.
          await nextTurn();
        }
      }
      if (prepared.length > 0) await store(found, prepared, actorUserId);
      return { ...(await packOf(found)), generated: prepared.length };
    },

    /** Every document in force as one PDF, signed copies where they exist, in the pack's order. */
    pdfOf,

    moneyDocumentPdf,

    /** The pack's documents, then every receipt, credit note and refund receipt of the case. */
    async mergedPack(found: CaseRef) {
      const { current } = await packOf(found);
      if (current.length === 0) throw new NotFoundError(DOCUMENT_PACK_MESSAGES.documentNotFound);
      const parts: Buffer[] = [];
      for (const document of current) parts.push((await pdfOf(found, document.id)).bytes);
      const money = await options.money.moneyOf(found);
      for (const document of money.documents.filter((each) => each.kind !== "invoice")) {
        parts.push((await moneyDocumentPdf(found, document.id)).bytes);
      }
      return {
        bytes: await mergePdfs(parts, `Document pack: ${found.reference}`),
        fileName: `${found.reference}-document-pack.pdf`,
      };
    },
  };
}

export type DocumentPackService = ReturnType<typeof documentPackService>;
