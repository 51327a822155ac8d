import type { DataRequestKind } from "@maids/contract/helper-accounts.ts";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { dataRequests, users } from "../db/schema.ts";

const own = {
  id: dataRequests.id,
  kind: dataRequests.kind,
  requestedAt: dataRequests.createdAt,
  handledAt: dataRequests.handledAt,
};

export function listOwnDataRequests(db: Db, userId: number) {
  return db
    .select(own)
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.createdAt));
}

/** A new request, or the open one of the same kind (asking twice makes one). */
export async function openDataRequest(db: Db, userId: number, kind: DataRequestKind) {
  const [open] = await db
    .select(own)
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.userId, userId),
        eq(dataRequests.kind, kind),
        isNull(dataRequests.handledAt),
      ),
    );
  if (open) return open;
  const [created] = await db.insert(dataRequests).values({ userId, kind }).returning(own);
  if (!created) throw new Error("the data request was not stored");
  return created;
}

const forStaff = {
  ...own,
  userId: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
};

/** Everyone's requests for staff: open ones first, oldest first; then the last handled. */
export function listDataRequestsForStaff(db: Db) {
  return db
    .select(forStaff)
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .orderBy(sql`${dataRequests.handledAt} is null desc`, asc(dataRequests.createdAt))
    .limit(200);
}

/** Marks a request handled; null when there is no such request. */
export async function markDataRequestHandled(db: Db, id: number, staffUserId: number) {
  await db
    .update(dataRequests)
    .set({ handledAt: sql`coalesce(${dataRequests.handledAt}, now())`, handledBy: staffUserId })
    .where(eq(dataRequests.id, id));
  const [row] = await db
    .select(forStaff)
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(eq(dataRequests.id, id));
  return row ?? null;
}
