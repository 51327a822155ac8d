import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  dummyPasswordHash,
  type PasswordDerivation,
  watchPasswordDerivations,
} from "../src/auth/password.ts";
import { accountAndIp, FAILURES_PER_IP_UNDER_ATTACK, RATE_RULES } from "../src/auth/rate-limit.ts";
import { recommendationMaids, recommendations, sessions } from "../src/db/schema.ts";
import { PENDING_SHARE_COOKIE } from "../src/recommendations/pending-share-cookie.ts";
import { TEST_PASSWORD_HASH_COST } from "./support/cheap-password-hashes.ts";
import {
  createAccount,
  createHelper,
  createShareLinkFor,
  exhaustRateLimit,
} from "./support/factories.ts";
import { send, sessionCookieOf, signInAs } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const INVALID = {
  statusCode: 401,
  error: "Unauthorized",
  code: "invalid_credentials",
  message: "Invalid email or password.",
  success: false,
};

/** A sign-in from a family's own address (no proxy: the connection's address counts). */
function signInFrom(
  remoteAddress: string,
  email: string,
  password: string,
  url = "/api/auth/login",
) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { origin: SAME_ORIGIN, "content-type": "application/json" },
    payload: { email, password },
  });
}

describe("POST /api/auth/login", () => {
  it("signs in and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const account = await createAccount(t.database.db, { email: "siew.ling@example.com" });
    const response = await send(t.app, "POST", "/api/auth/login", {
      body: { email: "siew.ling@example.com", password: account.password },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Signed in successfully." });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? "", "base64url").length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.database.db.select().from(sessions);
    expect(stored?.tokenHash).not.toBe(cookie?.value);
  });

  it("accepts the email in any case and with spaces around it", async () => {
    const account = await createAccount(t.database.db, { email: "Mei.Hua@Example.com" });
    const response = await send(t.app, "POST", "/api/auth/login", {
      body: { email: "  mei.hua@EXAMPLE.com ", password: account.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const account = await createAccount(t.database.db);
    const wrongPassword = await send(t.app, "POST", "/api/auth/login", {
      body: { email: account.email, password: "Wrong-password-1" },
    });
    const unknownEmail = await send(t.app, "POST", "/api/auth/login", {
      body: { email: "nobody@example.com", password: account.password },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(INVALID);
    expect(unknownEmail.json()).toEqual(INVALID);
    expect(wrongPassword.cookies).toEqual([]);
  });

  it("spends one password check at an account's cost on an unknown email, as on a known one", async () => {
    const account = await createAccount(t.database.db);
    // Made once a process, at the first unknown email: not part of the checks compared.
    await dummyPasswordHash();
    const derivationsOf = async (email: string) => {
      const derivations: PasswordDerivation[] = [];
      const stop = watchPasswordDerivations((derivation) => derivations.push(derivation));
      try {
        const response = await send(t.app, "POST", "/api/auth/login", {
          body: { email, password: "Wrong-password-1" },
        });
        expect(response.json()).toEqual(INVALID);
      } finally {
        stop();
      }
      return derivations;
    };
    const known = await derivationsOf(account.email);
    expect(known).toEqual([{ logN: TEST_PASSWORD_HASH_COST, r: 8, p: 1 }]);
    expect(await derivationsOf("nobody@example.com")).toEqual(known);
  });

  it("rotates the session id at sign-in: the previous session is revoked", async () => {
    const account = await createAccount(t.database.db);
    const first = await signInAs(t.app, account.email, account.password);
    const second = sessionCookieOf(
      await send(t.app, "POST", "/api/auth/login", {
        body: { email: account.email, password: account.password },
        cookie: first,
      }),
    );
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ url: "/api/auth/profile", headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: "/api/auth/profile", headers: { cookie: second } })).statusCode,
    ).toBe(200);
  });

  it("marks the cookie Secure when configured for HTTPS", async () => {
    const { buildApp } = await import("../src/app.ts");
    const app = await buildApp({
      config: { ...t.config, cookieSecure: true },
      database: t.database,
      imageStorage: t.storage,
    });
    const account = await createAccount(t.database.db);
    const response = await send(app, "POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    expect(response.cookies.find((c) => c.name === "sid")?.secure).toBe(true);
    await app.close();
  });

  it.each([
    [{}, "email"],
    [{ email: "a@example.com" }, "password"],
    [{ email: 42, password: "x" }, "email"],
    [{ email: "a@example.com", password: ["x"] }, "password"],
    [{ email: `${"a".repeat(10_000)}@example.com`, password: "x" }, "email"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const response = await send(t.app, "POST", "/api/auth/login", { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });

  it("limits failed attempts on an account from one address, then answers 429 with Retry-After", async () => {
    const account = await createAccount(t.database.db);
    const { limit } = RATE_RULES.signInFailuresPerAccountAndIp;
    // The first failures as counted, the last two for real (each costs a 128 MiB hash).
    await exhaustRateLimit(
      t.database.db,
      RATE_RULES.signInFailuresPerAccountAndIp,
      accountAndIp(account.email, "198.51.100.1"),
      limit - 2,
    );
    for (let i = 0; i < 2; i++) {
      expect((await signInFrom("198.51.100.1", account.email, "Wrong-1a")).statusCode).toBe(401);
    }
    const response = await signInFrom(
      "198.51.100.1",
      account.email.toUpperCase(),
      account.password,
    );
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(
      "Too many attempts. Please wait 15 minutes and try again.",
    );
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(800);
    expect((await signInFrom("203.0.113.2", account.email, account.password)).statusCode).toBe(200);
  });

  it("lets the administrator in from her own address while a stranger's guesses are refused", async () => {
    const admin = await createAccount(t.database.db, { role: "admin" });
    await exhaustRateLimit(
      t.database.db,
      RATE_RULES.signInFailuresPerAccountAndIp,
      accountAndIp(admin.email, "198.51.100.1"),
    );
    const stranger = await signInFrom(
      "198.51.100.1",
      admin.email,
      admin.password,
      "/api/admin/auth/login",
    );
    expect(stranger.statusCode).toBe(429);
    const owner = await signInFrom(
      "203.0.113.2",
      admin.email,
      admin.password,
      "/api/admin/auth/login",
    );
    expect(owner.statusCode).toBe(200);
  });

  it("under attack from many addresses, gives each address three failures and still lets a correct password in from an address that has not failed", async () => {
    const account = await createAccount(t.database.db);
    await exhaustRateLimit(t.database.db, RATE_RULES.signInFailuresPerAccount, account.email);
    for (let i = 0; i < FAILURES_PER_IP_UNDER_ATTACK; i++) {
      expect((await signInFrom("198.51.100.3", account.email, "Wrong-1a")).statusCode).toBe(401);
    }
    expect((await signInFrom("198.51.100.3", account.email, account.password)).statusCode).toBe(
      429,
    );
    expect((await signInFrom("203.0.113.4", account.email, account.password)).statusCode).toBe(200);
  });

  it("counts simultaneous guesses from one address before checking any", async () => {
    const account = await createAccount(t.database.db);
    await exhaustRateLimit(
      t.database.db,
      RATE_RULES.signInFailuresPerAccountAndIp,
      accountAndIp(account.email, "198.51.100.5"),
      RATE_RULES.signInFailuresPerAccountAndIp.limit - 2,
    );
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => signInFrom("198.51.100.5", account.email, "Wrong-1a")),
    );
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([
      401, 401, 429, 429, 429, 429,
    ]);
  });

  it("limits attempts per IP address across accounts", async () => {
    await exhaustRateLimit(t.database.db, RATE_RULES.signInPerIp, "127.0.0.1");
    const account = await createAccount(t.database.db);
    const response = await send(t.app, "POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(429);
  });
});

describe("GET /api/auth/profile", () => {
  it("answers 401 when signed out", async () => {
    const response = await t.app.inject({ url: "/api/auth/profile" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      code: "not_authenticated",
      message: "Please sign in to continue.",
    });
  });

  it("answers the user with the wire role 131 for a customer", async () => {
    const account = await createAccount(t.database.db, { name: "Kumar Family" });
    const cookie = await signInAs(t.app, account.email, account.password);
    const response = await t.app.inject({ url: "/api/auth/profile", headers: { cookie } });
    expect(response.json()).toEqual({
      id: account.id,
      user: { id: account.id, name: "Kumar Family", email: account.email, role: 131 },
      phone: "",
    });
  });

  it("ends a session left idle too long, and any session past its absolute lifetime", async () => {
    const account = await createAccount(t.database.db);
    const idle = await signInAs(t.app, account.email, account.password);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - t.config.session.idleTimeoutMs - 1000) });
    expect(
      (await t.app.inject({ url: "/api/auth/profile", headers: { cookie: idle } })).statusCode,
    ).toBe(401);

    const old = await signInAs(t.app, account.email, account.password);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await t.app.inject({ url: "/api/auth/profile", headers: { cookie: old } })).statusCode,
    ).toBe(401);
  });
});

describe("sign-in callbacks", () => {
  it.each(["/api/auth/simple-callback", "/api/user/auth/simple-callback"])(
    "%s answers the role and the user",
    async (url) => {
      const account = await createAccount(t.database.db, { role: "helper" });
      const cookie = await signInAs(t.app, account.email, account.password);
      const response = await send(t.app, "POST", url, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        role: "helper",
        user: { id: account.id, name: account.name, email: account.email, role: "helper" },
      });
      expect((await send(t.app, "POST", url)).statusCode).toBe(401);
    },
  );

  it("/api/user/auth/callback answers where to go", async () => {
    const account = await createAccount(t.database.db);
    const cookie = await signInAs(t.app, account.email, account.password);
    const response = await send(t.app, "POST", "/api/user/auth/callback", { cookie });
    expect(response.json()).toEqual({ redirectTo: "/catalogue" });
    const helper = await createAccount(t.database.db, { role: "helper" });
    const helperCookie = await signInAs(t.app, helper.email, helper.password);
    const helperAnswer = await send(t.app, "POST", "/api/user/auth/callback", {
      cookie: helperCookie,
    });
    expect(helperAnswer.json()).toEqual({ redirectTo: "/helper" });
    expect((await send(t.app, "POST", "/api/user/auth/callback")).statusCode).toBe(401);
  });
});

describe("recommendation link waiting for sign-in", () => {
  it("is attached to the account by the callback, which then points to /Recommend", async () => {
    const maidIds = [await createHelper(t.database.db), await createHelper(t.database.db)];
    const token = await createShareLinkFor(t.database.db, maidIds);
    const account = await createAccount(t.database.db);
    const session = await signInAs(t.app, account.email, account.password);

    const response = await send(t.app, "POST", "/api/user/auth/callback", {
      cookie: `${session}; ${PENDING_SHARE_COOKIE}=${token}`,
    });

    expect(response.json()).toEqual({ redirectTo: "/Recommend" });
    expect(response.cookies.find((c) => c.name === PENDING_SHARE_COOKIE)?.value).toBe("");
    const attached = await t.database.db
      .select({ maidId: recommendationMaids.maidId, customerId: recommendations.customerId })
      .from(recommendationMaids)
      .innerJoin(recommendations, eq(recommendations.id, recommendationMaids.recommendationId));
    expect(attached.map((row) => row.maidId).sort()).toEqual(maidIds.sort());
    expect(attached.every((row) => row.customerId === account.id)).toBe(true);
  });

  it("is ignored when expired", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)], {
      expiresAt: new Date(Date.now() - 1000),
    });
    const account = await createAccount(t.database.db);
    const session = await signInAs(t.app, account.email, account.password);
    const response = await send(t.app, "POST", "/api/user/auth/callback", {
      cookie: `${session}; ${PENDING_SHARE_COOKIE}=${token}`,
    });
    expect(response.json()).toEqual({ redirectTo: "/catalogue" });
    expect(await t.database.db.select().from(recommendationMaids)).toEqual([]);
  });
});

describe("GET /api/auth/session", () => {
  it("answers 200 with nulls to an anonymous visitor, and the profile once signed in", async () => {
    const anonymous = await t.app.inject({ url: "/api/auth/session" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ id: null, user: null });

    const account = await createAccount(t.database.db);
    const cookie = await signInAs(t.app, account.email, account.password);
    const signedIn = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    const profile = await t.app.inject({ url: "/api/auth/profile", headers: { cookie } });
    expect(signedIn.json()).toEqual(profile.json());
    expect(signedIn.json()).toMatchObject({
      id: account.id,
      user: { email: account.email, role: 131 },
    });
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session on the server and clears the cookie", async () => {
    const account = await createAccount(t.database.db);
    const cookie = await signInAs(t.app, account.email, account.password);
    const response = await send(t.app, "POST", "/api/auth/logout", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id)),
    ).toEqual([]);
    expect((await t.app.inject({ url: "/api/auth/profile", headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it("answers 200 when already signed out", async () => {
    expect((await send(t.app, "POST", "/api/auth/logout")).statusCode).toBe(200);
  });
});

describe("administrator sign-in", () => {
  it("signs an administrator in; the callback answers the admin user", async () => {
    const admin = await createAccount(t.database.db, { role: "admin", name: "Agency Admin" });
    const login = await send(t.app, "POST", "/api/admin/auth/login", {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    const callback = await send(t.app, "POST", "/api/admin/auth/callback", {
      cookie: sessionCookieOf(login),
    });
    expect(callback.json()).toEqual({
      role: "admin",
      user: { id: admin.id, name: "Agency Admin", email: admin.email, role: "admin" },
    });
  });

  it("gives a customer's correct credentials the same failure as a wrong password", async () => {
    const customer = await createAccount(t.database.db);
    const response = await send(t.app, "POST", "/api/admin/auth/login", {
      body: { email: customer.email, password: customer.password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
    expect(response.cookies).toEqual([]);
  });

  it("answers the admin callback 401 signed out and 403 to a customer", async () => {
    expect((await send(t.app, "POST", "/api/admin/auth/callback")).statusCode).toBe(401);
    const customer = await createAccount(t.database.db);
    const cookie = await signInAs(t.app, customer.email, customer.password);
    const response = await send(t.app, "POST", "/api/admin/auth/callback", { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You do not have permission to do this.");
  });
});
