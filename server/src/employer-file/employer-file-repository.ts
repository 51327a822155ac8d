import type { ParticularsSection } from "@maids/contract/employer-file.ts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { employerConsents, employerParticulars, users } from "../db/schema.ts";
import type { StoredSection } from "./sealed-sections.ts";

const editors = alias(users, "editors");

/** The case's sections, each with who last changed it (a family member or a staff member). */
export function listSections(db: Db, caseId: number) {
  return db
    .select({
      section: employerParticulars.section,
      data: employerParticulars.data,
      version: employerParticulars.version,
      updatedAt: employerParticulars.updatedAt,
      editorName: editors.name,
      editorRole: editors.role,
    })
    .from(employerParticulars)
    .leftJoin(editors, eq(editors.id, employerParticulars.updatedByUserId))
    .where(eq(employerParticulars.caseId, caseId));
}
export type SectionRow = Awaited<ReturnType<typeof listSections>>[number];

export async function lockSection(tx: Db, caseId: number, section: ParticularsSection) {
  const [row] = await tx
    .select({ data: employerParticulars.data, version: employerParticulars.version })
    .from(employerParticulars)
    .where(and(eq(employerParticulars.caseId, caseId), eq(employerParticulars.section, section)))
    .for("update");
  return row ?? null;
}

/**
 * Writes a section that was at `version` (0: not yet saved); false when someone else saved it
 * first (a new section inserted meanwhile, or the version moved on).
 */
export async function saveSection(
  tx: Db,
  change: {
    caseId: number;
    section: ParticularsSection;
    data: StoredSection;
    version: number;
    userId: number;
  },
): Promise<boolean> {
  const { caseId, section, data, version, userId } = change;
  if (version === 0) {
    const inserted = await tx
      .insert(employerParticulars)
      .values({ caseId, section, data, updatedByUserId: userId })
      .onConflictDoNothing()
      .returning({ version: employerParticulars.version });
    return inserted.length === 1;
  }
  const updated = await tx
    .update(employerParticulars)
    .set({
      data,
      version: sql`${employerParticulars.version} + 1`,
      updatedAt: new Date(),
      updatedByUserId: userId,
    })
    .where(
      and(
        eq(employerParticulars.caseId, caseId),
        eq(employerParticulars.section, section),
        eq(employerParticulars.version, version),
      ),
    )
    .returning({ version: employerParticulars.version });
  return updated.length === 1;
}

export async function deleteSection(tx: Db, caseId: number, section: ParticularsSection) {
  await tx
    .delete(employerParticulars)
    .where(and(eq(employerParticulars.caseId, caseId), eq(employerParticulars.section, section)));
}

/** Every section that holds a sealed identity number, for sealing again after a key rotation. */
export function listSealedSections(db: Db) {
  return db
    .select({
      caseId: employerParticulars.caseId,
      section: employerParticulars.section,
      data: employerParticulars.data,
    })
    .from(employerParticulars)
    .where(sql`${employerParticulars.data} ? 'idNumberSealed'`);
}

/** Replaces a section's data without counting it as an edit (sealing it again). */
export async function replaceSectionData(
  db: Db,
  place: { caseId: number; section: ParticularsSection },
  data: StoredSection,
) {
  await db
    .update(employerParticulars)
    .set({ data })
    .where(
      and(
        eq(employerParticulars.caseId, place.caseId),
        eq(employerParticulars.section, place.section),
      ),
    );
}

const recorders = alias(users, "recorders");

export async function findLatestConsent(db: Db, caseId: number) {
  const [row] = await db
    .select({
      textVersion: employerConsents.textVersion,
      givenAt: employerConsents.givenAt,
      recordedAs: employerConsents.recordedAs,
      recorderName: recorders.name,
      recorderRole: recorders.role,
      withdrawnAt: employerConsents.withdrawnAt,
    })
    .from(employerConsents)
    .leftJoin(recorders, eq(recorders.id, employerConsents.recordedByUserId))
    .where(eq(employerConsents.caseId, caseId))
    .orderBy(desc(employerConsents.id))
    .limit(1);
  return row ?? null;
}
export type ConsentRow = NonNullable<Awaited<ReturnType<typeof findLatestConsent>>>;

/** The standing consent, locked against its withdrawal until the transaction ends. */
export async function lockStandingConsent(tx: Db, caseId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: employerConsents.id })
    .from(employerConsents)
    .where(and(eq(employerConsents.caseId, caseId), isNull(employerConsents.withdrawnAt)))
    .for("share");
  return rows.length > 0;
}

/** False when the case already has a standing consent. */
export async function insertConsent(
  tx: Db,
  consent: {
    caseId: number;
    textVersion: number;
    recordedAs: "online" | "paper";
    recordedByUserId: number;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(employerConsents)
    .values(consent)
    .onConflictDoNothing()
    .returning({ id: employerConsents.id });
  return rows.length === 1;
}

/** False when there was no standing consent to withdraw. */
export async function withdrawConsent(tx: Db, caseId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(employerConsents)
    .set({ withdrawnAt: new Date(), withdrawnByUserId: userId })
    .where(and(eq(employerConsents.caseId, caseId), isNull(employerConsents.withdrawnAt)))
    .returning({ id: employerConsents.id });
  return rows.length === 1;
}
