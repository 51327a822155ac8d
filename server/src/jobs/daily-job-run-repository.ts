import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { dailyJobRuns, reminderDeliveries } from "../db/schema.ts";

/** Whether `job`'s work for `day` is done: every mail of the day went. */
export async function isDayFinished(db: Db, job: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ job: dailyJobRuns.job })
    .from(dailyJobRuns)
    .where(
      and(eq(dailyJobRuns.job, job), eq(dailyJobRuns.day, day), isNotNull(dailyJobRuns.finishedAt)),
    );
  return row !== undefined;
}

export async function finishDailyRun(db: Db, job: string, day: string): Promise<void> {
  await db
    .insert(dailyJobRuns)
    .values({ job, day, finishedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [dailyJobRuns.job, dailyJobRuns.day],
      set: { finishedAt: sql`now()` },
    });
}

interface Delivery {
  job: string;
  day: string;
  recipientUserId: number;
}

const deliveryIs = ({ job, day, recipientUserId }: Delivery) =>
  and(
    eq(reminderDeliveries.job, job),
    eq(reminderDeliveries.day, day),
    eq(reminderDeliveries.recipientUserId, recipientUserId),
  );

/**
 * Claims the day's mail to one person at `now`: true for exactly one caller while it is unsent
 * and no other holds it, or holds a claim made before `lapsedBefore` (its process stopped
 * mid-send). On PostgreSQL a second caller waits on the row and then sees the first one's claim.
 */
export async function claimDelivery(
  db: Db,
  delivery: Delivery,
  { now, lapsedBefore }: { now: Date; lapsedBefore: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(reminderDeliveries)
    .values({ ...delivery, claimedAt: now })
    .onConflictDoUpdate({
      target: [reminderDeliveries.job, reminderDeliveries.day, reminderDeliveries.recipientUserId],
      set: { claimedAt: now, attempts: sql`${reminderDeliveries.attempts} + 1` },
      setWhere: and(
        isNull(reminderDeliveries.sentAt),
        lt(reminderDeliveries.claimedAt, lapsedBefore),
      ),
    })
    .returning({ attempts: reminderDeliveries.attempts });
  return claimed.length === 1;
}

/** Whether the day's mails to all of `recipientUserIds` went, whichever process sent them. */
export async function allDelivered(
  db: Db,
  job: string,
  day: string,
  recipientUserIds: number[],
): Promise<boolean> {
  if (recipientUserIds.length === 0) return true;
  const [row] = await db
    .select({ delivered: count() })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.job, job),
        eq(reminderDeliveries.day, day),
        inArray(reminderDeliveries.recipientUserId, recipientUserIds),
        isNotNull(reminderDeliveries.sentAt),
      ),
    );
  return row?.delivered === recipientUserIds.length;
}

export async function markDelivered(db: Db, delivery: Delivery): Promise<void> {
  await db.update(reminderDeliveries).set({ sentAt: sql`now()` }).where(deliveryIs(delivery));
}

/** Gives a failed send's claim back at once, so that the next check sends it again. */
export async function releaseDelivery(db: Db, delivery: Delivery): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({ claimedAt: new Date(0) })
    .where(and(deliveryIs(delivery), isNull(reminderDeliveries.sentAt)));
}
