import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { favourites, maidDetails, maids } from "../db/schema.ts";
import type { HelperWithDetails } from "../helpers/helper-repository.ts";

/**
 * The user's shortlisted active helpers, most recently added first, those held for a placement
 * included (the shortlist marks them no longer available).
 */
export function listFavouriteHelpers(db: Db, userId: number): Promise<HelperWithDetails[]> {
  return db
    .select({ maid: maids, details: maidDetails })
    .from(favourites)
    .innerJoin(maids, and(eq(maids.id, favourites.maidId), eq(maids.isActive, true)))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(maids.id));
}

export async function addFavourite(db: Db, userId: number, maidId: number): Promise<void> {
  await db.insert(favourites).values({ userId, maidId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, maidId: number): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.maidId, maidId)));
}
