import { CUSTOMER_MESSAGES, customerSearchResponseSchema } from "@maids/contract/admin.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.ts";
import { createUser, signedInStaff } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;

async function customer(name: string, phone = "") {
  const user = await createUser(db(), "customer");
  await db().update(users).set({ name, phone }).where(eq(users.id, user.id));
  return user;
}

const search = (cookie: string, query: string) =>
  t.app.inject({ url: `/api/admin/customers?${query}`, headers: { cookie } });

describe("finding a family among many", () => {
  it("finds a name from page 3 of the list, an accented name typed plainly, and a phone", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "accounts");
    const chloe = await customer("Chloé Tan Wei Líng", "6591234567");
    for (let index = 0; index < 25; index += 1) await customer(`Family ${index}`);
    // Ten a page, newest first: Chloé is on page 3 of the customer list.
    const page3 = await t.app.inject({
      url: "/api/admin/users?page=3&limit=10",
      headers: { cookie },
    });
    expect(page3.json().users.map((user: { id: number }) => user.id)).toContain(chloe.id);

    for (const term of [
      "chloe",
      "CHLOE tan",
      "wei ling",
      "9123 4567",
      "+65 9123-4567",
      "6591234567",
    ]) {
      const response = await search(cookie, `search=${encodeURIComponent(term)}`);
      expect(response.statusCode, term).toBe(200);
      const found = customerSearchResponseSchema.parse(response.json());
      expect(found, term).toEqual({
        customers: [
          { id: chloe.id, name: "Chloé Tan Wei Líng", email: chloe.email, phone: "6591234567" },
        ],
        total: 1,
      });
    }
    const inList = await t.app.inject({
      url: "/api/admin/users?search=chloe",
      headers: { cookie },
    });
    expect(inList.json()).toMatchObject({
      total: 1,
      users: [{ id: chloe.id, phone: "6591234567" }],
    });
    const none = await search(cookie, "search=nobody%25");
    expect(none.json()).toEqual({ customers: [], total: 0 });
    const all = await search(cookie, "limit=5");
    expect(all.json().total).toBe(26);
    expect(all.json().customers).toHaveLength(5);
  });

  it("treats % and _ as letters, not wildcards, and never lists staff", async () => {
    const { cookie, user: staff } = await signedInStaff(db(), t.config, "owner");
    await customer("Ann");
    expect((await search(cookie, "search=_")).json().total).toBe(0);
    expect((await search(cookie, "search=%25")).json().total).toBe(0);
    expect((await search(cookie, `search=${encodeURIComponent(staff.name)}`)).json().total).toBe(0);
  });

  it("refuses a search of 10,000 characters", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "owner");
    for (const url of ["/api/admin/customers", "/api/admin/users"]) {
      const response = await t.app.inject({
        url: `${url}?search=${"a".repeat(10_000)}`,
        headers: { cookie },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([
        { field: "search", message: CUSTOMER_MESSAGES.searchTooLong },
      ]);
    }
  });
});

describe("a family's phone number", () => {
  it("is set by staff in any usual writing, audited, and refused when not a number", async () => {
    const { cookie, user: staff } = await signedInStaff(db(), t.config, "accounts");
    const family = await customer("Lim Family");
    const response = await send(t.app, "PATCH", `/api/admin/customers/${family.id}`, {
      cookie,
      body: { phone: "9123 4567" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: family.id,
      name: "Lim Family",
      email: family.email,
      phone: "6591234567",
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "customer.update"));
    expect(entry).toMatchObject({
      actorUserId: staff.id,
      entityType: "customer",
      details: { changed: ["phone"] },
    });

    const bad = await send(t.app, "PATCH", `/api/admin/customers/${family.id}`, {
      cookie,
      body: { phone: "call me" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "phone", message: CUSTOMER_MESSAGES.phoneInvalid },
    ]);
    const readOnly = await signedInStaff(db(), t.config, "read_only");
    const refused = await send(t.app, "PATCH", `/api/admin/customers/${family.id}`, {
      cookie: readOnly.cookie,
      body: { phone: "call me" },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await send(t.app, "PATCH", `/api/admin/customers/${staff.id}`, {
      cookie,
      body: { phone: "91234567" },
    });
    expect(missing.statusCode).toBe(404);
  });
});
