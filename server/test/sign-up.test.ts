import { describe, expect, it } from "vitest";
import { RATE_RULES } from "../src/auth/rate-limit.ts";
import { legalAcceptances, users } from "../src/db/schema.ts";
import { TEST_PASSWORD_HASH_COST } from "./support/cheap-password-hashes.ts";
import { createAccount, exhaustRateLimit, signedInStaff } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const valid = { name: "Rachel Lim", email: "rachel.lim@example.com", password: "secret1" };

const allUsers = () => t.database.db.select().from(users);

describe("POST /api/auth/signup", () => {
  it("creates a customer (role 131) who can then sign in", async () => {
    const response = await send(t.app, "POST", "/api/auth/signup", {
      body: { ...valid, role: 131 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: "Account created." });
    const [user] = await allUsers();
    expect(user).toMatchObject({
      name: "Rachel Lim",
      email: "rachel.lim@example.com",
      role: "customer",
    });
    // scrypt at this process's cost (the suites' low one; production's is password.test.ts's).
    expect(user?.passwordHash).toMatch(
      new RegExp(`^scrypt\\$${TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`),
    );

    const login = await send(t.app, "POST", "/api/auth/login", {
      body: { email: valid.email, password: valid.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("defaults to the customer role and accepts the helper role", async () => {
    await send(t.app, "POST", "/api/auth/signup", { body: valid });
    await send(t.app, "POST", "/api/auth/signup", {
      body: { ...valid, email: "ana@example.com", role: "helper" },
    });
    expect((await allUsers()).map((u) => u.role).sort()).toEqual(["customer", "helper"]);
  });

  it.each([
    [{ ...valid, name: "  " }, "name", "Name is required"],
    [{ ...valid, email: "" }, "email", "Email is required"],
    [{ ...valid, email: "rachel.example.com" }, "email", "Email is invalid"],
    [{ ...valid, email: "rächel@exämple.com" }, "email", "Email is invalid"],
    [{ ...valid, email: `${"r".repeat(10_000)}@example.com` }, "email", "Email is too long"],
    [{ ...valid, password: "" }, "password", "Password is required"],
    [{ ...valid, password: "12345" }, "password", "Password must be at least 6 characters"],
    [{ ...valid, role: "admin" }, "role", undefined],
    [{ ...valid, role: 7 }, "role", undefined],
    [{ ...valid, name: 123 }, "name", undefined],
    [{ email: valid.email, password: valid.password }, "name", undefined],
  ])("refuses %j with a 400 on %s, creating nothing", async (body, field, message) => {
    const response = await send(t.app, "POST", "/api/auth/signup", { body });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors[0];
    expect(error.field).toBe(field);
    if (message) {
      expect(error.message).toBe(message);
      expect(response.json().message).toContain(message);
    }
    expect(await allUsers()).toEqual([]);
  });

  it("refuses a body of 10 MB with 413, creating nothing", async () => {
    const response = await send(t.app, "POST", "/api/auth/signup", {
      body: { ...valid, name: "x".repeat(10 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      error: "Payload Too Large",
      code: "too_large",
    });
    expect(await allUsers()).toEqual([]);
  });

  it("refuses malformed JSON with a 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json", origin: SAME_ORIGIN },
      payload: '{"name": "Rachel",',
    });
    expect(response.statusCode).toBe(400);
    expect(await allUsers()).toEqual([]);
  });

  it("does not reveal a taken email: same answer, no second account, a mail to the owner", async () => {
    const existing = await createAccount(t.database.db, { email: "Rachel.Lim@example.com" });
    const response = await send(t.app, "POST", "/api/auth/signup", {
      body: { ...valid, email: "rachel.lim@EXAMPLE.com", password: "another1" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: "Account created." });
    expect(await allUsers()).toHaveLength(1);
    const mail = await t.smtp.waitForMail(
      "Rachel.Lim@example.com",
      "Someone tried to create an account",
    );
    expect(mail.text).toContain(`${t.config.publicUrl}/login`);
    const login = await send(t.app, "POST", "/api/auth/login", {
      body: { email: existing.email, password: "another1" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("limits sign-ups per IP address", async () => {
    await exhaustRateLimit(t.database.db, RATE_RULES.signUpPerIp, "127.0.0.1");
    const response = await send(t.app, "POST", "/api/auth/signup", { body: valid });
    expect(response.statusCode).toBe(429);
    expect(await allUsers()).toEqual([]);
  });
});

describe("the terms and privacy notice accepted at sign-up", () => {
  const acceptances = () => t.database.db.select().from(legalAcceptances);

  it("records the versions in force when the account was made, and the next ones for later accounts", async () => {
    await send(t.app, "POST", "/api/auth/signup", { body: valid });
    const [user] = await allUsers();
    expect(
      (await acceptances()).map(({ userId, kind, version }) => ({ userId, kind, version })),
    ).toEqual(
      expect.arrayContaining([
        { userId: user?.id, kind: "terms", version: 1 },
        { userId: user?.id, kind: "privacy", version: 1 },
      ]),
    );
    const terms = await t.app.inject({ url: "/api/legal/terms" });
    expect(terms.json()).toMatchObject({ kind: "terms", version: 1 });
    // Staff see on the family's file which versions it accepted.
    const { cookie: officer } = await signedInStaff(t.database.db, t.config, "ea_personnel");
    const opened = await send(t.app, "POST", "/api/admin/placements", {
      cookie: officer,
      body: { customerId: user?.id },
    });
    const file = await t.app.inject({
      url: `/api/admin/placements/${opened.json().id}/employer-file`,
      headers: { cookie: officer },
    });
    expect(
      file
        .json()
        .accepted.map(
          ({ kind, version }: { kind: string; version: number }) => `${kind} ${version}`,
        )
        .sort(),
    ).toEqual(["privacy 1", "terms 1"]);
    expect(terms.json().body).toContain(t.config.agency.licenceNumber);

    const { cookie } = await signedInStaff(t.database.db, t.config, "owner");
    const published = await send(t.app, "PUT", "/api/admin/legal-texts/terms", {
      cookie,
      body: { body: "The agency's own terms, as its lawyer wrote them.", basedOnVersion: 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
    await send(t.app, "POST", "/api/auth/signup", { body: { ...valid, email: "ana@example.com" } });
    const ana = (await allUsers()).find((row) => row.email === "ana@example.com");
    const hers = (await acceptances()).filter((row) => row.userId === ana?.id);
    expect(hers.map(({ kind, version }) => `${kind} ${version}`).sort()).toEqual([
      "privacy 1",
      "terms 2",
    ]);
    // What the first family accepted stays readable as it was.
    const first = await t.app.inject({ url: "/api/legal/terms?version=1" });
    expect(first.json().body).toBe(terms.json().body);
  });

  it("lets only the owner publish a text, refuses an empty one, and keeps none for an existing email", async () => {
    for (const role of ["administrator", "ea_personnel", "read_only"] as const) {
      const { cookie } = await signedInStaff(t.database.db, t.config, role);
      const refused = await send(t.app, "PUT", "/api/admin/legal-texts/privacy", {
        cookie,
        body: { body: "A privacy notice nobody approved.", basedOnVersion: 1 },
      });
      expect(refused.statusCode, role).toBe(403);
    }
    const { cookie } = await signedInStaff(t.database.db, t.config, "owner");
    const empty = await send(t.app, "PUT", "/api/admin/legal-texts/privacy", {
      cookie,
      body: { body: "   ", basedOnVersion: 1 },
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/legal/unknown" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/legal/privacy?version=9" })).statusCode).toBe(404);

    await createAccount(t.database.db, { email: valid.email });
    await send(t.app, "POST", "/api/auth/signup", { body: valid });
    expect(await acceptances()).toEqual([]);
  });
});
