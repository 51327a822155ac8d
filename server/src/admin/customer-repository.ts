import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  favourites,
  interviewRequests,
  maidDetails,
  maids,
  recommendationMaids,
  recommendations,
  shareLinkMaids,
  shareLinks,
  users,
} from "../db/schema.ts";

const isCustomerSide = ne(users.role, "admin");

/** A page of customers (and helpers), newest first, with the total. */
export async function listCustomerPage(db: Db, page: { offset: number; limit: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(isCustomerSide)
      .orderBy(desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(isCustomerSide),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The favourites, recommendations and interview requests of these users: three queries. */
export async function customerActivity(db: Db, userIds: number[]) {
  if (userIds.length === 0) return { favourites: [], recommended: [], requests: [] };
  const [favouriteRows, recommendedRows, requestRows] = await Promise.all([
    db
      .select({ userId: favourites.userId, maid: maids })
      .from(favourites)
      .innerJoin(maids, eq(maids.id, favourites.maidId))
      .where(inArray(favourites.userId, userIds))
      .orderBy(desc(favourites.createdAt)),
    db
      .select({
        userId: recommendations.customerId,
        recommendationId: recommendations.id,
        maid: maids,
        details: maidDetails,
      })
      .from(recommendations)
      .innerJoin(recommendationMaids, eq(recommendationMaids.recommendationId, recommendations.id))
      .innerJoin(maids, eq(maids.id, recommendationMaids.maidId))
      .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
      .where(inArray(recommendations.customerId, userIds))
      .orderBy(desc(recommendationMaids.createdAt)),
    db
      .select({
        userId: interviewRequests.userId,
        createdAt: interviewRequests.createdAt,
        maid: maids,
      })
      .from(interviewRequests)
      .innerJoin(maids, eq(maids.id, interviewRequests.maidId))
      .where(inArray(interviewRequests.userId, userIds))
      .orderBy(desc(interviewRequests.createdAt)),
  ]);
  return { favourites: favouriteRows, recommended: recommendedRows, requests: requestRows };
}

export async function findCustomer(db: Db, id: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isCustomerSide));
  return user ?? null;
}

export async function recommendedMaidIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ maidId: recommendationMaids.maidId })
    .from(recommendations)
    .innerJoin(recommendationMaids, eq(recommendationMaids.recommendationId, recommendations.id))
    .where(eq(recommendations.customerId, customerId))
    .orderBy(desc(recommendationMaids.createdAt));
  return rows.map((row) => row.maidId);
}

export async function removeRecommendation(db: Db, recommendationId: number, maidId: number) {
  const removed = await db
    .delete(recommendationMaids)
    .where(
      and(
        eq(recommendationMaids.recommendationId, recommendationId),
        eq(recommendationMaids.maidId, maidId),
      ),
    )
    .returning({ maidId: recommendationMaids.maidId });
  return removed.length > 0;
}

export async function addRecommendation(
  db: Db,
  recommendationId: number,
  maidId: number,
  addedBy: number,
) {
  await db
    .insert(recommendationMaids)
    .values({ recommendationId, maidId, addedBy })
    .onConflictDoNothing();
}

export async function listShareLinks(db: Db, customerId: number) {
  const links = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.customerId, customerId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return withMaidIds(db, links);
}

/** Revokes a link once; `newlyRevoked` is false when it already was. */
export async function revokeShareLink(db: Db, id: number) {
  const [found] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  if (!found) return null;
  const [revoked] = found.revokedAt
    ? [found]
    : await db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(eq(shareLinks.id, id))
        .returning();
  const [link] = await withMaidIds(db, revoked ? [revoked] : []);
  return link ? { link, newlyRevoked: !found.revokedAt } : null;
}

async function withMaidIds<Link extends { id: number }>(db: Db, links: Link[]) {
  if (links.length === 0) return [];
  const rows = await db
    .select()
    .from(shareLinkMaids)
    .where(
      inArray(
        shareLinkMaids.shareLinkId,
        links.map((link) => link.id),
      ),
    );
  return links.map((link) => ({
    ...link,
    maidIds: rows.filter((row) => row.shareLinkId === link.id).map((row) => row.maidId),
  }));
}

/** A page of every customer's interview requests, newest first, with the total. */
export async function listInterviewRequestPage(db: Db, page: { offset: number; limit: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: interviewRequests.id,
        createdAt: interviewRequests.createdAt,
        user: { id: users.id, name: users.name, email: users.email },
        maid: maids,
      })
      .from(interviewRequests)
      .innerJoin(users, eq(users.id, interviewRequests.userId))
      .innerJoin(maids, eq(maids.id, interviewRequests.maidId))
      .orderBy(desc(interviewRequests.createdAt), desc(interviewRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(interviewRequests),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
