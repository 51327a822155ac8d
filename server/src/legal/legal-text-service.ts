import type { Agency } from "@maids/contract/agency.ts";
import type { LegalText, LegalTextKind } from "@maids/contract/employer-file.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, NotFoundError } from "../domain-errors.ts";
import {
  findLatestLegalText,
  findLegalText,
  insertAcceptances,
  insertLegalText,
  type LegalTextRow,
  listAcceptances,
} from "./legal-text-repository.ts";
import { starterText } from "./starter-texts.ts";

const LEGAL_TEXT_MESSAGES = {
  notFound: "There is no such version of this text",
  stale:
    "Someone published another version of this text meanwhile. Reload it, and make your changes to that one.",
} as const;

const toLegalText = (row: LegalTextRow): LegalText => ({
  kind: row.kind,
  version: row.version,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
});

/**
 * The agency's terms, privacy notice and employer consent text (docs/product.md#legal-texts):
 * the latest version is the one in force; the first read publishes the starter text.
 */
export function legalTextService(db: Db, agency: Agency) {
  async function latestRow(kind: LegalTextKind, tx: Db = db): Promise<LegalTextRow> {
    const latest = await findLatestLegalText(tx, kind);
    if (latest) return latest;
    const starter = { kind, body: starterText(kind, agency), publishedByUserId: null };
    // Another request may publish the starter first; then its row is the one.
    const made = (await insertLegalText(tx, starter, 0)) ?? (await findLatestLegalText(tx, kind));
    if (!made) throw new Error(`could not publish the starter ${kind} text`);
    return made;
  }

  return {
    async current(kind: LegalTextKind): Promise<LegalText> {
      return toLegalText(await latestRow(kind));
    },

    /** Records that `userId` accepted the versions of `kinds` in force now (at sign-up). */
    async acceptInForce(userId: number, kinds: LegalTextKind[], tx: Db = db) {
      const texts = [];
      for (const kind of kinds) texts.push(await latestRow(kind, tx));
      await insertAcceptances(tx, userId, texts);
    },

    /** What an account accepted, oldest first. */
    async acceptancesOf(userId: number) {
      const rows = await listAcceptances(db, userId);
      return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() }));
    },

    async version(kind: LegalTextKind, version: number): Promise<LegalText> {
      const row = await findLegalText(db, kind, version);
      if (!row) throw new NotFoundError(LEGAL_TEXT_MESSAGES.notFound);
      return toLegalText(row);
    },

    /** Publishes a new version, made from `basedOnVersion`; 409 when that is no longer the latest. */
    async publish(
      kind: LegalTextKind,
      change: { body: string; basedOnVersion: number },
      actorUserId: number,
    ): Promise<LegalText> {
      return db.transaction(async (tx) => {
        const latest = await latestRow(kind, tx);
        const made =
          latest.version === change.basedOnVersion
            ? await insertLegalText(
                tx,
                { kind, body: change.body, publishedByUserId: actorUserId },
                latest.version,
              )
            : null;
        if (!made) throw new ConflictError(LEGAL_TEXT_MESSAGES.stale, undefined, "stale_version");
        await recordAudit(tx, {
          actorUserId,
          action: "legal_text.publish",
          entityType: "legal_text",
          entityId: `${kind}:${made.version}`,
          details: { kind, version: made.version },
        });
        return toLegalText(made);
      });
    },
  };
}

export type LegalTextService = ReturnType<typeof legalTextService>;
