import { formatDay, singaporeToday } from "@maids/contract/days.ts";
import {
  type Consent,
  EMPLOYER_FILE_MESSAGES,
  EMPLOYER_FILE_TEXTS,
  type EmployerFile,
  missingParticulars,
  type ParticularsSection,
  PERSON_SECTIONS,
  type PersonSection,
  SECTION_INPUT_SCHEMAS,
} from "@maids/contract/employer-file.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError } from "../domain-errors.ts";
import type { IdentityCipher } from "../identity/identity-cipher.ts";
import type { LegalTextService } from "../legal/legal-text-service.ts";
import {
  type ConsentRow,
  deleteSection,
  findCaseById,
  findCaseOfCustomer,
  findLatestConsent,
  insertConsent,
  listSealedSections,
  listSections,
  lockSection,
  lockStandingConsent,
  replaceSectionData,
  type SectionRow,
  saveSection,
  withdrawConsent,
} from "./employer-file-repository.ts";
import { maskedSection, openIdNumber, resealed, sealSection } from "./sealed-sections.ts";

/** Who acts on a file: the family itself, or a staff member on its behalf. */
export interface FileActor {
  userId: number;
  staff: boolean;
}

type CaseRef = { id: number; reference: string; customerId: number };

const isPersonSection = (section: ParticularsSection): section is PersonSection =>
  (PERSON_SECTIONS as readonly string[]).includes(section);

const FAMILY = "The family";
const byWhom = (name: string | null, role: string | null) =>
  role === "admin" ? (name ?? "") : FAMILY;

function toConsent(row: ConsentRow | null): Consent | null {
  if (!row) return null;
  return {
    textVersion: row.textVersion,
    givenAt: row.givenAt.toISOString(),
    recordedAs: row.recordedAs,
    recordedBy: byWhom(row.recorderName, row.recorderRole),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * The family's file on a case (docs/product.md#the-familys-file): consent first, then the
 * particulars, section by section; identity numbers sealed on the way in and masked on the
 * way out, opened in full only by a reveal that is written to the audit log.
 */
export function employerFileService(db: Db, cipher: IdentityCipher, legal: LegalTextService) {
  function sectionView(caseId: number, row: SectionRow) {
    const place = { caseId, section: row.section };
    const data = maskedSection(cipher, place, row.data);
    return {
      data: isPersonSection(row.section) ? { idNumberMasked: "", ...data } : data,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: byWhom(row.editorName, row.editorRole),
    };
  }

  /** The file as `actor` sees it: a family never sees the helper's passport. */
  async function fileOf(found: CaseRef, actor: Pick<FileActor, "staff">): Promise<EmployerFile> {
    const [rows, consentRow, consentText, accepted] = await Promise.all([
      listSections(db, found.id),
      findLatestConsent(db, found.id),
      legal.current("employer_consent"),
      actor.staff ? legal.acceptancesOf(found.customerId) : undefined,
    ]);
    const sections = {
      employer: null,
      home: null,
      spouse: null,
      household: null,
      sponsor: null,
      ...(actor.staff ? { helper: null } : {}),
    };
    for (const row of rows) {
      if (!actor.staff && row.section === "helper") continue;
      Object.assign(sections, { [row.section]: sectionView(found.id, row) });
    }
    const file = { sections } as Pick<EmployerFile, "sections">;
    const consent = toConsent(consentRow);
    const notices: string[] = [];
    if (consent?.withdrawnAt) {
      notices.push(
        EMPLOYER_FILE_TEXTS.withdrawnNotice(
          formatDay(singaporeToday(new Date(consent.withdrawnAt))),
        ),
      );
    }
    if (file.sections.employer?.data.firstTimeEmployer) {
      notices.push(EMPLOYER_FILE_TEXTS.firstTimeEmployerNotice);
    }
    return {
      reference: found.reference,
      consent,
      consentText,
      editable: consent !== null && consent.withdrawnAt === null,
      sections: file.sections,
      missing: missingParticulars(file.sections),
      notices,
      ...(accepted ? { accepted } : {}),
    };
  }

  async function caseOf(where: { caseId: number } | { reference: string; customerId: number }) {
    const found =
      "caseId" in where
        ? await findCaseById(db, where.caseId)
        : await findCaseOfCustomer(db, where.reference, where.customerId);
    if (!found) throw new NotFoundError(EMPLOYER_FILE_MESSAGES.notFound);
    return found;
  }

  async function requireConsent(tx: Db, caseId: number) {
    if (!(await lockStandingConsent(tx, caseId))) {
      throw new ConflictError(
        EMPLOYER_FILE_MESSAGES.consentRequired,
        undefined,
        "consent_required",
      );
    }
  }

  return {
    caseOf,
    fileOf,

    async giveConsent(found: CaseRef, textVersion: number, actor: FileActor) {
      const current = await legal.current("employer_consent");
      if (current.version !== textVersion) {
        throw new ConflictError(EMPLOYER_FILE_MESSAGES.textChanged, undefined, "text_changed");
      }
      await db.transaction(async (tx) => {
        const recordedAs = actor.staff ? "paper" : "online";
        const consent = {
          caseId: found.id,
          textVersion,
          recordedAs,
          recordedByUserId: actor.userId,
        } as const;
        if (!(await insertConsent(tx, consent))) {
          throw new ConflictError(EMPLOYER_FILE_MESSAGES.consentAlreadyGiven);
        }
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: "consent.give",
          entityType: "placement_case",
          entityId: found.id,
          details: { textVersion, recordedAs },
        });
      });
      return fileOf(found, actor);
    },

    async withdrawConsent(found: CaseRef, actor: FileActor) {
      await db.transaction(async (tx) => {
        if (!(await withdrawConsent(tx, found.id, actor.userId))) {
          throw new ConflictError(EMPLOYER_FILE_MESSAGES.noConsentToWithdraw);
        }
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: "consent.withdraw",
          entityType: "placement_case",
          entityId: found.id,
        });
      });
      return fileOf(found, actor);
    },

    /** Saves one section whole; 409 `stale_version` when it changed since `version` was read. */
    async saveSection(
      found: CaseRef,
      section: ParticularsSection,
      change: { version: number; data: Record<string, unknown> },
      actor: FileActor,
    ) {
      if (!actor.staff && section === "helper")
        throw new NotFoundError(EMPLOYER_FILE_MESSAGES.notFound);
      const input = SECTION_INPUT_SCHEMAS[section].parse(change.data);
      await db.transaction(async (tx) => {
        await requireConsent(tx, found.id);
        const stored = await lockSection(tx, found.id, section);
        const place = { caseId: found.id, section };
        const data = sealSection(cipher, place, input, stored?.data ?? null);
        const saved =
          (stored?.version ?? 0) === change.version &&
          (await saveSection(tx, {
            ...place,
            data,
            version: change.version,
            userId: actor.userId,
          }));
        if (!saved)
          throw new ConflictError(EMPLOYER_FILE_MESSAGES.stale, undefined, "stale_version");
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: "particulars.update",
          entityType: "placement_case",
          entityId: found.id,
          details: { changed: [section] },
        });
      });
      return fileOf(found, actor);
    },

    async removeSection(found: CaseRef, section: ParticularsSection, actor: FileActor) {
      if (!actor.staff && section === "helper")
        throw new NotFoundError(EMPLOYER_FILE_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        await requireConsent(tx, found.id);
        await deleteSection(tx, found.id, section);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: "particulars.remove",
          entityType: "placement_case",
          entityId: found.id,
          details: { changed: [section] },
        });
      });
      return fileOf(found, actor);
    },

    /** The full identity number, for a stated purpose that the audit log keeps. */
    async reveal(found: CaseRef, section: PersonSection, purpose: string, actorUserId: number) {
      return db.transaction(async (tx) => {
        const stored = await lockSection(tx, found.id, section);
        const idNumber = stored && openIdNumber(cipher, { caseId: found.id, section }, stored.data);
        if (!idNumber) throw new InvalidError(EMPLOYER_FILE_MESSAGES.nothingToReveal);
        await recordAudit(tx, {
          actorUserId,
          action: "identity.reveal",
          entityType: "placement_case",
          entityId: found.id,
          details: { changed: [`${section}.idNumber`], purpose },
        });
        return { idNumber };
      });
    },
  };
}

export type EmployerFileService = ReturnType<typeof employerFileService>;

/**
 * After a key rotation (IDENTITY_KEYS with a new key first): seals every identity number sealed
 * with an older key again with the current one, so that the older key can then be dropped.
 * Returns how many were sealed again; running it twice does nothing the second time.
 */
export async function resealIdentityNumbers(db: Db, cipher: IdentityCipher): Promise<number> {
  let count = 0;
  for (const row of await listSealedSections(db)) {
    const place = { caseId: row.caseId, section: row.section };
    const data = resealed(cipher, place, row.data);
    if (!data) continue;
    await replaceSectionData(db, place, data);
    count += 1;
  }
  return count;
}
