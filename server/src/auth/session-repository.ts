/**
 * Sessions, stored by the hash of their token: created, found, revoked here; carried in an
 * HttpOnly cookie (session-cookie.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { type FreshRead, freshReader } from "../db/fresh-reads.ts";
import { sessions, type UserRole } from "../db/schema.ts";

/** Refresh last-seen at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface Viewer {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  /** Staff only: what they may do; null for customers and helpers. */
  staffRole: StaffRole | null;
  /** Digits with the country code; empty when not given. */
  phone: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session and returns the token for the cookie (256 random bits). */
export async function createSession(
  db: Db,
  userId: number,
  timeouts: Config["session"],
  userAgent?: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + timeouts.absoluteTimeoutMs),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/**
 * The signed-in user of a session token, or null when unknown, expired or idle too long, with the
 * rest of the fresh read that found the session (db/fresh-reads.ts: the catalogue version, read
 * after this call, in the same query as the session).
 */
export async function findViewerAndRead(
  db: Db,
  token: string,
  timeouts: Config["session"],
): Promise<{ viewer: Viewer | null; read: FreshRead }> {
  const tokenHash = hashToken(token);
  const read = await freshReader(db).read(tokenHash);
  const row = read.sessions.get(tokenHash);
  const now = Date.now();
  if (
    !row ||
    row.expiresAt.getTime() <= now ||
    row.lastSeenAt.getTime() <= now - timeouts.idleTimeoutMs
  ) {
    return { viewer: null, read };
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { id, name, email, role, staffRole, phone } = row;
  return { viewer: { id, name, email, role, staffRole, phone }, read };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
