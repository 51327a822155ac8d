/**
 * matching/: a family's requirements (the job order) and the ranking of helpers against them
 * (contract/src/matching.ts, docs/product.md#helpers-who-fit).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { familyRequirements } from "../db/schema.ts";

export interface StoredRequirements {
  requirements: unknown;
  updatedAt: Date;
}

/** The family's requirements as stored, or null before its first save. */
export async function findRequirements(db: Db, userId: number): Promise<StoredRequirements | null> {
  const [row] = await db
    .select({
      requirements: familyRequirements.requirements,
      updatedAt: familyRequirements.updatedAt,
    })
    .from(familyRequirements)
    .where(eq(familyRequirements.userId, userId));
  return row ?? null;
}

/** Writes the family's requirements whole; the last save wins, as a form saved as it goes. */
export async function saveRequirements(
  db: Db,
  userId: number,
  requirements: object,
): Promise<StoredRequirements> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(familyRequirements)
    .values({ userId, requirements, updatedAt })
    .onConflictDoUpdate({ target: familyRequirements.userId, set: { requirements, updatedAt } })
    .returning({
      requirements: familyRequirements.requirements,
      updatedAt: familyRequirements.updatedAt,
    });
  if (!row) throw new Error("The requirements were not saved");
  return row;
}
