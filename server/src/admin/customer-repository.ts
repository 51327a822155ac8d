import { and, count, desc, eq, inArray, like, or, type SQL } from "drizzle-orm";
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
import { isCustomerSide, toSearchText } from "../users/user-repository.ts";

/** `%term%` for LIKE, with LIKE's own wildcards in the term taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customers whose name, email or phone contains the search, case and accents ignored; a search
 * that is a phone number in any writing (9123 4567, +65 9123-4567) matches the stored digits.
 */
function matching(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const byText = like(users.searchText, containing(toSearchText(term)));
  const digits = term.replace(/\D/g, "");
  const looksLikePhone = /^[+\d\s()-]+$/.test(term) && digits.length >= 3;
  return looksLikePhone ? or(byText, like(users.phone, containing(digits))) : byText;
}

/** A page of customers (and helpers), newest first, with the total; those matching `search`. */
export async function listCustomerPage(
  db: Db,
  page: { offset: number; limit: number },
  search?: string,
) {
  const where = and(isCustomerSide, matching(search));
  const [rows, [totals]] = await Promise.all([
    db
      .select(contactColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

const contactColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

/** A customer's name, email and phone; null when there is no such customer. */
export async function findCustomerContact(db: Db, id: number) {
  const [row] = await db
    .select(contactColumns)
    .from(users)
    .where(and(eq(users.id, id), isCustomerSide));
  return row ?? null;
}

/** Changes a customer's name or phone; false when there is no such customer. */
export async function updateCustomer(
  db: Db,
  id: number,
  changes: { name?: string; phone?: string },
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, id), isCustomerSide))
    .returning({ id: users.id });
  return updated.length > 0;
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
        helperAnswer: interviewRequests.helperAnswer,
        maid: maids,
      })
      .from(interviewRequests)
      .innerJoin(maids, eq(maids.id, interviewRequests.maidId))
      .where(inArray(interviewRequests.userId, userIds))
      .orderBy(desc(interviewRequests.createdAt)),
  ]);
  return { favourites: favouriteRows, recommended: recommendedRows, requests: requestRows };
}
