import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/error-handler.ts";
import {
  addRateLimitHit,
  deleteRateLimitCounter,
  deleteRateLimitCountersBefore,
  takeBackRateLimitHit,
} from "./rate-limit-repository.ts";

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Per address, every attempt counts. Per account, only failures count, and per account
 * *and* address, so that a stranger's wrong guesses never lock the owner out
 * (docs/decisions/0028-limits-that-cannot-lock-the-owner-out.md).
 */
export const RATE_RULES = {
  signInPerIp: { name: "sign-in:ip", limit: 30, windowMs: 15 * MINUTE },
  signInFailuresPerAccountAndIp: {
    name: "sign-in-failures:account+ip",
    limit: 10,
    windowMs: 15 * MINUTE,
  },
  /** Beyond this many failures from all addresses, the account is under attack (below). */
  signInFailuresPerAccount: { name: "sign-in-failures:account", limit: 100, windowMs: 15 * MINUTE },
  signUpPerIp: { name: "sign-up:ip", limit: 10, windowMs: 60 * MINUTE },
  forgotPerIp: { name: "forgot:ip", limit: 10, windowMs: 60 * MINUTE },
  /** Reset mails: over these, the answer stays the same and no mail goes (resetMailAllowed). */
  forgotMailsPerAccountAndIp: { name: "forgot:account+ip", limit: 3, windowMs: 60 * MINUTE },
  /** Mails to an account for addresses asking again within the hour. */
  forgotMailsPerAccount: { name: "forgot:account", limit: 10, windowMs: 60 * MINUTE },
  /** Mails to an account for addresses asking for the first time within the hour. */
  forgotFirstMailsPerAccount: { name: "forgot-first:account", limit: 50, windowMs: 60 * MINUTE },
  resetPerIp: { name: "reset:ip", limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

/** Failures each address may make on an account that is under attack from many addresses. */
export const FAILURES_PER_IP_UNDER_ATTACK = 3;

/** The subject of a per-account-and-address rule. */
export function accountAndIp(email: string, ip: string): string {
  return `${email}|${ip}`;
}

export interface CountedAttempt {
  hits: number;
  /** How long until this rule's window for the subject resets. */
  retryAfterMs: number;
}

/**
 * An HTTP guard of the account routes, like access control: it answers 429 itself.
 * Counts one attempt against each rule and refuses with 429 when any is over
 * its limit times `multiplier` (RATE_LIMIT_MULTIPLIER). Counters live in the
 * database, so every process shares them.
 */
export async function enforceRateLimits(
  db: Db,
  checks: [RateRule, string][],
  multiplier = 1,
): Promise<void> {
  const over = await firstOverLimit(db, checks, multiplier);
  if (over) throw tooManyAttempts(over.retryAfterMs);
}

/** Counts one attempt against each rule; false, quietly, when any is over its limit. */
async function withinRateLimits(
  db: Db,
  checks: [RateRule, string][],
  multiplier = 1,
): Promise<boolean> {
  return (await firstOverLimit(db, checks, multiplier)) === undefined;
}

/** Counts one attempt against each rule in turn, up to the first that is over its limit. */
async function firstOverLimit(
  db: Db,
  checks: [RateRule, string][],
  multiplier: number,
): Promise<CountedAttempt | undefined> {
  for (const [rule, subject] of checks) {
    const attempt = await countAttempt(db, rule, subject);
    if (attempt.hits > rule.limit * multiplier) return attempt;
  }
  return undefined;
}

/**
 * Whether a reset link is mailed (the answer is the same either way, so a stranger learns
 * nothing). Each address may have three an hour for an account. Beyond that the account's
 * mails are capped in two parts: an address's first request of the hour against a wide cap
 * (50: filling it takes fifty addresses within the hour), its repeats against a narrow one
 * (10). Strangers asking again and again from a few addresses therefore cannot keep the
 * owner's own request, from an address that has not asked, from being mailed.
 */
export async function resetMailAllowed(
  db: Db,
  email: string,
  ip: string,
  multiplier = 1,
): Promise<boolean> {
  const perAddress = RATE_RULES.forgotMailsPerAccountAndIp;
  const asked = await countAttempt(db, perAddress, accountAndIp(email, ip));
  if (asked.hits > perAddress.limit * multiplier) return false;
  const perAccount =
    asked.hits === 1 ? RATE_RULES.forgotFirstMailsPerAccount : RATE_RULES.forgotMailsPerAccount;
  return withinRateLimits(db, [[perAccount, email]], multiplier);
}

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return new HttpError(429, API_MESSAGES.tooManyAttempts(minutes), {
    headers: { "retry-after": String(Math.ceil(retryAfterMs / 1000)) },
  });
}

/** Adds one hit to the subject's counter (a new window when the last one ended). */
export async function countAttempt(
  db: Db,
  rule: RateRule,
  subject: string,
): Promise<CountedAttempt> {
  const bucket = await addRateLimitHit(db, bucketKey(rule, subject), rule.windowMs);
  if (!bucket) return { hits: 1, retryAfterMs: rule.windowMs };
  const retryAfterMs = Math.max(
    1000,
    bucket.windowStartedAt.getTime() + rule.windowMs - Date.now(),
  );
  return { hits: bucket.hits, retryAfterMs };
}

/** Takes back one hit counted by `countAttempt` (the attempt turned out not to count). */
export async function uncountAttempt(db: Db, rule: RateRule, subject: string): Promise<void> {
  await takeBackRateLimitHit(db, bucketKey(rule, subject));
}

/** Forgets every hit of the subject under the rule. */
export async function clearAttempts(db: Db, rule: RateRule, subject: string): Promise<void> {
  await deleteRateLimitCounter(db, bucketKey(rule, subject));
}

function bucketKey(rule: RateRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`;
}

/** Drops counters whose window ended long ago. */
export async function pruneRateLimits(db: Db): Promise<void> {
  const longestWindowMs = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowMs));
  await deleteRateLimitCountersBefore(db, new Date(Date.now() - longestWindowMs));
}
