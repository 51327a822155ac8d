import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { hashToken } from "../auth/session-repository.ts";
import type { Db } from "../db/database.ts";
import { maidDetails, maids, shareLinkHelpers, shareLinks } from "../db/schema.ts";
import { type HelperWithDetails, isPublicHelper } from "../helpers/helper-repository.ts";

export type ShareLinkRow = typeof shareLinks.$inferSelect;
/** A link with the ids of its helpers, as the agency's list of links shows it. */
export type ShareLinkWithHelpers = ShareLinkRow & { maidIds: number[] };

export interface NewShareLink {
  customerId: number | null;
  createdBy: number | null;
  maidIds: number[];
  filters?: Record<string, unknown>;
  expiresAt: Date;
}

/**
 * Stores a link for the helpers; call inside a transaction. The token has 256 random
 * bits and only its hash is kept.
 */
export async function createShareLink(
  db: Db,
  link: NewShareLink,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const { maidIds, filters = {}, ...fields } = link;
  const [created] = await db
    .insert(shareLinks)
    .values({ ...fields, filters, tokenHash: hashToken(token) })
    .returning({ id: shareLinks.id });
  if (!created) throw new Error("share link insert returned no row");
  if (maidIds.length > 0) {
    await db
      .insert(shareLinkHelpers)
      .values([...new Set(maidIds)].map((maidId) => ({ shareLinkId: created.id, maidId })));
  }
  return { id: created.id, token };
}

/** The link of a token, whatever its state, or null. */
export async function findShareLinkByToken(db: Db, token: string): Promise<ShareLinkRow | null> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashToken(token)));
  return link ?? null;
}

/** Counts an opening of the link, for the agency's list of links. */
export async function recordShareLinkOpening(db: Db, shareLinkId: number): Promise<void> {
  await db
    .update(shareLinks)
    .set({
      openCount: sql`${shareLinks.openCount} + 1`,
      firstOpenedAt: sql`coalesce(${shareLinks.firstOpenedAt}, now())`,
      lastOpenedAt: sql`now()`,
    })
    .where(eq(shareLinks.id, shareLinkId));
}

/** The active helpers of a share link. */
export function listShareLinkHelpers(db: Db, shareLinkId: number): Promise<HelperWithDetails[]> {
  return db
    .select({ maid: maids, details: maidDetails })
    .from(shareLinkHelpers)
    .innerJoin(maids, and(eq(maids.id, shareLinkHelpers.maidId), isPublicHelper))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(eq(shareLinkHelpers.shareLinkId, shareLinkId))
    .orderBy(desc(maids.id));
}

/** The ids of every helper of a share link, active or not. */
export async function shareLinkHelperIds(db: Db, shareLinkId: number): Promise<number[]> {
  const rows = await db
    .select({ maidId: shareLinkHelpers.maidId })
    .from(shareLinkHelpers)
    .where(eq(shareLinkHelpers.shareLinkId, shareLinkId));
  return rows.map((row) => row.maidId);
}

/** A customer's links, newest first. */
export async function listShareLinks(db: Db, customerId: number): Promise<ShareLinkWithHelpers[]> {
  const links = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.customerId, customerId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return withHelperIds(db, links);
}

/** Revokes a link once; `newlyRevoked` is false when it already was; null when unknown. */
export async function revokeShareLink(
  db: Db,
  id: number,
): Promise<{ link: ShareLinkWithHelpers; newlyRevoked: boolean } | null> {
  const [found] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  if (!found) return null;
  const [revoked] = found.revokedAt
    ? [found]
    : await db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(eq(shareLinks.id, id))
        .returning();
  const [link] = await withHelperIds(db, revoked ? [revoked] : []);
  return link ? { link, newlyRevoked: !found.revokedAt } : null;
}

async function withHelperIds(db: Db, links: ShareLinkRow[]): Promise<ShareLinkWithHelpers[]> {
  if (links.length === 0) return [];
  const rows = await db
    .select()
    .from(shareLinkHelpers)
    .where(
      inArray(
        shareLinkHelpers.shareLinkId,
        links.map((link) => link.id),
      ),
    );
  return links.map((link) => ({
    ...link,
    maidIds: rows.filter((row) => row.shareLinkId === link.id).map((row) => row.maidId),
  }));
}
