import { count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  favourites,
  interviewRequests,
  maidDetails,
  maids,
  recommendationMaids,
  recommendations,
  users,
} from "../db/schema.ts";
import { isCustomerSide } from "../users/user-repository.ts";

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
