import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { interviewRequests, maids, users } from "../db/schema.ts";

export interface InterviewRequestRecord {
  maidId: number;
  createdAt: Date;
  /** False when the user had already asked for this helper. */
  isNew: boolean;
}

/** Records the request once per user and helper; asking again answers the first request. */
export async function requestInterview(
  db: Db,
  userId: number,
  maidId: number,
): Promise<InterviewRequestRecord> {
  const [row] = await db
    .insert(interviewRequests)
    .values({ userId, maidId })
    .onConflictDoUpdate({
      target: [interviewRequests.userId, interviewRequests.maidId],
      set: { userId: sql`excluded.user_id` },
    })
    .returning({
      maidId: interviewRequests.maidId,
      createdAt: interviewRequests.createdAt,
      isNew: sql<boolean>`xmax = 0`,
    });
  if (!row) throw new Error("interview request upsert returned no row");
  return row;
}

export function listInterviewRequests(db: Db, userId: number) {
  return db
    .select({ maidId: interviewRequests.maidId, createdAt: interviewRequests.createdAt })
    .from(interviewRequests)
    .where(eq(interviewRequests.userId, userId))
    .orderBy(desc(interviewRequests.createdAt), desc(interviewRequests.id));
}

/** A page of every customer's interview requests, newest first, with the total. */
export async function listInterviewRequestPage(db: Db, page: { offset: number; limit: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: interviewRequests.id,
        createdAt: interviewRequests.createdAt,
        helperAnswer: interviewRequests.helperAnswer,
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
