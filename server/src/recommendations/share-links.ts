import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { recommendationMaids, recommendations, shareLinkMaids, shareLinks } from "../db/schema.ts";

/** Set when an anonymous visitor opens a share link, so sign-in can attach it. */
export const PENDING_SHARE_COOKIE = "pending_share";

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
