// bench/chaos/: simulated users for the scenarios under load (outage, graceful, load), each
// from its own loopback address, with the site visitor's mix of requests, their own accounts
// and sign-ins, and the figures of what they got.
import { setTimeout as sleep } from "node:timers/promises";
import { expectOk, ok, pick, request, sessionCookies } from "./harness.mjs";

/**
 * @typedef {import("./harness.mjs").Answer} Answer
 * @typedef {import("./harness.mjs").Site} Site
 * A simulated user; `account` once signUpUsers made it one.
 * @typedef {ReturnType<typeof simulatedUsers>[number] & { account?: { email: string, password: string } }} User
 * One request of a user: what it is (`kind`, for the figures) and what to do with its answer.
 * @typedef {object} Step
 * @property {string} kind
 * @property {string} method
 * @property {string} path
 * @property {string | null} [cookie]
 * @property {unknown} [json]
 * @property {Buffer} [body]
 * @property {string} [contentType]
 * @property {number} [timeoutMs]
 * @property {(response: Answer, user: User) => void} [after]
 * @typedef {Answer & { kind: string }} Sample
 */

/**
 * How often each simulated user of the load signs in: to its own account, from its own
 * address, first at a random moment within the first interval. The server allows 30
 * sign-ins per address and 10 per account per 15 minutes (server/src/auth/rate-limit.ts,
 * signInPerIp and signInPerAccount); every 5 minutes is at most 3 in any 15 minutes, within
 * both, so every sign-in must answer 200. The pace is a person's, and what 2 cores can hash:
 * a sign-in costs scrypt's 128 MiB and 0.3 to 0.4 s of a core, so 200 users signing in every
 * 2 minutes (1.7 a second) already queued sign-ins past the 15 s time-out.
 */
export const SIGN_IN_EVERY_MS = 5 * 60_000;

/**
 * Simulated users, each with its own loopback address (Linux routes all of 127.0.0.0/8 to
 * the loopback interface): the server's per-address limits then apply to each of them, as
 * to visitors on the internet. 127.0.0.2 onwards; 127.0.0.1 is the script's own.
 */
/** @param {number} count */
export function simulatedUsers(count) {
  return Array.from({ length: count }, (_, index) => ({
    index,
    address: `127.0.${Math.floor(index / 250)}.${2 + (index % 250)}`,
    /** @type {string | null} */
    cookie: null,
    /** @type {number | undefined} */
    nextSignInAt: undefined,
  }));
}

/**
 * `users` (a number, or simulatedUsers() kept from an earlier run) each send one request
 * after another until `until()` is true. `action(user)` returns {kind, method, path, json?,
 * cookie?, after?(response, user)}.
 * @param {number | User[]} users
 * @param {() => boolean} until
 * @param {(user: User) => Step} action
 * @param {number} port
 */
export async function runUsers(users, until, action, port) {
  /** @type {Sample[]} */
  const samples = [];
  /** @param {User} user */
  const run = async (user) => {
    while (!until()) {
      const step = action(user);
      const response = await request(port, step.method, step.path, {
        cookie: step.cookie,
        json: step.json,
        body: step.body,
        contentType: step.contentType,
        timeoutMs: step.timeoutMs ?? 15_000,
        localAddress: user.address,
      });
      samples.push({ ...response, kind: step.kind });
      step.after?.(response, user);
      if (response.error === "ECONNREFUSED") await sleep(20);
    }
  };
  await Promise.all((typeof users === "number" ? simulatedUsers(users) : users).map(run));
  return samples;
}

/**
 * @param {number[]} sorted ascending
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return /** @type {number} */ (sorted[index]);
}

export const CATALOGUE_PAGES = /** @type {const} */ ([
  "/api/catalogue/maids?page=1&limit=20",
  "/api/catalogue/maids?page=2&limit=20",
  "/api/catalogue/maids?page=3&limit=20",
  "/api/catalogue/maids?country=Indonesia,Myanmar&skills=Cooking,Childcare&salaryMax=800&ageMin=25",
]);

/**
 * A site visitor's mix: catalogue pages 4 in 9, profiles 3 in 9, favourite toggles 2 in 9;
 * half of the users browse signed in. Until a user has signed in to an account of its
 * own, it uses the demo customer's session.
 * @param {Site} target
 * @param {number[]} activeIds
 * @returns {(user: User) => Step}
 */
export function visitorMix(target, activeIds) {
  return (user) => {
    const roll = Math.random();
    const cookie =
      user.index % 2 === 0 ? (user.cookie ?? sessionCookies(target).customer) : undefined;
    if (roll < 4 / 9)
      return { kind: "catalogue", method: "GET", path: pick(CATALOGUE_PAGES), cookie };
    if (roll < 7 / 9) {
      return {
        kind: "profile",
        method: "GET",
        path: `/api/catalogue/maids/${pick(activeIds)}`,
        cookie,
      };
    }
    return {
      kind: "favourite",
      method: Math.random() < 0.5 ? "POST" : "DELETE",
      path: `/api/user/favorites/${pick(activeIds)}`,
      cookie: user.cookie ?? sessionCookies(target).customer,
    };
  };
}

/**
 * The visitor's mix, and a sign-in to the user's own account every SIGN_IN_EVERY_MS.
 * @param {Site} target
 * @param {number[]} activeIds
 * @returns {(user: User) => Step}
 */
export function visitorMixWithSignIns(target, activeIds) {
  const browse = visitorMix(target, activeIds);
  return (user) => {
    user.nextSignInAt ??= Date.now() + Math.random() * SIGN_IN_EVERY_MS;
    if (Date.now() < user.nextSignInAt) return browse(user);
    user.nextSignInAt = Date.now() + SIGN_IN_EVERY_MS;
    return {
      kind: "sign-in",
      method: "POST",
      path: "/api/auth/login",
      json: user.account,
      after: (response) => {
        const cookie = [response.headers?.["set-cookie"] ?? []]
          .flat()
          .find((value) => value.startsWith("sid="));
        if (cookie) user.cookie = /** @type {string} */ (cookie.split(";")[0]);
      },
    };
  };
}

/**
 * A customer account for each user, signed up from the user's own address, a few at a time.
 * @param {number} port
 * @param {User[]} users
 */
export async function signUpUsers(port, users) {
  const runId = Date.now().toString(36);
  const queue = [...users];
  const signUpNext = async () => {
    for (let user = queue.shift(); user; user = queue.shift()) {
      user.account = { email: `load-${user.index}-${runId}@example.com`, password: "Harbour7view" };
      const response = await request(port, "POST", "/api/auth/signup", {
        json: { name: `Load user ${user.index}`, ...user.account },
        localAddress: user.address,
        timeoutMs: 60_000,
      });
      await expectOk(response, `sign-up of load user ${user.index}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, signUpNext));
}

/** @param {Answer} sample */
export const isError = (sample) => sample.error !== undefined || !ok(sample);

/**
 * "3× profile 503, 1× catalogue timeout": the failed samples, counted by kind and outcome.
 * @param {Sample[]} samples
 */
export function describeErrors(samples) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const sample of samples.filter(isError)) {
    const key = `${sample.kind} ${sample.status ?? sample.error}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n}× ${key}`).join(", ");
}

/** @param {Answer[]} samples */
export const sortedMs = (samples) => samples.map((s) => s.ms).sort((a, b) => a - b);
