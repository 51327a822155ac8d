import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { hashPassword } from "../../src/auth/password.ts";
import type { RateRule } from "../../src/auth/rate-limit.ts";
import { SESSION_COOKIE } from "../../src/auth/session-cookie.ts";
import { createSession } from "../../src/auth/session-repository.ts";
import type { Config } from "../../src/config.ts";
import type { Db } from "../../src/db/database.ts";
import { rateLimitBuckets, type UserRole, users } from "../../src/db/schema.ts";
import { insertHelper, type NewHelper } from "../../src/helpers/helper-repository.ts";
import {
  createShareLink,
  type NewShareLink,
} from "../../src/recommendations/share-link-repository.ts";
import { findOrInsertSupplier, supplierNamed } from "../../src/suppliers/supplier-repository.ts";

type HelperOverrides = Partial<Omit<NewHelper, "details">> & {
  details?: Partial<NewHelper["details"]>;
};

/** The id of the supplier with that name, added when new. */
export async function supplierIdFor(db: Db, name: string): Promise<number> {
  return (await findOrInsertSupplier(db, supplierNamed(name))).id;
}

let sequence = 0;

function buildHelper({ details, ...overrides }: HelperOverrides = {}): NewHelper {
  sequence += 1;
  return {
    name: `Helper ${sequence}`,
    photoKey: null,
    country: "Philippines",
    dateOfBirth: "1990-05-17",
    heightCm: 158,
    weightKg: 52,
    salary: 700,
    loan: 1200,
    skills: ["Cooking", "Childcare"],
    languages: ["English", "Tagalog"],
    types: ["Transfer", "Ex-Singapore"],
    isActive: true,
    isEmployed: false,
    supplierId: 0,
    maritalStatus: "Married",
    numChildren: 2,
    religion: "Catholic",
    availableFrom: null,
    details: {
      description: "Patient and cheerful, with six years of experience caring for young children.",
      restDays: 4,
      highestEducation: "High School",
      englishRating: 4,
      chineseRating: null,
      dialectRating: null,
      employmentHistory: "Six years with two families in Singapore.",
      ...details,
    },
    employment: [
      {
        country: "Singapore",
        startDate: "2019-03-01",
        endDate: "2025-02-28",
        familyMembers: 4,
        mainJobScope: "Cooking and caring for two school-going children",
        employerDescription: "Chinese family of four in a Tampines condominium",
        reasonForLeaving: "Contract finished",
      },
    ],
    ...overrides,
  };
}

/** A stored helper; her supplier is "ID-2" unless `supplier` names another. */
export async function createHelper(
  db: Db,
  { supplier = "ID-2", ...overrides }: HelperOverrides & { supplier?: string } = {},
): Promise<number> {
  const supplierId = overrides.supplierId ?? (await supplierIdFor(db, supplier));
  return insertHelper(db, buildHelper({ ...overrides, supplierId }));
}

/** A user; staff (role admin) are owners unless `staffRole` says otherwise. */
export async function createUser(
  db: Db,
  role: UserRole = "customer",
  staffRole: StaffRole = "owner",
) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      name: `User ${sequence}`,
      email: `user${sequence}@example.com`,
      passwordHash: "scrypt$not-a-real-hash",
      role,
      ...(role === "admin"
        ? { staffRole, eaRegistrationNumber: `R${String(2_000_000 + sequence).padStart(7, "0")}A` }
        : {}),
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return user;
}

async function sessionCookieOf<User extends { id: number }>(db: Db, config: Config, user: User) {
  const token = await createSession(db, user.id, config.session);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A signed-in user's cookie header, through a real server-side session. */
export async function signedInCookie(db: Db, config: Config, role: UserRole = "customer") {
  return sessionCookieOf(db, config, await createUser(db, role));
}

/** A signed-in staff member in this role. */
export async function signedInStaff(db: Db, config: Config, staffRole: StaffRole) {
  return sessionCookieOf(db, config, await createUser(db, "admin", staffRole));
}

/** A user who can sign in with a real (scrypt) password. */
export async function createAccount(
  db: Db,
  {
    role = "customer",
    email,
    password = "Harbour7view",
    name = "Siew Ling Tan",
  }: {
    role?: UserRole;
    email?: string;
    password?: string;
    name?: string;
  } = {},
) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: email ?? `account${sequence}@example.com`,
      passwordHash: await hashPassword(password),
      role,
      ...(role === "admin" ? { staffRole: "owner" as const } : {}),
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return { ...user, password };
}

/** Uses up a rate rule's whole allowance for `subject` (or `hits` of it) in a window starting now. */
export async function exhaustRateLimit(db: Db, rule: RateRule, subject: string, hits = rule.limit) {
  const bucket = { hits, windowStartedAt: new Date() };
  await db
    .insert(rateLimitBuckets)
    .values({ key: `${rule.name}:${subject.toLowerCase()}`, ...bucket })
    .onConflictDoUpdate({ target: rateLimitBuckets.key, set: bucket });
}

const DAY_MS = 86_400_000;

/** A recommendations link for the helpers, valid for a day unless told otherwise; returns its token. */
export async function createShareLinkFor(
  db: Db,
  maidIds: number[],
  overrides: Partial<Omit<NewShareLink, "maidIds">> = {},
): Promise<string> {
  const { token } = await db.transaction((tx) =>
    createShareLink(tx, {
      customerId: null,
      createdBy: null,
      expiresAt: new Date(Date.now() + DAY_MS),
      maidIds,
      ...overrides,
    }),
  );
  return token;
}
