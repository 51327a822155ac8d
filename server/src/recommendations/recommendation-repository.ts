import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { maidDetails, maids, recommendationMaids, recommendations } from "../db/schema.ts";
import { type HelperWithDetails, isPublicHelper } from "../helpers/helper-repository.ts";

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

/** Adds helpers to a recommendation set; those already in it stay as they were. */
export async function addRecommendations(
  db: Db,
  recommendationId: number,
  maidIds: number[],
  addedBy: number | null,
): Promise<void> {
  if (maidIds.length === 0) return;
  await db
    .insert(recommendationMaids)
    .values(maidIds.map((maidId) => ({ recommendationId, maidId, addedBy })))
    .onConflictDoNothing();
}

/** False when the helper was not in the set. */
export async function removeRecommendation(
  db: Db,
  recommendationId: number,
  maidId: number,
): Promise<boolean> {
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

/** Every helper recommended to a customer, active or not, most recently recommended first. */
export async function recommendedHelperIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ maidId: recommendationMaids.maidId })
    .from(recommendations)
    .innerJoin(recommendationMaids, eq(recommendationMaids.recommendationId, recommendations.id))
    .where(eq(recommendations.customerId, customerId))
    .orderBy(desc(recommendationMaids.createdAt));
  return rows.map((row) => row.maidId);
}

/** The active helpers recommended to a customer, most recently recommended first. */
export function listRecommendedHelpers(db: Db, customerId: number): Promise<HelperWithDetails[]> {
  return db
    .select({ maid: maids, details: maidDetails })
    .from(recommendations)
    .innerJoin(recommendationMaids, eq(recommendationMaids.recommendationId, recommendations.id))
    .innerJoin(maids, and(eq(maids.id, recommendationMaids.maidId), isPublicHelper))
    .leftJoin(maidDetails, eq(maidDetails.maidId, maids.id))
    .where(eq(recommendations.customerId, customerId))
    .orderBy(desc(recommendationMaids.createdAt), desc(maids.id));
}
