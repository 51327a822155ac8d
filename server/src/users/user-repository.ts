/** Accounts: users by email or id, new accounts, password and role changes. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { type UserRole, users } from "../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
  return user ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** Inserts a user; answers null when the email is already taken (case-insensitively). */
export async function insertUser(
  db: Db,
  user: { email: string; name: string; passwordHash: string; role: UserRole },
): Promise<UserRow | null> {
  const [created] = await db
    .insert(users)
    .values({ ...user, email: user.email.trim() })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Makes the user an administrator with this name and password. */
export async function makeAdministrator(
  db: Db,
  userId: number,
  { name, passwordHash }: { name: string; passwordHash: string },
) {
  await db
    .update(users)
    .set({ passwordHash, role: "admin", name, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
