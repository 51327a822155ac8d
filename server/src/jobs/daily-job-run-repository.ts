import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { dailyJobRuns } from "../db/schema.ts";

/**
 * Claims `job`'s run for `day`: true for exactly one caller, whatever the number of app
 * processes and machines sharing the database (the primary key decides).
 */
export async function claimDailyRun(db: Db, job: string, day: string): Promise<boolean> {
  const claimed = await db
    .insert(dailyJobRuns)
    .values({ job, day })
    .onConflictDoNothing()
    .returning({ job: dailyJobRuns.job });
  return claimed.length === 1;
}

export async function finishDailyRun(db: Db, job: string, day: string): Promise<void> {
  await db
    .update(dailyJobRuns)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(dailyJobRuns.job, job), eq(dailyJobRuns.day, day)));
}
