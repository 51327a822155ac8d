import { recommendedResponseSchema } from "@maids/contract/recommendations.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { recommendationMaids, shareLinks } from "../src/db/schema.ts";
import { PENDING_SHARE_COOKIE } from "../src/recommendations/pending-share-cookie.ts";
import { recommendationIdFor } from "../src/recommendations/recommendation-repository.ts";
import { createHelper, createShareLinkFor, signedInCookie } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const PHOTO = "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11";

async function recommend(customerId: number, maidIds: number[]) {
  const recommendationId = await recommendationIdFor(t.database.db, customerId);
  for (const maidId of maidIds) {
    await t.database.db.insert(recommendationMaids).values({ recommendationId, maidId });
  }
}

/** GET, as the site's own page fetches it unless told otherwise. */
function viewLink(
  token: string,
  headers: Record<string, string> = { "sec-fetch-site": "same-origin" },
) {
  return t.app.inject({ url: `/api/user/recommended/${encodeURIComponent(token)}`, headers });
}

/** POST, as the recommendations page opens a link. */
function openLink(token: string, cookie?: string) {
  return send(t.app, "POST", `/api/user/recommended/${encodeURIComponent(token)}`, { cookie });
}

const shareLinkRow = async () => (await t.database.db.select().from(shareLinks))[0];

describe("GET /api/user/recommended", () => {
  it("answers the signed-in customer's recommended helpers with clear photos", async () => {
    const first = await createHelper(t.database.db, { photoKey: PHOTO });
    const second = await createHelper(t.database.db);
    const inactive = await createHelper(t.database.db, { isActive: false });
    await createHelper(t.database.db);
    const { user, cookie } = await signedInCookie(t.database.db, t.config);
    await recommend(user.id, [first, second, inactive]);

    const response = await t.app.inject({ url: "/api/user/recommended", headers: { cookie } });

    expect(response.statusCode).toBe(200);
    const maids = recommendedResponseSchema.parse(response.json());
    expect(maids.map((maid) => maid.id).sort()).toEqual([first, second].sort());
    expect(maids.find((maid) => maid.id === first)?.imageUrl).toBe(
      `/api/images/${PHOTO}/card.webp`,
    );
  });

  it("answers an empty array when nothing was recommended, and only the viewer's own", async () => {
    const other = await signedInCookie(t.database.db, t.config);
    await recommend(other.user.id, [await createHelper(t.database.db)]);
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await t.app.inject({ url: "/api/user/recommended", headers: { cookie } });
    expect(response.json()).toEqual([]);
  });

  it("answers 401 to anonymous visitors", async () => {
    expect((await t.app.inject({ url: "/api/user/recommended" })).statusCode).toBe(401);
  });
});

describe("GET /api/user/recommended/:token", () => {
  it("answers the link's helpers, blurred, to an anonymous visitor, and changes nothing", async () => {
    const ids = [await createHelper(t.database.db, { photoKey: PHOTO })];
    const token = await createShareLinkFor(t.database.db, ids);
    const { cookie } = await signedInCookie(t.database.db, t.config);

    const anonymous = await viewLink(token);
    const signedIn = await viewLink(token, { cookie, "sec-fetch-site": "same-origin" });

    expect(anonymous.json()[0].photoIsBlurred).toBe(true);
    expect(signedIn.json()[0].photoIsBlurred).toBe(false);
    expect(await t.database.db.select().from(recommendationMaids)).toEqual([]);
    expect(await shareLinkRow()).toMatchObject({ openCount: 0, firstOpenedAt: null });
  });

  it("remembers the link in a cookie for the site's own pages and an allow-listed front end", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
    const asked: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      { origin: SAME_ORIGIN },
    ];
    for (const headers of asked) {
      const response = await viewLink(token, headers);
      const pending = response.cookies.find((cookie) => cookie.name === PENDING_SHARE_COOKIE);
      expect(pending, JSON.stringify(headers)).toMatchObject({ value: token, httpOnly: true });
    }
  });

  it("sets no cookie when another site sends the browser there, so sign-in adds nothing", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
    const navigations: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      { origin: "https://evil.example" },
      {},
    ];
    for (const headers of navigations) {
      const response = await viewLink(token, headers);
      expect(response.statusCode).toBe(200);
      expect(response.cookies, JSON.stringify(headers)).toEqual([]);
    }
  });
});

describe("a link opened by a front end that only reads it, then calls the sign-in callback", () => {
  it("adds the link's helpers at the callback, as the agency's original front end expects", async () => {
    const frontEnd = "https://app.agency.example";
    const app = await buildApp({
      config: { ...t.config, corsOrigins: [frontEnd] },
      database: t.database,
      imageStorage: t.storage,
    });
    const ids = [await createHelper(t.database.db)];
    const token = await createShareLinkFor(t.database.db, ids);
    const { cookie } = await signedInCookie(t.database.db, t.config);

    const viewed = await app.inject({
      url: `/api/user/recommended/${token}`,
      headers: { cookie, origin: frontEnd, "content-type": "application/json" },
    });
    expect(viewed.headers["access-control-allow-origin"]).toBe(frontEnd);
    const pending = viewed.cookies.find((c) => c.name === PENDING_SHARE_COOKIE)?.value;
    expect(pending).toBe(token);
    expect(await t.database.db.select().from(recommendationMaids)).toEqual([]);

    const callback = await app.inject({
      method: "POST",
      url: "/api/user/auth/callback",
      headers: { cookie: `${cookie}; ${PENDING_SHARE_COOKIE}=${pending}`, origin: frontEnd },
    });
    expect(callback.json()).toEqual({ redirectTo: "/Recommend" });
    const mine = await app.inject({ url: "/api/user/recommended", headers: { cookie } });
    expect(mine.json().map((maid: { id: number }) => maid.id)).toEqual(ids);
    await app.close();
  });
});

describe("POST /api/user/recommended/:token", () => {
  it("answers the link's helpers, blurred, to an anonymous visitor and remembers the link", async () => {
    const ids = [
      await createHelper(t.database.db, { photoKey: PHOTO }),
      await createHelper(t.database.db),
    ];
    await createHelper(t.database.db);
    const token = await createShareLinkFor(t.database.db, ids);

    const response = await openLink(token);

    expect(response.statusCode).toBe(200);
    const maids = recommendedResponseSchema.parse(response.json());
    expect(maids.map((maid) => maid.id).sort()).toEqual(ids.sort());
    expect(maids.every((maid) => maid.photoIsBlurred)).toBe(true);
    expect(maids.find((maid) => maid.imageUrls)?.imageUrl).toBe(
      `/api/images/${PHOTO}/card-blurred.webp`,
    );
    const pending = response.cookies.find((cookie) => cookie.name === PENDING_SHARE_COOKIE);
    expect(pending).toMatchObject({ value: token, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("records when the link was opened, and how often", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
    await openLink(token);
    await openLink(token);
    await viewLink(token);
    const link = await shareLinkRow();
    expect(link?.openCount).toBe(2);
    expect(link?.firstOpenedAt).toBeInstanceOf(Date);
    expect(link?.lastOpenedAt?.getTime()).toBeGreaterThanOrEqual(
      link?.firstOpenedAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it("gives a signed-in viewer clear photos and adds the helpers to their recommendations", async () => {
    const ids = [await createHelper(t.database.db, { photoKey: PHOTO })];
    const token = await createShareLinkFor(t.database.db, ids);
    const { cookie } = await signedInCookie(t.database.db, t.config);

    const response = await openLink(token, cookie);

    expect(response.json()[0].photoIsBlurred).toBe(false);
    expect(response.cookies.find((c) => c.name === PENDING_SHARE_COOKIE)).toBeUndefined();
    const mine = await t.app.inject({ url: "/api/user/recommended", headers: { cookie } });
    expect(mine.json().map((maid: { id: number }) => maid.id)).toEqual(ids);
    // Opening it again adds nothing twice.
    await openLink(token, cookie);
    expect(await t.database.db.select().from(recommendationMaids)).toHaveLength(1);
  });

  it("answers 404 with a clear message for an unknown token", async () => {
    await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
    const response = await openLink("not-a-real-token");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      "This recommendation link is not valid. Please ask the agency for a new one.",
    );
    expect(response.cookies).toEqual([]);
  });

  it("answers 410 for an expired link, and sets nothing", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)], {
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await openLink(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(
      "This recommendation link has expired. Please ask the agency for a new one.",
    );
    expect(response.cookies).toEqual([]);
  });

  it("is refused from another site, so no page elsewhere can add helpers to an account", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await send(t.app, "POST", `/api/user/recommended/${token}`, {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(recommendationMaids)).toEqual([]);
    expect((await shareLinkRow())?.openCount).toBe(0);
  });

  it("answers 410 for a revoked link, and adds nothing to a signed-in account", async () => {
    const token = await createShareLinkFor(t.database.db, [await createHelper(t.database.db)]);
    await t.database.db.update(shareLinks).set({ revokedAt: new Date() });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await openLink(token, cookie);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(
      "This recommendation link is no longer active. Please ask the agency for a new one.",
    );
    expect(await t.database.db.select().from(recommendationMaids)).toEqual([]);
  });

  it("refuses an absurdly long token with a 4xx, never a 500", async () => {
    expect((await viewLink("x".repeat(500))).statusCode).toBe(414);
    const response = await openLink("x".repeat(500));
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ statusCode: 414 });
  });

  it("leaves inactive helpers out of the link's list", async () => {
    const active = await createHelper(t.database.db);
    const inactive = await createHelper(t.database.db, { isActive: false });
    const token = await createShareLinkFor(t.database.db, [active, inactive]);
    const response = await openLink(token);
    expect(response.json().map((maid: { id: number }) => maid.id)).toEqual([active]);
    const [link] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.openCount, 1));
    expect(link).toBeDefined();
  });
});
