/**
 * auth/: accounts and sessions. auth-routes.ts parses and shapes; this service decides;
 * users/user-repository.ts, reset-token-repository.ts and session-repository.ts store. HTTP guards
 * live here too: access control, the viewer of a request, rate limits.
 */
import { strongPasswordProblems } from "@maids/contract/auth.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { UserRole } from "../db/schema.ts";
import { DomainError, InvalidError } from "../domain-errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { existingAccountMail, passwordChangedMail, passwordResetMail } from "../mail/templates.ts";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  makeOwner,
  type StaffDetails,
  type UserRow,
  updatePasswordHash,
  updatePhone,
} from "../users/user-repository.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import {
  claimResetToken,
  findResetTokenOwner,
  insertResetToken,
  useUpResetTokens,
} from "./reset-token-repository.ts";
import { createSession, revokeAllSessions, revokeSession } from "./session-repository.ts";

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * What a new password breaks of the password rules (docs/product.md#accounts, for customers and
 * administrators alike); none when it is strong enough. `create-admin` asks before it opens
 * the database; resetPassword and makeAdministratorAccount refuse a weak one themselves.
 */
export function passwordProblems(password: string): string[] {
  return strongPasswordProblems(password);
}

/** Invalid, on `field`, with each rule the password breaks. */
function refuseWeakPassword(password: string, field: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new InvalidError(
      problems.join(" "),
      problems.map((message) => ({ field, message })),
    );
  }
}

export interface AccountDependencies {
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "session">;
  /** Records, in the sign-up's transaction, the texts its terms box agreed to (legal/). */
  acceptTerms: (tx: Db, userId: number) => Promise<void>;
}

/** The reset link is unknown, used up or expired: the client shows its invalid-link screen. */
const invalidResetLink = () =>
  new InvalidError(API_MESSAGES.invalidResetLink, undefined, "reset_link_invalid");

/**
 * Accounts and sessions: sign-in, sign-up, sign-out, password reset and administrators.
 * Answers never tell whether an email has an account (ADR 0010): the owner hears by mail.
 */
export function accountService(db: Db, { mailer, config, acceptTerms }: AccountDependencies) {
  /** Checks a password in the same time whether or not the account exists. */
  async function authenticate(email: string, password: string): Promise<UserRow | null> {
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    return user && valid ? user : null;
  }

  /** The user id of a usable reset token; invalid otherwise. */
  async function resetTokenOwner(token: string): Promise<number> {
    const userId = await findResetTokenOwner(db, token);
    if (userId === null) throw invalidResetLink();
    return userId;
  }

  return {
    /**
     * A new session token for the credentials, or null when they are wrong (or, with
     * `adminOnly`, not an administrator's). The previous session, if any, ends, so the
     * session id rotates at sign-in.
     */
    async signIn(
      credentials: { email: string; password: string },
      options: { adminOnly: boolean; previousToken?: string; userAgent?: string },
    ): Promise<string | null> {
      const user = await authenticate(credentials.email, credentials.password);
      if (!user || (options.adminOnly && user.role !== "admin")) return null;
      // Told only to someone who knows the password, so it reveals nothing to others.
      if (user.deactivatedAt) {
        throw new DomainError(
          "forbidden",
          API_MESSAGES.accountDeactivated,
          undefined,
          "account_deactivated",
        );
      }
      if (options.previousToken) await revokeSession(db, options.previousToken);
      return createSession(db, user.id, config.session, options.userAgent);
    },

    signOut: (token: string) => revokeSession(db, token),

    /** The family's own phone number (digits with the country code; empty clears it). */
    changePhone: (userId: number, phone: string) => updatePhone(db, userId, phone),

    /** Creates the account; false when the email is taken (then nothing changes). */
    async signUp(account: {
      name: string;
      email: string;
      password: string;
      role: UserRole;
      phone: string;
    }): Promise<boolean> {
      const { password, ...fields } = account;
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...fields, passwordHash });
        // Sign-up's terms box covers the terms and the privacy notice in force now.
        if (created) await acceptTerms(tx, created.id);
        return created !== null;
      });
    },

    /** Tells the owner of an account that someone tried to sign up with its email. */
    async mailExistingAccount(email: string): Promise<void> {
      const existing = await findUserByEmail(db, email);
      if (!existing) return;
      await mailer.send({
        to: existing.email,
        ...existingAccountMail(existing.name, config.publicUrl),
      });
    },

    /** Mails a single-use reset link when the email belongs to an account; silent otherwise. */
    async sendPasswordResetLink(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.deactivatedAt) return;
      const token = await insertResetToken(db, user.id, new Date(Date.now() + RESET_TOKEN_TTL_MS));
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({ to: user.email, ...passwordResetMail(user.name, link) });
    },

    /**
     * Sets the new password, uses up every outstanding link of the user and revokes all
     * their sessions. It does not sign anyone in. Answers the user's id. Refuses a token
     * that is unknown, used or expired, then a weak password (the link stays usable).
     */
    async resetPassword(token: string, newPassword: string): Promise<number> {
      const userId = await resetTokenOwner(token);
      refuseWeakPassword(newPassword, "newPassword");
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        if (!(await claimResetToken(tx, token))) {
          throw invalidResetLink();
        }
        await useUpResetTokens(tx, userId);
        await updatePasswordHash(tx, userId, passwordHash);
        await revokeAllSessions(tx, userId);
      });
      return userId;
    },

    /** Tells the user their password has changed. */
    async mailPasswordChanged(userId: number): Promise<void> {
      const user = await findUserById(db, userId);
      if (user) await mailer.send({ to: user.email, ...passwordChangedMail(user.name) });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

/**
 * Creates an owner (a staff member who may do everything), or makes the account with that
 * email an active one, with this
 * password, and the EA registration number and phone when given (those left out stay as
 * they are on an existing account; `npm run create-admin`; it sends no mail).
 */
export async function makeAdministratorAccount(
  db: Db,
  account: { email: string; name: string; password: string } & Partial<StaffDetails>,
): Promise<{ id: number; created: boolean }> {
  const { password, ...fields } = account;
  refuseWeakPassword(password, "password");
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, account.email);
  if (existing) {
    const { email: _email, ...changes } = fields;
    await makeOwner(db, existing.id, { ...changes, passwordHash });
    return { id: existing.id, created: false };
  }
  const user = await insertUser(db, { ...fields, passwordHash, role: "admin", staffRole: "owner" });
  if (!user) throw new Error(`${account.email} was taken meanwhile; run the command again`);
  return { id: user.id, created: true };
}
