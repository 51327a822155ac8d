import { API_MESSAGES } from "@maids/contract/messages.ts";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateLimitBuckets } from "../db/schema.ts";
import { HttpError } from "../http/error-handler.ts";

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const RATE_RULES = {
  signInPerIp: { name: "sign-in:ip", limit: 30, windowMs: 15 * MINUTE },
  signInPerAccount: { name: "sign-in:account", limit: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: "sign-up:ip", limit: 10, windowMs: 60 * MINUTE },
  forgotPerIp: { name: "forgot:ip", limit: 10, windowMs: 60 * MINUTE },
  forgotPerAccount: { name: "forgot:account", limit: 3, windowMs: 60 * MINUTE },
  resetPerIp: { name: "reset:ip", limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

/**
 * An HTTP guard of the account routes, like access control: it answers 429 itself.
 * Counts one attempt against each rule and refuses with 429 when any is over
 * its limit times `multiplier` (RATE_LIMIT_MULTIPLIER). Counters live in the
 * database, so every process shares them.
 */
export async function enforceRateLimits(
  db: Db,
  checks: [RateRule, string][],
  multiplier = 1,
): Promise<void> {
  for (const [rule, subject] of checks) {
    const scaled = { ...rule, limit: rule.limit * multiplier };
    const retryAfterMs = await hit(db, scaled, subject.toLowerCase());
    if (retryAfterMs > 0) {
      const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
      throw new HttpError(429, API_MESSAGES.tooManyAttempts(minutes), undefined, {
        "retry-after": String(Math.ceil(retryAfterMs / 1000)),
      });
    }
  }
}

/** Returns 0 when allowed, else how long until the window resets. */
async function hit(db: Db, rule: RateRule, subject: string): Promise<number> {
  const windowSeconds = rule.windowMs / 1000;
  const expired = sql`${rateLimitBuckets.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key: `${rule.name}:${subject}`, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, windowStartedAt: rateLimitBuckets.windowStartedAt });
  if (!bucket || bucket.hits <= rule.limit) return 0;
  return Math.max(1000, bucket.windowStartedAt.getTime() + rule.windowMs - Date.now());
}

/** Drops counters whose window ended long ago. */
export async function pruneRateLimits(db: Db): Promise<void> {
  const longestWindowMs = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowMs));
  await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStartedAt, new Date(Date.now() - longestWindowMs)));
}
