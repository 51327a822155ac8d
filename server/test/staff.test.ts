import { STAFF_MESSAGES, staffListSchema, staffMemberSchema } from "@maids/contract/staff.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAdministratorAccount } from "../src/auth/account-service.ts";
import { verifyPassword } from "../src/auth/password.ts";
import { auditLog, users } from "../src/db/schema.ts";
import {
  findStaffMember,
  listStaffMembers,
  updateStaffMember,
} from "../src/users/user-repository.ts";
import { createAccount, createUser, signedInCookie } from "./support/factories.ts";
import { send, signInAs } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/** A new staff member as the Settings screen's dialog sends it. */
const SIEW_LING = {
  name: "Siew Ling Tan",
  email: "siewling@agency.example.sg",
  password: "Harbour7view",
  eaRegistrationNumber: "R1234567A",
  phone: "9123 4567",
};

async function admin() {
  return signedInCookie(t.database.db, t.config, "admin");
}

const list = (cookie?: string) =>
  t.app.inject({ url: "/api/admin/staff", headers: cookie ? { cookie } : {} });

describe("GET /api/admin/staff", () => {
  it("lists every administrator by name with EA number and phone, and no customer", async () => {
    const { cookie, user } = await admin();
    await createUser(t.database.db, "customer");
    await createUser(t.database.db, "helper");
    await t.database.db
      .update(users)
      .set({ name: "Aaron Lim", eaRegistrationNumber: "R7654321B", phone: "6581234567" })
      .where(eq(users.id, user.id));

    const response = await list(cookie);

    expect(response.statusCode).toBe(200);
    expect(staffListSchema.parse(response.json())).toEqual([
      {
        id: user.id,
        name: "Aaron Lim",
        email: user.email,
        eaRegistrationNumber: "R7654321B",
        phone: "6581234567",
        role: "owner",
        active: true,
        openCases: 0,
      },
    ]);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it("answers 401 to an anonymous visitor and 403 to a customer", async () => {
    expect((await list()).statusCode).toBe(401);
    const customer = await signedInCookie(t.database.db, t.config, "customer");
    expect((await list(customer.cookie)).statusCode).toBe(403);
  });
});

describe("POST /api/admin/staff", () => {
  it("creates an administrator who can sign in, with the phone as wa.me digits, audited", async () => {
    const { cookie, user } = await admin();
    const response = await send(t.app, "POST", "/api/admin/staff", {
      cookie,
      body: { ...SIEW_LING, eaRegistrationNumber: "r1234567a" },
    });

    expect(response.statusCode).toBe(201);
    const created = staffMemberSchema.parse(response.json());
    expect(created).toEqual({
      id: expect.any(Number),
      name: SIEW_LING.name,
      email: SIEW_LING.email,
      eaRegistrationNumber: "R1234567A",
      phone: "6591234567",
      role: "ea_personnel",
      active: true,
      openCases: 0,
    });
    expect(response.body).not.toMatch(/password|scrypt/i);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(stored?.role).toBe("admin");
    expect(await verifyPassword(stored?.passwordHash ?? "", SIEW_LING.password)).toBe(true);
    const cookieOfNew = await signInAs(t.app, SIEW_LING.email, SIEW_LING.password);
    expect((await list(cookieOfNew)).statusCode).toBe(200);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.create"), eq(auditLog.entityId, String(created.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: user.id, entityType: "staff" });
    expect(JSON.stringify(audits[0]?.details)).not.toContain(SIEW_LING.password);
  });

  it("gives one of two staff changed to the same email at once the email, and the other a 409", async () => {
    const { cookie } = await admin();
    const first = await createUser(t.database.db, "admin", "ea_personnel");
    const second = await createUser(t.database.db, "admin", "accounts");
    for (let round = 0; round < 5; round += 1) {
      const email = `shared-${round}@homehelp.sg`;
      const answers = await Promise.all(
        [first, second].map((member) =>
          send(t.app, "PATCH", `/api/admin/staff/${member.id}`, { cookie, body: { email } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort(), answers[1]?.body).toEqual([
        200, 409,
      ]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().errors).toEqual([
        { field: "email", message: STAFF_MESSAGES.emailTaken },
      ]);
    }
    // Past the check made before it, the write itself refuses a taken email rather than fail.
    const [holder] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "shared-4@homehelp.sg"));
    const other = holder?.id === first.id ? second : first;
    expect(
      await updateStaffMember(t.database.db, other.id, { email: "shared-4@homehelp.sg" }),
    ).toBe("email_taken");
  });

  it("refuses an email that has an account, in any case, with 409 on the field", async () => {
    const { cookie } = await admin();
    await createUser(t.database.db, "customer");
    await createAccount(t.database.db, { email: "Family@Example.com" });
    const response = await send(t.app, "POST", "/api/admin/staff", {
      cookie,
      body: { ...SIEW_LING, email: " family@example.COM " },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: STAFF_MESSAGES.emailTaken,
      errors: [{ field: "email", message: STAFF_MESSAGES.emailTaken }],
    });
    const [family] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "Family@Example.com"));
    expect(family?.role).toBe("customer");
  });

  it.each([
    [{ eaRegistrationNumber: "1234567A" }, "eaRegistrationNumber", STAFF_MESSAGES.eaNumberInvalid],
    [{ eaRegistrationNumber: "R12345A" }, "eaRegistrationNumber", STAFF_MESSAGES.eaNumberInvalid],
    [{ eaRegistrationNumber: "" }, "eaRegistrationNumber", STAFF_MESSAGES.eaNumberRequired],
    [{ phone: "6123 4567" }, "phone", STAFF_MESSAGES.phoneInvalid],
    [{ phone: "+60 12 345 6789" }, "phone", STAFF_MESSAGES.phoneInvalid],
    [{ phone: undefined }, "phone", STAFF_MESSAGES.phoneRequired],
    [{ name: "  " }, "name", STAFF_MESSAGES.nameRequired],
    [{ name: undefined }, "name", STAFF_MESSAGES.nameRequired],
    [{ email: "not-an-email" }, "email", STAFF_MESSAGES.emailInvalid],
    [
      { password: "harbourview7" },
      "password",
      "Password must contain at least one uppercase letter",
    ],
  ])("answers %o with 400 naming %s", async (change, field, message) => {
    const { cookie } = await admin();
    const response = await send(t.app, "POST", "/api/admin/staff", {
      cookie,
      body: { ...SIEW_LING, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await listStaffMembers(t.database.db)).toHaveLength(1);
  });

  it("names every password rule a weak password breaks", async () => {
    const { cookie } = await admin();
    const response = await send(t.app, "POST", "/api/admin/staff", {
      cookie,
      body: { ...SIEW_LING, password: "weak" },
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
    ]);
  });

  it("answers 401 to an anonymous visitor and 403 to a customer, creating nothing", async () => {
    expect((await send(t.app, "POST", "/api/admin/staff", { body: SIEW_LING })).statusCode).toBe(
      401,
    );
    const customer = await signedInCookie(t.database.db, t.config, "customer");
    const response = await send(t.app, "POST", "/api/admin/staff", {
      cookie: customer.cookie,
      body: SIEW_LING,
    });
    expect(response.statusCode).toBe(403);
    expect(await listStaffMembers(t.database.db)).toEqual([]);
  });
});

describe("PATCH /api/admin/staff/:id", () => {
  async function member() {
    const { cookie } = await admin();
    const created = await send(t.app, "POST", "/api/admin/staff", { cookie, body: SIEW_LING });
    return { cookie, id: staffMemberSchema.parse(created.json()).id };
  }

  it("changes the name, EA number and phone given, keeps the rest, audited", async () => {
    const { cookie, id } = await member();
    const response = await send(t.app, "PATCH", `/api/admin/staff/${id}`, {
      cookie,
      body: { eaRegistrationNumber: "R7654321B", phone: "(65) 8123-4567" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      name: SIEW_LING.name,
      email: SIEW_LING.email,
      eaRegistrationNumber: "R7654321B",
      phone: "6581234567",
      role: "ea_personnel",
      active: true,
      openCases: 0,
    });

    const renamed = await send(t.app, "PATCH", `/api/admin/staff/${id}`, {
      cookie,
      body: { name: "Tan Siew Ling" },
    });
    expect(renamed.json()).toMatchObject({
      name: "Tan Siew Ling",
      eaRegistrationNumber: "R7654321B",
    });
    const audits = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "staff.update"));
    expect(audits.map(({ details }) => details)).toEqual([
      {
        changes: {
          eaRegistrationNumber: { from: "R1234567A", to: "R7654321B" },
          phone: { from: "6591234567", to: "6581234567" },
        },
      },
      { changes: { name: { from: SIEW_LING.name, to: "Tan Siew Ling" } } },
    ]);
  });

  it.each([
    [{ name: "" }, "name", STAFF_MESSAGES.nameRequired],
    [{ eaRegistrationNumber: "R1234" }, "eaRegistrationNumber", STAFF_MESSAGES.eaNumberInvalid],
    [{ phone: "12345678" }, "phone", STAFF_MESSAGES.phoneInvalid],
  ])("answers %o with 400 naming %s, changing nothing", async (body, field, message) => {
    const { cookie, id } = await member();
    const response = await send(t.app, "PATCH", `/api/admin/staff/${id}`, { cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await findStaffMember(t.database.db, id)).toMatchObject({
      name: SIEW_LING.name,
      eaRegistrationNumber: SIEW_LING.eaRegistrationNumber,
      phone: "6591234567",
    });
  });

  it("answers 404 for an unknown id and for a customer's, 400 for a malformed one", async () => {
    const { cookie } = await admin();
    const customer = await createUser(t.database.db, "customer");
    for (const id of [999_999, customer.id]) {
      const response = await send(t.app, "PATCH", `/api/admin/staff/${id}`, {
        cookie,
        body: { name: "Someone" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STAFF_MESSAGES.notFound);
    }
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(unchanged?.name).toBe(customer.name);
    const malformed = await send(t.app, "PATCH", "/api/admin/staff/abc", {
      cookie,
      body: { name: "Someone" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("answers 401 to an anonymous visitor and 403 to a customer", async () => {
    const { id } = await member();
    const body = { name: "Someone" };
    expect((await send(t.app, "PATCH", `/api/admin/staff/${id}`, { body })).statusCode).toBe(401);
    const customer = await signedInCookie(t.database.db, t.config, "customer");
    const response = await send(t.app, "PATCH", `/api/admin/staff/${id}`, {
      cookie: customer.cookie,
      body,
    });
    expect(response.statusCode).toBe(403);
    expect((await findStaffMember(t.database.db, id))?.name).toBe(SIEW_LING.name);
  });
});

describe("makeAdministratorAccount (npm run create-admin)", () => {
  it("creates a staff member with the EA number and phone it is given", async () => {
    const { id, created } = await makeAdministratorAccount(t.database.db, {
      email: "ops@agency.sg",
      name: "Operations",
      password: "Harbour7view",
      eaRegistrationNumber: "R1234567A",
      phone: "6591234567",
    });
    expect(created).toBe(true);
    expect(await findStaffMember(t.database.db, id)).toEqual({
      id,
      name: "Operations",
      email: "ops@agency.sg",
      eaRegistrationNumber: "R1234567A",
      phone: "6591234567",
      role: "owner",
      active: true,
      openCases: 0,
    });
  });

  it("makes an existing account staff, keeping its EA number and phone when none are given", async () => {
    const account = await createAccount(t.database.db, { email: "ops@agency.sg" });
    await makeAdministratorAccount(t.database.db, {
      email: "ops@agency.sg",
      name: "Operations",
      password: "Harbour7view",
      eaRegistrationNumber: "R1234567A",
      phone: "6591234567",
    });
    const again = await makeAdministratorAccount(t.database.db, {
      email: "OPS@agency.sg",
      name: "Operations Desk",
      password: "Harbour8view",
    });
    expect(again).toEqual({ id: account.id, created: false });
    expect(await findStaffMember(t.database.db, account.id)).toMatchObject({
      name: "Operations Desk",
      email: "ops@agency.sg",
      eaRegistrationNumber: "R1234567A",
      phone: "6591234567",
    });
  });
});
