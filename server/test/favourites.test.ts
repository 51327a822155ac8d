import { favouritesResponseSchema } from "@maids/contract/favourites.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maids } from "../src/db/schema.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const PREFIXES = ["/api/user/favorites", "/api/catalogue/user/favorites"];

async function shortlistOf(cookie: string, prefix = PREFIXES[0]) {
  const response = await t.app.inject({ url: prefix, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return favouritesResponseSchema.parse(response.json());
}

describe.each(PREFIXES)("favourites under %s", (prefix) => {
  it("adds by path, lists newest first with clear photos, removes", async () => {
    const first = await createHelper(t.database.db, {
      photoKey: "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11",
    });
    const second = await createHelper(t.database.db);
    const { cookie } = await signedInCookie(t.database.db, t.config);

    const added = await send(t.app, "POST", `${prefix}/${first}`, { cookie });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ maidId: first, isFavorite: true });
    await send(t.app, "POST", `${prefix}/${second}`, { cookie, body: { maidId: second } });

    const listed = await shortlistOf(cookie, prefix);
    expect(listed.map((maid) => maid.id)).toEqual([second, first]);
    expect(listed[1]?.photoIsBlurred).toBe(false);
    expect(listed[1]?.imageUrl).toMatch(/\/card\.webp$/);

    const removed = await send(t.app, "DELETE", `${prefix}/${first}`, { cookie });
    expect(removed.json()).toEqual({ maidId: first, isFavorite: false });
    expect((await shortlistOf(cookie, prefix)).map((maid) => maid.id)).toEqual([second]);
  });

  it("is idempotent: adding twice or removing an absent helper is not an error", async () => {
    const id = await createHelper(t.database.db);
    const { cookie } = await signedInCookie(t.database.db, t.config);
    for (let i = 0; i < 2; i++) {
      expect((await send(t.app, "POST", `${prefix}/${id}`, { cookie })).statusCode).toBe(200);
    }
    expect(await shortlistOf(cookie)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      expect((await send(t.app, "DELETE", `${prefix}/${id}`, { cookie })).statusCode).toBe(200);
    }
    expect(await shortlistOf(cookie)).toEqual([]);
  });

  it("answers 404 for an unknown or inactive helper and 400 for a bad id", async () => {
    const inactive = await createHelper(t.database.db, { isActive: false });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    for (const id of [inactive, 999_999]) {
      const response = await send(t.app, "POST", `${prefix}/${id}`, { cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Maid not found");
    }
    expect((await send(t.app, "POST", `${prefix}/abc`, { cookie })).statusCode).toBe(400);
    expect(await shortlistOf(cookie)).toEqual([]);
  });

  it("refuses anonymous visitors with 401 on every call", async () => {
    const id = await createHelper(t.database.db);
    expect((await t.app.inject({ url: prefix })).statusCode).toBe(401);
    expect((await send(t.app, "POST", `${prefix}/${id}`)).statusCode).toBe(401);
    expect((await send(t.app, "DELETE", `${prefix}/${id}`)).statusCode).toBe(401);
  });
});

describe("POST /api/user/favorites with a {maidId} body", () => {
  it("adds the helper named in the body", async () => {
    const id = await createHelper(t.database.db);
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await send(t.app, "POST", "/api/user/favorites", {
      cookie,
      body: { maidId: id },
    });
    expect(response.json()).toEqual({ maidId: id, isFavorite: true });
    expect((await shortlistOf(cookie)).map((maid) => maid.id)).toEqual([id]);
  });

  it.each([{}, { maidId: "abc" }, { maidId: -1 }, { maidId: 1.5 }])(
    "answers 400 for the body %j",
    async (body) => {
      const { cookie } = await signedInCookie(t.database.db, t.config);
      const response = await send(t.app, "POST", "/api/user/favorites", { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe("maidId");
    },
  );
});

describe("whose favourites", () => {
  it("each user sees only their own; admins may shortlist too, a helper account may not", async () => {
    const id = await createHelper(t.database.db);
    const customer = await signedInCookie(t.database.db, t.config, "customer");
    const admin = await signedInCookie(t.database.db, t.config, "admin");
    const helper = await signedInCookie(t.database.db, t.config, "helper");
    await send(t.app, "POST", `/api/user/favorites/${id}`, { cookie: customer.cookie });

    expect(await shortlistOf(customer.cookie)).toHaveLength(1);
    expect(await shortlistOf(admin.cookie)).toEqual([]);
    // A helper's own account has pages of its own, not the families' (docs/product.md#helpers-own-accounts).
    const helperList = await t.app.inject({
      url: PREFIXES[0] as string,
      headers: { cookie: helper.cookie },
    });
    expect(helperList.statusCode).toBe(403);
    expect(
      (await send(t.app, "POST", `/api/user/favorites/${id}`, { cookie: admin.cookie })).statusCode,
    ).toBe(200);
  });

  it("hides a shortlisted helper who becomes inactive", async () => {
    const id = await createHelper(t.database.db);
    const { cookie } = await signedInCookie(t.database.db, t.config);
    await send(t.app, "POST", `/api/user/favorites/${id}`, { cookie });
    await t.database.db.update(maids).set({ isActive: false }).where(eq(maids.id, id));
    expect(await shortlistOf(cookie)).toEqual([]);
  });

  it("refuses a cross-site write", async () => {
    const id = await createHelper(t.database.db);
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await send(t.app, "POST", `/api/user/favorites/${id}`, {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(await shortlistOf(cookie)).toEqual([]);
  });
});
