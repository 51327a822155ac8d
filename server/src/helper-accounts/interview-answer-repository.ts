import type { InterviewAnswer } from "@maids/contract/helper-accounts.ts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { employerParticulars, interviewRequests, maids, users } from "../db/schema.ts";

const columns = {
  id: interviewRequests.id,
  familyName: users.name,
  postalCode: sql<string | null>`${employerParticulars.data} ->> 'postalCode'`,
  requestedAt: interviewRequests.createdAt,
  answer: interviewRequests.helperAnswer,
  answeredAt: interviewRequests.helperAnsweredAt,
};

const selectForHelper = (db: Db) =>
  db
    .select(columns)
    .from(interviewRequests)
    .innerJoin(maids, eq(maids.id, interviewRequests.maidId))
    .innerJoin(users, eq(users.id, interviewRequests.userId))
    .leftJoin(
      employerParticulars,
      and(
        eq(employerParticulars.caseId, interviewRequests.caseId),
        eq(employerParticulars.section, "home"),
      ),
    );

export type HelperInterviewRow = Awaited<ReturnType<typeof listInterviewsForHelper>>[number];

/** The interview requests for the helper record linked to this account, newest first. */
export function listInterviewsForHelper(db: Db, userId: number) {
  return selectForHelper(db)
    .where(eq(maids.accountUserId, userId))
    .orderBy(desc(interviewRequests.createdAt));
}

/** Records her answer to a request for her; null when the request is not for her. */
export async function answerInterview(
  db: Db,
  userId: number,
  requestId: number,
  answer: InterviewAnswer,
): Promise<HelperInterviewRow | null> {
  const updated = await db
    .update(interviewRequests)
    .set({ helperAnswer: answer, helperAnsweredAt: new Date() })
    .where(
      and(
        eq(interviewRequests.id, requestId),
        sql`${interviewRequests.maidId} in (select ${maids.id} from ${maids} where ${maids.accountUserId} = ${userId})`,
      ),
    )
    .returning({ id: interviewRequests.id });
  if (updated.length === 0) return null;
  const [row] = await selectForHelper(db).where(eq(interviewRequests.id, requestId));
  return row ?? null;
}
