import { generateLinkResponseSchema } from "@maids/contract/admin.ts";
import { describe, expect, it } from "vitest";
import { auditLog, shareLinkHelpers, shareLinks } from "../src/db/schema.ts";
import { createHelper, createUser, signedInCookie } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

describe.each(["/api/admin/generate-link", "/api/user/generate-link"])("POST %s", (url) => {
  it("creates a link an anonymous visitor can open, expiring in 30 days, audited", async () => {
    const maidIds = [await createHelper(t.database.db), await createHelper(t.database.db)];
    const customer = await createUser(t.database.db);
    const admin = await signedInCookie(t.database.db, t.config, "admin");

    const response = await send(t.app, "POST", url, {
      cookie: admin.cookie,
      body: { userId: customer.id, filters: {}, maidIds: [...maidIds, maidIds[0]] },
    });

    expect(response.statusCode).toBe(200);
    const body = generateLinkResponseSchema.parse(response.json());
    const link = new URL(body.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/Recommend`);
    const token = link.searchParams.get("token") ?? "";
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const opened = await t.app.inject({ url: `/api/user/recommended/${token}` });
    expect(
      opened
        .json()
        .map((maid: { id: number }) => maid.id)
        .sort(),
    ).toEqual(maidIds.sort());
    const [stored] = await t.database.db.select().from(shareLinks);
    expect(stored).toMatchObject({ customerId: customer.id, createdBy: admin.user.id });
    expect(stored?.tokenHash).not.toContain(token);
    expect(await t.database.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorUserId: admin.user.id,
        action: "share_link.create",
        entityType: "share_link",
        entityId: String(stored?.id),
      }),
    ]);
  });

  it("works without a customer", async () => {
    const admin = await signedInCookie(t.database.db, t.config, "admin");
    const maidId = await createHelper(t.database.db);
    const response = await send(t.app, "POST", url, {
      cookie: admin.cookie,
      body: { filters: {}, maidIds: [maidId] },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["no helpers", () => ({ maidIds: [] }), "maidIds", "No maid selected in the list"],
    [
      "a text for the list",
      () => ({ maidIds: "1" }),
      "maidIds",
      "maidIds must be a list of helper ids",
    ],
    ["an unknown helper", () => ({ maidIds: [999_999] }), "maidIds", "Unknown helper ids: 999999"],
    [
      "an unknown customer",
      (maidId: number) => ({ userId: 999_999, maidIds: [maidId] }),
      "userId",
      "Customer not found",
    ],
    [
      "a text for the customer",
      (maidId: number) => ({ userId: "abc", maidIds: [maidId] }),
      "userId",
      "userId must be a whole number",
    ],
  ])(
    "refuses %s with a message for %s, creating nothing",
    async (_case, bodyFor, field, message) => {
      const admin = await signedInCookie(t.database.db, t.config, "admin");
      const body = bodyFor(await createHelper(t.database.db));
      const response = await send(t.app, "POST", url, { cookie: admin.cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await t.database.db.select().from(shareLinks)).toEqual([]);
      expect(await t.database.db.select().from(shareLinkHelpers)).toEqual([]);
    },
  );

  it("is for administrators only", async () => {
    const maidId = await createHelper(t.database.db);
    const customer = await signedInCookie(t.database.db, t.config);
    const body = { maidIds: [maidId] };
    expect((await send(t.app, "POST", url, { body })).statusCode).toBe(401);
    expect((await send(t.app, "POST", url, { body, cookie: customer.cookie })).statusCode).toBe(
      403,
    );
  });
});
