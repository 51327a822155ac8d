import {
  DOCUMENT_KINDS,
  DOCUMENT_PACK_MESSAGES,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentTemplate,
  type DocumentTemplateList,
  TEMPLATE_FIELD_NAMES,
  TEMPLATE_FIELDS,
} from "@maids/contract/document-pack.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import type { Db } from "../db/database.ts";
import { ConflictError, InvalidError, NotFoundError } from "../domain-errors.ts";
import {
  type DocumentTemplateRow,
  findLatestTemplate,
  findTemplate,
  insertTemplate,
  listLatestTemplates,
} from "./document-template-repository.ts";
import { starterTemplate } from "./starter-templates.ts";
import { checkTemplate } from "./template-engine.ts";

const toTemplate = (row: DocumentTemplateRow): DocumentTemplate => ({
  kind: row.kind,
  language: row.language,
  version: row.version,
  body: row.body,
  starter: row.body === starterTemplate(row.kind),
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
});

/**
 * The document templates (docs/product.md#document-templates): versions never change, the latest
 * is in force; English starts from the project's starter text, other languages from nothing.
 */
export function documentTemplateService(db: Db) {
  /** The version in force, publishing the English starter on first use; null for a language with none. */
  async function inForce(
    kind: DocumentKind,
    language: DocumentLanguage,
    tx: Db = db,
  ): Promise<DocumentTemplateRow | null> {
    const latest = await findLatestTemplate(tx, kind, language);
    if (latest || language !== "en") return latest;
    // Another request may publish the starter first; then its row is the one.
    await insertTemplate(
      tx,
      { kind, language, body: starterTemplate(kind), publishedByUserId: null },
      0,
    );
    return findLatestTemplate(tx, kind, language);
  }

  return {
    inForce,

    async list(): Promise<DocumentTemplateList> {
      for (const kind of DOCUMENT_KINDS) await inForce(kind, "en");
      const rows = await listLatestTemplates(db);
      const order = (row: DocumentTemplateRow) =>
        DOCUMENT_KINDS.indexOf(row.kind) * 10 + (row.language === "en" ? 0 : 1);
      return {
        templates: rows.sort((a, b) => order(a) - order(b)).map(toTemplate),
        fields: TEMPLATE_FIELD_NAMES.map((name) => ({ name, description: TEMPLATE_FIELDS[name] })),
      };
    },

    async version(kind: DocumentKind, language: DocumentLanguage, version: number) {
      const row = await findTemplate(db, { kind, language, version });
      if (!row) throw new NotFoundError(DOCUMENT_PACK_MESSAGES.templateNotFound);
      return toTemplate(row);
    },

    /** Publishes a checked template made from `basedOnVersion`; 409 when that is no longer the latest. */
    async publish(
      kind: DocumentKind,
      language: DocumentLanguage,
      change: { body: string; basedOnVersion: number },
      actorUserId: number,
    ): Promise<DocumentTemplate> {
      const problems = checkTemplate(change.body);
      const [first] = problems;
      if (first) {
        const onBody = problems.map(({ message }) => ({ field: "body", message }));
        throw new InvalidError(first.message, onBody);
      }
      const version = await db.transaction(async (tx) => {
        const latest = (await inForce(kind, language, tx))?.version ?? 0;
        const published =
          latest === change.basedOnVersion &&
          (await insertTemplate(
            tx,
            { kind, language, body: change.body, publishedByUserId: actorUserId },
            latest,
          ));
        if (!published) {
          throw new ConflictError(DOCUMENT_PACK_MESSAGES.stale, undefined, "stale_version");
        }
        await recordAudit(tx, {
          actorUserId,
          action: "document_template.publish",
          entityType: "document_template",
          entityId: `${kind}:${language}:${latest + 1}`,
          details: { kind, language, version: latest + 1 },
        });
        return latest + 1;
      });
      const row = await findTemplate(db, { kind, language, version });
      if (!row) throw new Error("the published template was not found");
      return toTemplate(row);
    },
  };
}

export type DocumentTemplateService = ReturnType<typeof documentTemplateService>;
