import { CUSTOMER_MESSAGES, customerSearchResponseSchema } from "@maids/contract/admin.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.ts";
import { createUser, signedInStaff } from "./support/factories.ts";
import { send, signInAs } from "./support/requests.ts";
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

describe("a family's own phone number", () => {
  it("is optional at sign-up, shown in the session, and changed by the family on their profile", async () => {
    const signUp = await send(t.app, "POST", "/api/auth/signup", {
      body: {
        name: "Aisha Rahman",
        email: "aisha@example.com",
        password: "secret1",
        phone: "+65 9876-5432",
      },
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = await signInAs(t.app, "aisha@example.com", "secret1");
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(session.json()).toMatchObject({
      user: { email: "aisha@example.com" },
      phone: "6598765432",
    });
    expect(session.json()).not.toHaveProperty("staffRole");

    const changed = await send(t.app, "PATCH", "/api/auth/profile", {
      cookie,
      body: { phone: "8123 4567" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().phone).toBe("6581234567");
    const found = await t.app.inject({
      url: "/api/admin/customers?search=8123%204567",
      headers: { cookie: (await signedInStaff(db(), t.config, "accounts")).cookie },
    });
    expect(found.json().customers.map((c: { email: string }) => c.email)).toEqual([
      "aisha@example.com",
    ]);

    const bad = await send(t.app, "PATCH", "/api/auth/profile", { cookie, body: { phone: "12" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "phone", message: CUSTOMER_MESSAGES.phoneInvalid },
    ]);
    const badSignUp = await send(t.app, "POST", "/api/auth/signup", {
      body: { name: "X", email: "x@example.com", password: "secret1", phone: "call me" },
    });
    expect(badSignUp.statusCode).toBe(400);
    const cleared = await send(t.app, "PATCH", "/api/auth/profile", {
      cookie,
      body: { phone: "" },
    });
    expect(cleared.json().phone).toBe("");
  });

  it("refuses anonymous visitors (401) and staff, whose numbers the owner sets (403)", async () => {
    expect(
      (await send(t.app, "PATCH", "/api/auth/profile", { body: { phone: "91234567" } })).statusCode,
    ).toBe(401);
    const { cookie } = await signedInStaff(db(), t.config, "owner");
    const staff = await send(t.app, "PATCH", "/api/auth/profile", {
      cookie,
      body: { phone: "91234567" },
    });
    expect(staff.statusCode).toBe(403);
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(session.json().staffRole).toBe("owner");
  });
});
