import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import pLimit from "p-limit";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP's scrypt baseline: N=2^17, r=8, p=1 (128 MiB per hash). */
export const PRODUCTION_PASSWORD_HASH_COST = 17;
const PARAMS = { r: 8, p: 1 } as const;
/**
 * log2 of scrypt's N for the hashes this process makes: OWASP's baseline unless the process's
 * configuration lowers it (PASSWORD_HASH_COST, refused in production; the test suites use a cheap
 * one). A hash records its own parameters, so it verifies whatever the cost is now.
 */
let hashCost: number = PRODUCTION_PASSWORD_HASH_COST;

export function setPasswordHashCost(logN: number) {
  hashCost = logN;
}
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;
/**
 * Hashes run on libuv's thread pool (four threads), as file reads do: four hashes at
 * once would make every photo wait behind them, and take 512 MiB. Two at a time leave
 * two threads to the files; the other hashes wait their turn in memory.
 */
export const MAX_CONCURRENT_HASHES = 2;
const limitHashes = pLimit(MAX_CONCURRENT_HASHES);

/** A scrypt derivation's cost, as a hash records it: log2 of N, r and p. */
export interface PasswordDerivation {
  logN: number;
  r: number;
  p: number;
}
const derivationWatchers = new Set<(derivation: PasswordDerivation) => void>();

/**
 * Calls `watcher` with the cost of each scrypt derivation this process starts from now on
 * (a hash made or a password checked) until the returned function is called. For tests: a
 * sign-in must spend one derivation at a real account's cost whether or not the email has one.
 */
export function watchPasswordDerivations(
  watcher: (derivation: PasswordDerivation) => void,
): () => void {
  derivationWatchers.add(watcher);
  return () => derivationWatchers.delete(watcher);
}

/** Format: scrypt$<logN>$<r>$<p>$<salt base64url>$<hash base64url>. */
export async function hashPassword(password: string, logN = hashCost): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, logN, PARAMS.r, PARAMS.p);
  return [
    "scrypt",
    logN,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64url"),
    hash.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = storedHash.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64url"),
    Number(logN),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of a random password: verifying against it costs the same as a real account. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number) {
  return limitHashes(() => {
    for (const watcher of derivationWatchers) watcher({ logN, r, p });
    return scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, {
      N: 2 ** logN,
      r,
      p,
      maxmem: MAX_MEMORY,
    });
  });
}
