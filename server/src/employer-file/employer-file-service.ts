import { timingSafeEqual } from "node:crypto";
import { formatDay, singaporeToday } from "@maids/contract/days.ts";
import {
  type Consent,
  EMPLOYER_FILE_MESSAGES,
  EMPLOYER_FILE_TEXTS,
  type EmployerFile,
  isPersonSection,
  missingParticulars,
  PARTICULARS_SECTIONS,
  type ParticularsSection,
  type PersonSection,
  SECTION_INPUT_SCHEMAS,
  sectionOpenTo,
} from "@maids/contract/employer-file.ts";
import { recordCaseAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError } from "../domain-errors.ts";
import type { IdentityCipher } from "../identity/identity-cipher.ts";
import type { LegalTextService } from "../legal/legal-text-service.ts";
import { caseRefOf } from "../placements/case-lookup.ts";
import type { CaseLookup } from "../placements/placement-repository.ts";
import {
  type ConsentRow,
  deleteSection,
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
    const open = PARTICULARS_SECTIONS.filter((section) => sectionOpenTo(section, actor));
    const sections = Object.fromEntries(
      open.map((section) => {
        const row = rows.find((each) => each.section === section);
        return [section, row ? sectionView(found.id, row) : null];
      }),
    ) as EmployerFile["sections"];
    const consent = toConsent(consentRow);
    const notices: string[] = [];
    if (consent?.withdrawnAt) {
      notices.push(
        EMPLOYER_FILE_TEXTS.withdrawnNotice(
          formatDay(singaporeToday(new Date(consent.withdrawnAt))),
        ),
      );
    }
    if (sections.employer?.data.firstTimeEmployer) {
      notices.push(EMPLOYER_FILE_TEXTS.firstTimeEmployerNotice);
    }
    return {
      reference: found.reference,
      consent,
      consentText,
      editable: consent !== null && consent.withdrawnAt === null,
      sections,
      missing: missingParticulars(sections),
      notices,
      ...(accepted ? { accepted } : {}),
    };
  }

  const caseOf = (where: CaseLookup) => caseRefOf(db, where);

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
        await recordCaseAudit(tx, actor.userId, "consent.give", found.id, {
          textVersion,
          recordedAs,
        });
      });
      return fileOf(found, actor);
    },

    async withdrawConsent(found: CaseRef, actor: FileActor) {
      await db.transaction(async (tx) => {
        if (!(await withdrawConsent(tx, found.id, actor.userId))) {
          throw new ConflictError(EMPLOYER_FILE_MESSAGES.noConsentToWithdraw);
        }
        await recordCaseAudit(tx, actor.userId, "consent.withdraw", found.id);
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
      if (!sectionOpenTo(section, actor)) throw new NotFoundError(EMPLOYER_FILE_MESSAGES.notFound);
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
        await recordCaseAudit(tx, actor.userId, "particulars.update", found.id, {
          changed: [section],
        });
      });
      return fileOf(found, actor);
    },

    async removeSection(found: CaseRef, section: ParticularsSection, actor: FileActor) {
      if (!sectionOpenTo(section, actor)) throw new NotFoundError(EMPLOYER_FILE_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        await requireConsent(tx, found.id);
        await deleteSection(tx, found.id, section);
        await recordCaseAudit(tx, actor.userId, "particulars.remove", found.id, {
          changed: [section],
        });
      });
      return fileOf(found, actor);
    },

    /**
     * Whether `lastFour` ends the person's identity number on file (a signer confirming who
     * they are); null when none is on file. Only the comparison leaves the service.
     */
    async idNumberEndsWith(found: CaseRef, section: PersonSection, lastFour: string) {
      const stored = await lockSection(db, found.id, section);
      const idNumber = stored && openIdNumber(cipher, { caseId: found.id, section }, stored.data);
      if (!idNumber) return null;
      return timingSafeEqual(
        Buffer.from(idNumber.slice(-4)),
        Buffer.from(lastFour.padEnd(4).slice(0, 4)),
      );
    },

    /** The full identity number, for a stated purpose that the audit log keeps. */
    async reveal(found: CaseRef, section: PersonSection, purpose: string, actorUserId: number) {
      return db.transaction(async (tx) => {
        const stored = await lockSection(tx, found.id, section);
        const idNumber = stored && openIdNumber(cipher, { caseId: found.id, section }, stored.data);
        if (!idNumber) throw new InvalidError(EMPLOYER_FILE_MESSAGES.nothingToReveal);
        await recordCaseAudit(tx, actorUserId, "identity.reveal", found.id, {
          changed: [`${section}.idNumber`],
          purpose,
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
