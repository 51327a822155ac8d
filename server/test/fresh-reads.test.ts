import { standInDateOfBirth } from "@maids/contract/derived.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { SESSION_COOKIE } from "../src/auth/session-cookie.ts";
import { hashToken } from "../src/auth/session-repository.ts";
import { createFreshReader } from "../src/db/fresh-reads.ts";
import type { RunPrepared } from "../src/db/prepared-statements.ts";
import { maids, sessions } from "../src/db/schema.ts";
import { createAccount, createHelper, signedInCookie } from "./support/factories.ts";
import { send, signInAs } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

/**
 * What every request reads after it arrived (the catalogue version, its session), shared by
 * the requests waiting at the same moment, and what is kept on the strength of it: catalogue
 * totals per filter set (ADR 0022).
 */
const t = useTestApp();

const LIST = "/api/catalogue/maids";

/** Statements that answer when the test says, recording each call. */
function controlledStatements() {
  const calls: { answer: (version: string) => void; fail: (error: Error) => void }[] = [];
  const run: RunPrepared = () =>
    new Promise((resolve, reject) => {
      calls.push({ answer: (version) => resolve([{ version }]), fail: reject });
    });
  return { run, calls };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("fresh reads", () => {
  it("answers the requests of one moment with one read, and those that come meanwhile with the next", async () => {
    const { run, calls } = controlledStatements();
    const reader = createFreshReader(run);
    const first = [reader.read(), reader.read(), reader.read()];
    await turn();
    expect(calls).toHaveLength(1);

    // Arrived while the first read was out: it may predate their arrival, so they wait.
    const later = [reader.read(), reader.read()];
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]?.answer("v1");
    for (const read of await Promise.all(first)) expect(read.catalogueVersion).toBe("v1");
    await turn();
    expect(calls).toHaveLength(2);
    calls[1]?.answer("v2");
    const laterReads = await Promise.all(later);
    for (const read of laterReads) expect(read.catalogueVersion).toBe("v2");
    expect(laterReads[0]?.seq).toBeGreaterThan((await first[0])?.seq ?? Infinity);
  });

  it("fails every request waiting on a read that fails, and reads again for the next", async () => {
    const { run, calls } = controlledStatements();
    const reader = createFreshReader(run);
    const waiting = [reader.read(), reader.read()];
    await turn();
    calls[0]?.fail(new Error("Connection terminated"));
    for (const outcome of await Promise.allSettled(waiting))
      expect(outcome.status).toBe("rejected");
    const next = reader.read();
    await turn();
    expect(calls).toHaveLength(2);
    calls[1]?.answer("v3");
    expect((await next).catalogueVersion).toBe("v3");
  });
});

describe("sessions, read with the catalogue version", () => {
  const whoAmI = async (app: typeof t.app, cookie: string) =>
    (await app.inject({ url: "/api/auth/session", headers: { cookie } })).json().id;

  it("refuses a session signed out through another process on the very next request, with requests in flight", async () => {
    const account = await createAccount(t.database.db);
    await createHelper(t.database.db);
    const cookie = await signInAs(t.app, account.email, account.password);
    const other = await buildApp({
      config: t.config,
      database: t.database,
      imageStorage: t.storage,
    });
    try {
      expect(await whoAmI(t.app, cookie)).toBe(account.id);
      // Signed-in requests in flight while the other process signs the session out.
      const inFlight = Array.from({ length: 10 }, () =>
        t.app.inject({ url: `${LIST}?page=1&limit=20`, headers: { cookie } }),
      );
      const signedOut = await send(other, "POST", "/api/auth/logout", { cookie });
      expect(signedOut.statusCode, signedOut.body).toBe(200);
      await Promise.all(inFlight);

      expect(await whoAmI(t.app, cookie)).toBeNull();
      const page = (
        await t.app.inject({ url: `${LIST}?page=1&limit=20`, headers: { cookie } })
      ).json();
      expect(page.maids[0].photoIsBlurred).toBe(true);
      expect(page.maids[0].DOB).toBe(standInDateOfBirth(page.maids[0].age));
      expect(
        (await t.app.inject({ url: "/api/auth/profile", headers: { cookie } })).statusCode,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("refuses a session deleted or expired straight in the database on the very next request", async () => {
    const { user, cookie } = await signedInCookie(t.database.db, t.config);
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    expect(await whoAmI(t.app, cookie)).toBe(user.id);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await whoAmI(t.app, cookie)).toBeNull();

    const second = await signedInCookie(t.database.db, t.config);
    expect(await whoAmI(t.app, second.cookie)).toBe(second.user.id);
    await t.database.db.delete(sessions).where(eq(sessions.userId, second.user.id));
    expect(await whoAmI(t.app, second.cookie)).toBeNull();
  });

  it("tells apart the sessions of concurrent requests that share one read", async () => {
    const a = await signedInCookie(t.database.db, t.config);
    const b = await signedInCookie(t.database.db, t.config, "admin");
    const ids = await Promise.all([
      whoAmI(t.app, a.cookie),
      whoAmI(t.app, b.cookie),
      whoAmI(t.app, `${SESSION_COOKIE}=unknown-token`),
      whoAmI(t.app, a.cookie),
    ]);
    expect(ids).toEqual([a.user.id, b.user.id, null, a.user.id]);
  });
});

describe("catalogue totals, kept per filter set until the catalogue changes", () => {
  const totalOf = async (query: string) =>
    (await t.app.inject({ url: `${LIST}?${query}` })).json().total as number;

  it("shows a new total at once on every page and order of the same filter set", async () => {
    for (let i = 0; i < 5; i++) await createHelper(t.database.db, { country: "Myanmar" });
    await createHelper(t.database.db, { country: "Indonesia" });
    const filter = "country=Myanmar,Indonesia&salaryMax=900";
    expect(await totalOf(`${filter}&page=1&limit=2`)).toBe(6);
    expect(await totalOf(`${filter}&page=2&limit=2`)).toBe(6);
    expect(await totalOf(`salaryMax=900&country=Indonesia,Myanmar&page=3&limit=2`)).toBe(6);

    // A change straight in the database: the next request of any page counts again.
    const id = await createHelper(t.database.db, { country: "Indonesia" });
    expect(await totalOf(`${filter}&page=2&limit=2`)).toBe(7);
    expect(await totalOf(`salaryMax=900&country=Indonesia,Myanmar&page=1&limit=2`)).toBe(7);
    await t.database.db.update(maids).set({ isActive: false }).where(eq(maids.id, id));
    expect(await totalOf(`${filter}&page=3&limit=2`)).toBe(6);
    expect(await totalOf(`${filter}&page=4&limit=2`)).toBe(6);

    // Through the admin API too.
    const admin = (await signedInCookie(t.database.db, t.config, "admin")).cookie;
    const deleted = await send(t.app, "DELETE", `/api/admin/maids/${id}`, { cookie: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const created = await send(t.app, "POST", "/api/admin/maid", {
      cookie: admin,
      body: {
        name: "Mya Mya",
        country: "Myanmar",
        DOB: "1995-01-20",
        Religion: "Buddhist",
        salary: 650,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await totalOf(`${filter}&page=1&limit=2`)).toBe(7);
  });

  it("pages deep through the index, newest first, without gaps or repeats", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) {
      ids.push(await createHelper(t.database.db, { isActive: i % 5 !== 0, country: "Myanmar" }));
    }
    const active = ids.filter((_, i) => i % 5 !== 0).reverse();
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = (await t.app.inject({ url: `${LIST}?page=${page}&limit=5` })).json();
      expect(answer.total).toBe(active.length);
      seen.push(...answer.maids.map((maid: { id: number }) => maid.id));
    }
    expect(seen).toEqual(active);
    const filtered = (await t.app.inject({ url: `${LIST}?country=Myanmar&page=3&limit=5` })).json();
    expect(filtered.maids.map((maid: { id: number }) => maid.id)).toEqual(active.slice(10, 15));
  });
});
