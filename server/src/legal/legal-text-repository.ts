import type { LegalTextKind } from "@maids/contract/employer-file.ts";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { legalAcceptances, legalTexts } from "../db/schema.ts";

export type LegalTextRow = typeof legalTexts.$inferSelect;

export async function findLatestLegalText(db: Db, kind: LegalTextKind) {
  const [row] = await db
    .select()
    .from(legalTexts)
    .where(eq(legalTexts.kind, kind))
    .orderBy(desc(legalTexts.version))
    .limit(1);
  return row ?? null;
}

export async function findLegalText(db: Db, kind: LegalTextKind, version: number) {
  const [row] = await db
    .select()
    .from(legalTexts)
    .where(and(eq(legalTexts.kind, kind), eq(legalTexts.version, version)));
  return row ?? null;
}

/**
 * Publishes `body` as the version after `afterVersion`; null when another version was published
 * meanwhile (the primary key refuses the same version twice).
 */
export async function insertLegalText(
  db: Db,
  text: { kind: LegalTextKind; body: string; publishedByUserId: number | null },
  afterVersion: number,
): Promise<LegalTextRow | null> {
  const [row] = await db
    .insert(legalTexts)
    .values({ ...text, version: afterVersion + 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function insertAcceptances(
  db: Db,
  userId: number,
  texts: { kind: LegalTextKind; version: number }[],
) {
  await db
    .insert(legalAcceptances)
    .values(texts.map((text) => ({ userId, ...text })))
    .onConflictDoNothing();
}

export function listAcceptances(db: Db, userId: number) {
  return db
    .select({
      kind: legalAcceptances.kind,
      version: legalAcceptances.version,
      acceptedAt: legalAcceptances.acceptedAt,
    })
    .from(legalAcceptances)
    .where(eq(legalAcceptances.userId, userId))
    .orderBy(legalAcceptances.acceptedAt);
}
