import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { passwordResetTokens } from "../db/schema.ts";
import { hashToken } from "./session-repository.ts";

/** Stores a new reset token (256 random bits, only its hash kept) and answers it. */
export async function insertResetToken(db: Db, userId: number, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

/** The user id of an unused, unexpired token, or null. */
export async function findResetTokenOwner(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/** Marks the token used; false when it already was (or never existed). */
export async function claimResetToken(db: Db, token: string): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt)),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed.length > 0;
}

/** Uses up every outstanding token of the user. */
export async function useUpResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
