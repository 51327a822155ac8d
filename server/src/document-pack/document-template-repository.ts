import type { DocumentKind, DocumentLanguage } from "@maids/contract/document-pack.ts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { documentTemplates, users } from "../db/schema.ts";

export type DocumentTemplateRow = typeof documentTemplates.$inferSelect & { publishedBy: string };

const columns = {
  kind: documentTemplates.kind,
  language: documentTemplates.language,
  version: documentTemplates.version,
  body: documentTemplates.body,
  publishedAt: documentTemplates.publishedAt,
  publishedByUserId: documentTemplates.publishedByUserId,
  publishedBy: sql<string>`coalesce(${users.name}, '')`,
};

function selectTemplates(db: Db) {
  return db
    .select(columns)
    .from(documentTemplates)
    .leftJoin(users, eq(users.id, documentTemplates.publishedByUserId));
}

export async function findLatestTemplate(
  db: Db,
  kind: DocumentKind,
  language: DocumentLanguage,
): Promise<DocumentTemplateRow | null> {
  const [row] = await selectTemplates(db)
    .where(and(eq(documentTemplates.kind, kind), eq(documentTemplates.language, language)))
    .orderBy(desc(documentTemplates.version))
    .limit(1);
  return row ?? null;
}

export async function findTemplate(
  db: Db,
  where: { kind: DocumentKind; language: DocumentLanguage; version: number },
): Promise<DocumentTemplateRow | null> {
  const [row] = await selectTemplates(db).where(
    and(
      eq(documentTemplates.kind, where.kind),
      eq(documentTemplates.language, where.language),
      eq(documentTemplates.version, where.version),
    ),
  );
  return row ?? null;
}

/** The latest version of every template of every language, in no particular order. */
export function listLatestTemplates(db: Db): Promise<DocumentTemplateRow[]> {
  return selectTemplates(db).where(
    sql`"document_templates"."version" = (select max(latest.version) from document_templates latest
      where latest.kind = "document_templates"."kind"
        and latest.language = "document_templates"."language")`,
  );
}

/**
 * Publishes `body` as the version after `afterVersion`; null when another version was published
 * meanwhile (the primary key refuses the same version twice).
 */
export async function insertTemplate(
  db: Db,
  template: {
    kind: DocumentKind;
    language: DocumentLanguage;
    body: string;
    publishedByUserId: number | null;
  },
  afterVersion: number,
): Promise<boolean> {
  const rows = await db
    .insert(documentTemplates)
    .values({ ...template, version: afterVersion + 1 })
    .onConflictDoNothing()
    .returning({ version: documentTemplates.version });
  return rows.length > 0;
}
