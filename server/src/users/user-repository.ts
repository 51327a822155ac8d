/** Accounts: users by email or id, new accounts, password and role changes. */
import { and, eq, ne, or, sql } from "drizzle-orm";
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

/** Customers (and helpers): every account but administrators'. */
export const isCustomerSide = ne(users.role, "admin");

/** A customer's id and name; null when there is none (or the account is an administrator's). */
export async function findCustomer(db: Db, id: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isCustomerSide));
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

/** Every administrator and the accounts with these emails (any case), with their password hashes. */
export function listAdminsAndAccounts(
  db: Db,
  emails: string[],
): Promise<{ email: string; passwordHash: string }[]> {
  const byEmail =
    emails.length === 0
      ? sql`false`
      : sql`lower(${users.email}) in (${sql.join(
          emails.map((email) => sql`${normaliseEmail(email)}`),
          sql`, `,
        )})`;
  return db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.role, "admin"), byEmail));
}
