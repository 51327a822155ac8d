import { randomBytes } from "node:crypto";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { hashToken } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import {
  maidDetails,
  maids,
  recommendationMaids,
  recommendations,
  shareLinkMaids,
  shareLinks,
} from "../db/schema.ts";
import { HttpError } from "../http/error-handler.ts";
import type { MaidWithDetails } from "../maids/maid-repository.ts";

/** Set when an anonymous visitor opens a share link, so sign-in can attach it. */
export const PENDING_SHARE_COOKIE = "pending_share";

type ShareLink = typeof shareLinks.$inferSelect;

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
      .insert(shareLinkMaids)
      .values([...new Set(maidIds)].map((maidId) => ({ shareLinkId: created.id, maidId })));
  }
  return { id: created.id, token };
}

/** The link of a token, or the error to answer: 404 unknown, 410 revoked or expired. */
export async function findOpenableShareLink(db: Db, token: string): Promise<ShareLink> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashToken(token)));
  if (!link) throw new HttpError(404, API_MESSAGES.shareLinkNotFound);
  if (link.revokedAt) throw new HttpError(410, API_MESSAGES.shareLinkRevoked);
  if (link.expiresAt <= new Date()) throw new HttpError(410, API_MESSAGES.shareLinkExpired);
  return link;
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
export function listShareLinkMaids(db: Db, shareLinkId: number): Promise<MaidWithDetails[]> {
  return db
    .select({ maid: maids, details: maidDetails })
    .from(shareLinkMaids)
    .innerJoin(maids, and(eq(maids.id, shareLinkMaids.maidId), eq(maids.isActive, true)))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(eq(shareLinkMaids.shareLinkId, shareLinkId))
    .orderBy(desc(maids.id));
}

/** The active helpers recommended to a customer, most recently recommended first. */
export function listRecommendedMaids(db: Db, customerId: number): Promise<MaidWithDetails[]> {
  return db
    .select({ maid: maids, details: maidDetails })
    .from(recommendations)
    .innerJoin(recommendationMaids, eq(recommendationMaids.recommendationId, recommendations.id))
    .innerJoin(maids, and(eq(maids.id, recommendationMaids.maidId), eq(maids.isActive, true)))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(eq(recommendations.customerId, customerId))
    .orderBy(desc(recommendationMaids.createdAt), desc(maids.id));
}

export async function findUsableShareLink(db: Db, token: string) {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.tokenHash, hashToken(token)),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, new Date()),
      ),
    );
  return link ?? null;
}

/** The customer's recommendation set, created on first use. */
export async function recommendationIdFor(db: Db, customerId: number): Promise<number> {
  await db.insert(recommendations).values({ customerId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(eq(recommendations.customerId, customerId));
  if (!row) throw new Error(`no recommendation set for customer ${customerId}`);
  return row.id;
}

/** Adds a share link's helpers to the customer's recommendations; false when the link is unusable. */
export async function attachShareLink(db: Db, token: string, customerId: number): Promise<boolean> {
  const link = await findUsableShareLink(db, token);
  if (!link) return false;
  const maids = await db
    .select({ maidId: shareLinkMaids.maidId })
    .from(shareLinkMaids)
    .where(eq(shareLinkMaids.shareLinkId, link.id));
  await db.transaction(async (tx) => {
    const recommendationId = await recommendationIdFor(tx, customerId);
    if (maids.length === 0) return;
    await tx
      .insert(recommendationMaids)
      .values(maids.map(({ maidId }) => ({ recommendationId, maidId, addedBy: link.createdBy })))
      .onConflictDoNothing();
  });
  return true;
}
