import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateLimitBuckets } from "../db/schema.ts";

/**
 * Adds one hit to the counter `key`, starting a new window when the last one is older than
 * `windowMs`, in one statement (two processes counting at once both count). Returns the count
 * and when its window started.
 */
export async function addRateLimitHit(db: Db, key: string, windowMs: number) {
  const expired = sql`${rateLimitBuckets.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, windowStartedAt: rateLimitBuckets.windowStartedAt });
  return bucket;
}

export async function takeBackRateLimitHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(eq(rateLimitBuckets.key, key));
}

export async function deleteRateLimitCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

export async function deleteRateLimitCountersBefore(db: Db, windowStartedBefore: Date) {
  await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStartedAt, windowStartedBefore));
}
