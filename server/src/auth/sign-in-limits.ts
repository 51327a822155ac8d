import type { Db } from "../db/database.ts";
import {
  accountAndIp,
  clearAttempts,
  countAttempt,
  enforceRateLimits,
  FAILURES_PER_IP_UNDER_ATTACK,
  RATE_RULES,
  tooManyAttempts,
  uncountAttempt,
} from "./rate-limit.ts";

/** What to tell the limits once the password has been checked. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

const { signInPerIp, signInFailuresPerAccountAndIp, signInFailuresPerAccount } = RATE_RULES;

/**
 * Brute force is kept out without a lockout switch for strangers: an address may make
 * only so many attempts, and only so many failures on one account; failures from other
 * addresses never refuse the owner's. When an account fails from many addresses at once
 * (a distributed attack), each address gets only a few failures, and a correct password
 * from an address that has not failed still goes through.
 *
 * Each attempt is counted as a failure before the password is checked, so parallel
 * guesses cannot slip past the limit; a success takes its count back.
 */
export async function guardSignIn(
  db: Db,
  email: string,
  ip: string,
  multiplier: number,
): Promise<SignInAttempt> {
  await enforceRateLimits(db, [[signInPerIp, ip]], multiplier);
  const pairSubject = accountAndIp(email, ip);
  const fromThisIp = await countAttempt(db, signInFailuresPerAccountAndIp, pairSubject);
  const fromEveryIp = await countAttempt(db, signInFailuresPerAccount, email);
  const underAttack = fromEveryIp.hits > signInFailuresPerAccount.limit * multiplier;
  const allowedFailures =
    (underAttack ? FAILURES_PER_IP_UNDER_ATTACK : signInFailuresPerAccountAndIp.limit) * multiplier;
  const takeBack = () =>
    Promise.all([
      uncountAttempt(db, signInFailuresPerAccountAndIp, pairSubject),
      uncountAttempt(db, signInFailuresPerAccount, email),
    ]);
  if (fromThisIp.hits > allowedFailures) {
    await takeBack();
    throw tooManyAttempts(fromThisIp.retryAfterMs);
  }
  return {
    succeeded: async () => {
      await Promise.all([
        clearAttempts(db, signInFailuresPerAccountAndIp, pairSubject),
        uncountAttempt(db, signInFailuresPerAccount, email),
      ]);
    },
  };
}
