/** Accounts: users by email or id, new accounts, password and role changes, staff. */
import { ENDED_STAGES, HOLDING_STAGES } from "@maids/contract/placement-stages.ts";
import type { StaffMember } from "@maids/contract/staff.ts";
import { and, asc, desc, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { placementCases, type UserRole, users } from "../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

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

/** Staff only: the EA personnel registration number and the mobile (docs/product.md#staff-and-settings). */
export interface StaffDetails {
  eaRegistrationNumber: string;
  phone: string;
}

/** Inserts a user; answers null when the email is already taken (case-insensitively). */
export async function insertUser(
  db: Db,
  user: {
    email: string;
    name: string;
    passwordHash: string;
    role: UserRole;
  } & Partial<StaffDetails>,
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

/**
 * Makes the user an administrator with this name and password, and this EA number and
 * phone when given (those left out stay as they are).
 */
export async function makeAdministrator(
  db: Db,
  userId: number,
  fields: { name: string; passwordHash: string } & Partial<StaffDetails>,
) {
  await db
    .update(users)
    .set({ ...fields, role: "admin", updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Staff members are the administrator accounts; what the API shows of them, no password hash. */
const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  eaRegistrationNumber: users.eaRegistrationNumber,
  phone: users.phone,
};
const isStaff = eq(users.role, "admin");

/** Every staff member (administrator), by name. */
export function listStaffMembers(db: Db): Promise<StaffMember[]> {
  return db
    .select(staffColumns)
    .from(users)
    .where(isStaff)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** The staff member with this id; null when there is none or the account is not an administrator's. */
export async function findStaffMember(db: Db, id: number): Promise<StaffMember | null> {
  const [member] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  return member ?? null;
}

/** Changes a staff member's name, EA number or phone (those given); false when there is none. */
export async function updateStaffMember(
  db: Db,
  id: number,
  changes: Partial<Pick<StaffMember, "name" | "eaRegistrationNumber" | "phone">>,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, id), isStaff))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * The staff member who owns the helper's active placement case (its stage neither closed,
 * cancelled, replaced nor transferred), or null when she has none. Should she be named in
 * several, the case that holds her comes first, then the newest.
 */
export async function findActiveCaseOwner(
  db: Db,
  maidId: number,
): Promise<Pick<StaffMember, "id" | "name" | "eaRegistrationNumber"> | null> {
  const [owner] = await db
    .select({ id: users.id, name: users.name, eaRegistrationNumber: users.eaRegistrationNumber })
    .from(placementCases)
    .innerJoin(users, eq(users.id, placementCases.ownerId))
    .where(
      and(eq(placementCases.maidId, maidId), notInArray(placementCases.stage, [...ENDED_STAGES])),
    )
    .orderBy(
      desc(sql`${inArray(placementCases.stage, [...HOLDING_STAGES])}`),
      desc(placementCases.id),
    )
    .limit(1);
  return owner ?? null;
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
