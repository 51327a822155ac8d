import {
  type AdminInterviewRequestsPage,
  adminInterviewRequestsResponseSchema,
  adminUsersResponseSchema,
  shareLinkSummarySchema,
} from "@maids/contract/admin.ts";
import { MAX_WHOLE_LIST_PAGE_SIZE } from "@maids/contract/limits.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, favourites, interviewRequests, shareLinks } from "../src/db/schema.ts";
import {
  createHelper,
  createShareLinkFor,
  createUser,
  signedInCookie,
} from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

async function admin() {
  return signedInCookie(t.database.db, t.config, "admin");
}

describe.each(["/api/admin/users", "/api/user/users"])("GET %s", (url) => {
  it("pages customers newest first, 10 by default, with favourites, recommendations and requests", async () => {
    const { cookie, user: adminUser } = await admin();
    const customers = [];
    for (let i = 0; i < 12; i++) customers.push(await createUser(t.database.db));
    const newest = customers.at(-1);
    if (!newest) throw new Error("no customer");
    const maidId = await createHelper(t.database.db, { name: "Ana Santos" });
    await t.database.db.insert(favourites).values({ userId: newest.id, maidId });
    await t.database.db.insert(interviewRequests).values({ userId: newest.id, maidId });
    await send(t.app, "POST", `/api/user/recommendation/${newest.id}/${maidId}`, { cookie });

    const first = await t.app.inject({ url, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const body = adminUsersResponseSchema.parse(first.json());
    expect(body.total).toBe(12);
    expect(body.users).toHaveLength(10);
    expect(body.users.map((user) => user.id)).not.toContain(adminUser.id);
    expect(body.users[0]).toMatchObject({
      id: newest.id,
      favorites: [{ maidId, maid: { name: "Ana Santos", country: "Philippines" } }],
      recommendations: [{ recommendationMaids: [{ maidId, maid: { id: maidId } }] }],
      interviewRequests: [{ maidId, maid: { name: "Ana Santos" } }],
    });
    expect(body.users[1]).toMatchObject({
      favorites: [],
      recommendations: [],
      interviewRequests: [],
    });

    const second = (
      await t.app.inject({ url: `${url}?page=2&limit=10`, headers: { cookie } })
    ).json();
    expect(second.users.map((user: { id: number }) => user.id)).toEqual(
      customers
        .slice(0, 2)
        .map((customer) => customer.id)
        .reverse(),
    );
  });

  it(`answers up to ${MAX_WHOLE_LIST_PAGE_SIZE} customers a page, as the original front end asks, and clamps larger sizes`, async () => {
    const { cookie } = await admin();
    const customers = MAX_WHOLE_LIST_PAGE_SIZE + 5;
    await t.database.db.execute(sql`
      insert into users (name, email, password_hash, role)
      select 'Customer ' || g, 'customer' || g || '@example.com', 'scrypt$not-a-real-hash', 'customer'
      from generate_series(1, ${customers}) g`);
    const page = async (query: string) => {
      const response = await t.app.inject({ url: `${url}?${query}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return adminUsersResponseSchema.parse(response.json());
    };

    const whole = await page("page=1&limit=1000");
    expect(whole.total).toBe(customers);
    expect(whole.users).toHaveLength(1000);
    expect((await page("page=2&limit=1000")).users).toHaveLength(5);
    const clamped = await page("limit=5000");
    expect(clamped.users.map((user) => user.id)).toEqual(whole.users.map((user) => user.id));
  });

  it("refuses bad paging with 400, customers with 403 and strangers with 401", async () => {
    const { cookie } = await admin();
    expect((await t.app.inject({ url: `${url}?page=0`, headers: { cookie } })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: `${url}?limit=abc`, headers: { cookie } })).statusCode).toBe(
      400,
    );
    const customer = await signedInCookie(t.database.db, t.config);
    expect((await t.app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe("a customer's recommendations, for the admin", () => {
  it("toggles one at a time, lists them as [{id}], removes idempotently, audits each change", async () => {
    const { cookie } = await admin();
    const customer = await createUser(t.database.db);
    const [a, b] = [await createHelper(t.database.db), await createHelper(t.database.db)];
    const toggle = (maidId: number) =>
      send(t.app, "POST", `/api/user/recommendation/${customer.id}/${maidId}`, { cookie });
    const list = async () =>
      (
        await t.app.inject({
          url: `/api/user/recommendation/user/${customer.id}`,
          headers: { cookie },
        })
      ).json();

    expect((await toggle(a)).json()).toEqual({ maidId: a, recommended: true });
    expect((await toggle(b)).json()).toEqual({ maidId: b, recommended: true });
    expect(await list()).toEqual([{ id: b }, { id: a }]);
    expect((await toggle(a)).json()).toEqual({ maidId: a, recommended: false });
    expect(await list()).toEqual([{ id: b }]);

    const removed = await send(t.app, "DELETE", `/api/user/recommendation/${customer.id}/${b}`, {
      cookie,
    });
    expect(removed.json()).toEqual({ maidId: b, recommended: false });
    expect(
      (await send(t.app, "DELETE", `/api/user/recommendation/${customer.id}/${b}`, { cookie }))
        .statusCode,
    ).toBe(200);
    expect(await list()).toEqual([]);

    const actions = (await t.database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual([
      "recommendation.add",
      "recommendation.add",
      "recommendation.remove",
      "recommendation.remove",
    ]);
  });

  it("the customer sees the admin's picks on GET /api/user/recommended", async () => {
    const { cookie } = await admin();
    const customer = await signedInCookie(t.database.db, t.config);
    const maidId = await createHelper(t.database.db);
    await send(t.app, "POST", `/api/user/recommendation/${customer.user.id}/${maidId}`, { cookie });
    const mine = await t.app.inject({
      url: "/api/user/recommended",
      headers: { cookie: customer.cookie },
    });
    expect(mine.json().map((maid: { id: number }) => maid.id)).toEqual([maidId]);
  });

  it("answers 404 for an unknown customer or helper, 400 for bad ids", async () => {
    const { cookie, user } = await admin();
    const maidId = await createHelper(t.database.db);
    const customer = await createUser(t.database.db);
    expect(
      (await send(t.app, "POST", `/api/user/recommendation/999999/${maidId}`, { cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, "POST", `/api/user/recommendation/${user.id}/${maidId}`, { cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, "POST", `/api/user/recommendation/${customer.id}/999999`, { cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, "POST", `/api/user/recommendation/abc/${maidId}`, { cookie })).statusCode,
    ).toBe(400);
  });

  it("is for administrators only, despite the /api/user prefix", async () => {
    const customer = await signedInCookie(t.database.db, t.config);
    const maidId = await createHelper(t.database.db);
    const own = `/api/user/recommendation/${customer.user.id}/${maidId}`;
    expect((await send(t.app, "POST", own, { cookie: customer.cookie })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/user/recommendation/user/${customer.user.id}`,
          headers: { cookie: customer.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await send(t.app, "POST", own)).statusCode).toBe(401);
  });
});

describe("share links, for the admin", () => {
  it("lists a customer's links with their state, and revokes one for good", async () => {
    const { cookie } = await admin();
    const customer = await createUser(t.database.db);
    const maidId = await createHelper(t.database.db);
    const token = await createShareLinkFor(t.database.db, [maidId], { customerId: customer.id });
    await createShareLinkFor(t.database.db, [maidId], {
      customerId: customer.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await send(t.app, "POST", `/api/user/recommended/${token}`);
    const url = `/api/admin/users/${customer.id}/share-links`;

    const links = (await t.app.inject({ url, headers: { cookie } })).json();
    expect(links.map((link: unknown) => shareLinkSummarySchema.parse(link).status).sort()).toEqual([
      "active",
      "expired",
    ]);
    const active = links.find((link: { status: string }) => link.status === "active");
    expect(active).toMatchObject({
      maidIds: [maidId],
      openCount: 1,
      firstOpenedAt: expect.any(String),
    });

    const revoked = await send(t.app, "POST", `/api/admin/share-links/${active.id}/revoke`, {
      cookie,
    });
    expect(revoked.json()).toMatchObject({
      id: active.id,
      status: "revoked",
      revokedAt: expect.any(String),
    });
    expect((await t.app.inject({ url: `/api/user/recommended/${token}` })).statusCode).toBe(410);
    const again = await send(t.app, "POST", `/api/admin/share-links/${active.id}/revoke`, {
      cookie,
    });
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "share_link.revoke"));
    expect(audit).toHaveLength(1);
    expect(
      (await send(t.app, "POST", "/api/admin/share-links/999999/revoke", { cookie })).statusCode,
    ).toBe(404);
  });

  it("is for administrators only", async () => {
    const customer = await signedInCookie(t.database.db, t.config);
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
    const [link] = await t.database.db.select().from(shareLinks);
    expect(token).toBeTruthy();
    const revoke = `/api/admin/share-links/${link?.id}/revoke`;
    expect((await send(t.app, "POST", revoke, { cookie: customer.cookie })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/admin/users/${customer.user.id}/share-links`,
          headers: { cookie: customer.cookie, origin: SAME_ORIGIN },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("GET /api/admin/interview-requests", () => {
  const URL = "/api/admin/interview-requests";

  async function getRequests(cookie: string, query = "") {
    return t.app.inject({ url: `${URL}${query}`, headers: { cookie } });
  }

  /** One customer's requests for new helpers, asked at these times, in this insertion order. */
  async function requestInterviewsAt(times: string[]) {
    const customer = await createUser(t.database.db);
    const maidIds = [];
    for (const time of times) {
      const maidId = await createHelper(t.database.db);
      await t.database.db
        .insert(interviewRequests)
        .values({ userId: customer.id, maidId, createdAt: new Date(time) });
      maidIds.push(maidId);
    }
    return maidIds;
  }

  const helperIdsOf = (body: AdminInterviewRequestsPage) =>
    body.requests.map((request) => request.maid.id);

  it("lists who asked to interview whom, newest first, with the total", async () => {
    const { cookie } = await admin();
    const customer = await signedInCookie(t.database.db, t.config);
    const [a, b] = [
      await createHelper(t.database.db, { name: "Ana" }),
      await createHelper(t.database.db, { name: "Bea" }),
    ];
    for (const maidId of [a, b]) {
      await send(t.app, "POST", "/api/user/interview-requests", {
        cookie: customer.cookie,
        body: { maidId },
      });
    }
    const response = await getRequests(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      requests: [
        {
          user: { id: customer.user.id, email: customer.user.email },
          maid: { id: b, name: "Bea" },
        },
        { maid: { id: a, name: "Ana" } },
      ],
      total: 2,
    });
  });

  it("pages by time, then by id, newest first", async () => {
    const { cookie } = await admin();
    const [earlyThenNewest, tiedFirst, tiedSecond] = await requestInterviewsAt([
      "2025-03-12T04:00:00.000Z",
      "2025-03-10T04:00:00.000Z",
      "2025-03-10T04:00:00.000Z",
    ]);

    const first = adminInterviewRequestsResponseSchema.parse(
      (await getRequests(cookie, "?page=1&limit=2")).json(),
    );
    expect(helperIdsOf(first)).toEqual([earlyThenNewest, tiedSecond]);
    expect(first.total).toBe(3);

    const second = adminInterviewRequestsResponseSchema.parse(
      (await getRequests(cookie, "?page=2&limit=2")).json(),
    );
    expect(helperIdsOf(second)).toEqual([tiedFirst]);
    expect(second.total).toBe(3);
  });

  it("answers a page past the end with no requests and the total", async () => {
    const { cookie } = await admin();
    await requestInterviewsAt(["2025-03-12T04:00:00.000Z"]);

    const response = await getRequests(cookie, "?page=5");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ requests: [], total: 1 });
  });

  it("pages 20 by default and clamps a page size above 100", async () => {
    const { cookie } = await admin();
    await requestInterviewsAt(Array(21).fill("2025-03-12T04:00:00.000Z"));

    expect((await getRequests(cookie)).json().requests).toHaveLength(20);
    expect((await getRequests(cookie, "?limit=100000")).json().requests).toHaveLength(21);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["limit=abc", "limit"],
    ["limit=0", "limit"],
  ])("refuses %s with a 400 naming %s", async (query, parameter) => {
    const { cookie } = await admin();
    const response = await getRequests(cookie, `?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(parameter);
    expect(response.json().errors[0].field).toBe(parameter);
  });

  it("is for administrators only", async () => {
    const customer = await signedInCookie(t.database.db, t.config);
    expect((await getRequests(customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
  });
});
