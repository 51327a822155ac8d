/** Accounts: users by email or id, new accounts, password and role changes, staff. */
import { ENDED_STAGES, HOLDING_STAGES } from "@maids/contract/placement-stages.ts";
import type { StaffMember } from "@maids/contract/staff.ts";
import { EA_WORK_ROLES, type StaffRole } from "@maids/contract/staff-roles.ts";
import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { ACCENTED, placementCases, UNACCENTED, type UserRole, users } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";

export type UserRow = typeof users.$inferSelect;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const PLAIN_LETTERS = new Map([...ACCENTED].map((letter, index) => [letter, UNACCENTED[index]]));

/** A search term as `users.search_text` holds text: lower case, accents taken off. */
export function toSearchText(term: string): string {
  return [...term.toLowerCase()].map((letter) => PLAIN_LETTERS.get(letter) ?? letter).join("");
}

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
  staffRole: StaffRole;
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

export async function updatePhone(db: Db, userId: number, phone: string) {
  await db.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Makes the user an active owner with this name and password, and this EA number and
 * phone when given (those left out stay as they are).
 */
export async function makeOwner(
  db: Db,
  userId: number,
  fields: { name: string; passwordHash: string } & Partial<Omit<StaffDetails, "staffRole">>,
) {
  await db
    .update(users)
    .set({
      ...fields,
      role: "admin",
      staffRole: "owner",
      deactivatedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Staff members are the administrator accounts; what the API shows of them, no password hash. */
const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  eaRegistrationNumber: users.eaRegistrationNumber,
  phone: users.phone,
  role: sql<StaffRole>`${users.staffRole}`,
  active: sql<boolean>`${users.deactivatedAt} is null`,
  // Written out: inside a select list drizzle names columns without their table.
  openCases: sql<number>`(select count(*)::int from placement_cases open_case
    where open_case.owner_id = "users"."id"
      and open_case.stage not in (${sql.join(
        ENDED_STAGES.map((stage) => sql`${stage}`),
        sql`, `,
      )}))`,
};
const isStaff = eq(users.role, "admin");
const isActiveStaff = and(isStaff, isNull(users.deactivatedAt));

/** Staff who may own a case: active, in a role that works cases, with an EA registration number. */
export const canOwnCases = and(
  isActiveStaff,
  inArray(users.staffRole, [...EA_WORK_ROLES]),
  ne(users.eaRegistrationNumber, ""),
);

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

/** The staff member with this id, locked until the transaction ends; null when there is none. */
export async function lockStaffMember(db: Db, id: number): Promise<StaffMember | null> {
  const [member] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), isStaff))
    .for("update");
  return member ?? null;
}

/**
 * Locks every active owner's row and answers how many there are, so that two owners demoting
 * or deactivating each other at once cannot leave the agency without one.
 */
export async function lockActiveOwners(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isActiveStaff, eq(users.staffRole, "owner")))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** Changes a staff member's fields given; false when there is none. */
export async function updateStaffMember(
  db: Db,
  id: number,
  changes: Partial<
    Pick<StaffMember, "name" | "email" | "eaRegistrationNumber" | "phone"> & {
      staffRole: StaffRole;
      deactivatedAt: Date | null;
    }
  >,
): Promise<"updated" | "missing" | "email_taken"> {
  try {
    const updated = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(users.id, id), isStaff))
      .returning({ id: users.id });
    return updated.length > 0 ? "updated" : "missing";
  } catch (error) {
    // Another request took the email between the caller's check and this write. In a
    // transaction the database has aborted it: the caller ends it (by throwing).
    if (isUniqueViolation(error)) return "email_taken";
    throw error;
  }
}

/** Whether another account already has this email (any case). */
export async function emailTakenByAnother(db: Db, email: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normaliseEmail(email)), ne(users.id, id)));
  return (row?.n ?? 0) > 0;
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
