import { randomBytes } from "node:crypto";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import { HttpError } from "../http/error-handler.ts";
import type { Mailer } from "../mail/mailer.ts";
import { findUserByEmail, updatePasswordHash } from "../users/user-repository.ts";
import { hashPassword } from "./password.ts";
import { hashToken, revokeAllSessions } from "./sessions.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = API_MESSAGES.invalidResetLink;

/** Mails a single-use reset link when the email belongs to an account; silent otherwise. */
export async function sendPasswordResetLink(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: "Reset your password",
    text: [
      `Hello ${user.name},`,
      "",
      "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this email; your password stays unchanged.",
    ].join("\n"),
  });
}

/** Answers the user id of a usable token, or refuses with the invalid-link message. */
export async function findResetTokenOwner(db: Db, token: string): Promise<number> {
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
  if (!row) throw new HttpError(400, INVALID_RESET_LINK);
  return row.userId;
}

/**
 * Sets the new password, uses up every outstanding link of the user and
 * revokes all their sessions. It does not sign anyone in.
 */
export async function resetPassword(db: Db, mailer: Mailer, token: string, newPassword: string) {
  const userId = await findResetTokenOwner(db, token);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new HttpError(400, INVALID_RESET_LINK);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId);
  });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user) {
    await mailer.send({
      to: user.email,
      subject: "Your password was changed",
      text: [
        `Hello ${user.name},`,
        "",
        "The password of your account has just been changed, and every device signed in to it has been signed out.",
        "",
        "If this was not you, please reset your password again at once and contact the agency.",
      ].join("\n"),
    });
  }
}
