import { API_MESSAGES } from "@maids/contract/messages.ts";
import { PLACEMENT_MESSAGES, placementCaseSchema } from "@maids/contract/placements.ts";
import { STAFF_MESSAGES, staffListSchema, staffMemberSchema } from "@maids/contract/staff.ts";
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, placementCases, users } from "../src/db/schema.ts";
import { createAccount, createHelper, signedInStaff } from "./support/factories.ts";
import { placementSteps } from "./support/placement-steps.ts";
import { send, signInAs } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;
const { family, openCase } = placementSteps(t);

const owner = () => signedInStaff(db(), t.config, "owner");

/** A staff member who can sign in with a password, added by the owner through the API. */
async function addStaff(ownerCookie: string, role: StaffRole, email: string) {
  const response = await send(t.app, "POST", "/api/admin/staff", {
    cookie: ownerCookie,
    body: {
      name: `Staff ${email}`,
      email,
      password: "Harbour7view",
      role,
      eaRegistrationNumber: role === "accounts" || role === "read_only" ? "" : "R1234567A",
      phone: "9123 4567",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return staffMemberSchema.parse(response.json());
}

const patchStaff = (cookie: string, id: number, body: object) =>
  send(t.app, "PATCH", `/api/admin/staff/${id}`, { cookie, body });
const deactivate = (cookie: string, id: number, body: object = {}) =>
  send(t.app, "POST", `/api/admin/staff/${id}/deactivate`, { cookie, body });

async function auditsOf(action: string) {
  return db().select().from(auditLog).where(eq(auditLog.action, action));
}

describe("roles", () => {
  it("adds accounts and read-only staff without an EA number, but not case officers", async () => {
    const { cookie } = await owner();
    expect((await addStaff(cookie, "accounts", "accounts@agency.sg")).eaRegistrationNumber).toBe(
      "",
    );
    const refused = await send(t.app, "POST", "/api/admin/staff", {
      cookie,
      body: {
        name: "No Number",
        email: "officer@agency.sg",
        password: "Harbour7view",
        role: "ea_personnel",
        phone: "9123 4567",
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: "eaRegistrationNumber", message: STAFF_MESSAGES.eaNumberRequired },
    ]);
  });

  it("refuses a role that does not exist", async () => {
    const { cookie, user } = await owner();
    const response = await patchStaff(cookie, user.id, { role: "superuser" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "role", message: STAFF_MESSAGES.roleInvalid },
    ]);
  });

  it("writes a role, EA number and email change to the audit log with before and after", async () => {
    const { cookie, user } = await owner();
    const officer = await addStaff(cookie, "ea_personnel", "officer@agency.sg");
    const response = await patchStaff(cookie, officer.id, {
      role: "administrator",
      eaRegistrationNumber: "R7654321B",
      email: "lead@agency.sg",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ role: "administrator", email: "lead@agency.sg" });
    const [entry] = await auditsOf("staff.update");
    expect(entry).toMatchObject({ actorUserId: user.id, entityType: "staff" });
    expect(entry?.details).toEqual({
      changes: {
        role: { from: "ea_personnel", to: "administrator" },
        eaRegistrationNumber: { from: "R1234567A", to: "R7654321B" },
        email: { from: "officer@agency.sg", to: "lead@agency.sg" },
      },
    });
  });

  it("refuses an email another account has, and clearing the EA number of a case officer", async () => {
    const { cookie } = await owner();
    const officer = await addStaff(cookie, "ea_personnel", "officer@agency.sg");
    await createAccount(db(), { email: "family@example.com" });
    const taken = await patchStaff(cookie, officer.id, { email: "Family@Example.com" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(STAFF_MESSAGES.emailTaken);
    const cleared = await patchStaff(cookie, officer.id, { eaRegistrationNumber: "" });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(STAFF_MESSAGES.eaNumberRequired);
  });

  it("keeps the last active owner: they cannot be demoted", async () => {
    const { cookie, user } = await owner();
    const demoted = await patchStaff(cookie, user.id, { role: "administrator" });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({ code: "last_owner", message: STAFF_MESSAGES.lastOwner });
    const second = await addStaff(cookie, "owner", "second@agency.sg");
    expect((await patchStaff(cookie, user.id, { role: "administrator" })).statusCode).toBe(200);
    // Now an administrator, the first may no longer manage staff; the second is the last owner.
    expect((await patchStaff(cookie, second.id, { role: "administrator" })).statusCode).toBe(403);
    const secondCookie = await signInAs(t.app, "second@agency.sg", "Harbour7view");
    expect((await patchStaff(secondCookie, second.id, { role: "read_only" })).statusCode).toBe(409);
  });

  it("lets two owners demoting each other at once leave one owner", async () => {
    const { cookie: first, user: firstUser } = await owner();
    const { cookie: second, user: secondUser } = await owner();
    const answers = await Promise.all([
      patchStaff(first, secondUser.id, { role: "administrator" }),
      patchStaff(second, firstUser.id, { role: "administrator" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = await db().select().from(users).where(eq(users.staffRole, "owner"));
    expect(owners).toHaveLength(1);
  });
});

describe("leavers", () => {
  it("ends a deactivated member's sessions at once and refuses her sign-in", async () => {
    const { cookie } = await owner();
    const officer = await addStaff(cookie, "ea_personnel", "officer@agency.sg");
    const herCookie = await signInAs(t.app, "officer@agency.sg", "Harbour7view");
    expect(
      (await t.app.inject({ url: "/api/admin/staff", headers: { cookie: herCookie } })).statusCode,
    ).toBe(200);

    const response = await deactivate(cookie, officer.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ active: false });
    const next = await t.app.inject({
      url: "/api/admin/dashboard",
      headers: { cookie: herCookie },
    });
    expect(next.statusCode).toBe(401);
    const signIn = await send(t.app, "POST", "/api/admin/auth/login", {
      body: { email: "officer@agency.sg", password: "Harbour7view" },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: "account_deactivated",
      message: API_MESSAGES.accountDeactivated,
    });
    const wrongPassword = await send(t.app, "POST", "/api/admin/auth/login", {
      body: { email: "officer@agency.sg", password: "Wrong7password" },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect((await auditsOf("staff.deactivate"))[0]?.details).toEqual({
      name: "Staff officer@agency.sg",
    });

    const reactivated = await send(t.app, "POST", `/api/admin/staff/${officer.id}/reactivate`, {
      cookie,
    });
    expect(reactivated.json()).toMatchObject({ active: true, role: "ea_personnel" });
    expect(await signInAs(t.app, "officer@agency.sg", "Harbour7view")).toMatch(/^sid=/);
  });

  it("passes her open cases to the member the owner picks, each timeline saying so", async () => {
    const { cookie } = await owner();
    const leaver = await addStaff(cookie, "ea_personnel", "leaver@agency.sg");
    const successor = await addStaff(cookie, "ea_personnel", "successor@agency.sg");
    const { user: customer } = await family();
    const cases = [
      await openCase(cookie, { customerId: customer.id, ownerId: leaver.id }),
      await openCase(cookie, { customerId: customer.id, ownerId: leaver.id }),
    ];

    const listed = staffListSchema.parse(
      (await t.app.inject({ url: "/api/admin/staff", headers: { cookie } })).json(),
    );
    expect(listed.find((member) => member.id === leaver.id)?.openCases).toBe(2);
    expect(listed.find((member) => member.id === successor.id)?.openCases).toBe(0);
    const without = await deactivate(cookie, leaver.id);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual([
      { field: "reassignTo", message: STAFF_MESSAGES.reassignRequired(2) },
    ]);
    const response = await deactivate(cookie, leaver.id, { reassignTo: successor.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ active: false, openCases: 0 });
    const after = staffListSchema.parse(
      (await t.app.inject({ url: "/api/admin/staff", headers: { cookie } })).json(),
    );
    expect(after.find((member) => member.id === successor.id)?.openCases).toBe(2);

    for (const placement of cases) {
      const detail = placementCaseSchema.parse(
        (
          await t.app.inject({ url: `/api/admin/placements/${placement.id}`, headers: { cookie } })
        ).json(),
      );
      expect(detail.owner.id).toBe(successor.id);
      expect(detail.timeline.at(-1)).toMatchObject({
        type: "owner",
        note: `From ${leaver.name} to ${successor.name}. ${leaver.name} no longer works cases at the agency.`,
      });
    }
    // She stays in history: her name still resolves on the cases she opened.
    const [opened] = (
      await t.app.inject({ url: `/api/admin/placements/${cases[0]?.id}`, headers: { cookie } })
    ).json().timeline;
    expect(opened.actor).not.toBeNull();
  });

  it("moves none of her cases when one fails half-way", async () => {
    const { cookie } = await owner();
    const leaver = await addStaff(cookie, "ea_personnel", "leaver@agency.sg");
    const successor = await addStaff(cookie, "ea_personnel", "successor@agency.sg");
    const { user: customer } = await family();
    await openCase(cookie, { customerId: customer.id, ownerId: leaver.id });
    const second = await openCase(cookie, { customerId: customer.id, ownerId: leaver.id });
    await db().execute(
      sql.raw(`create function fail_second_owner_event() returns trigger language plpgsql as $$
        begin
          if new.type = 'owner' and new.case_id = ${second.id} then
            raise exception 'injected failure';
          end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger fail_second_owner_event before insert on placement_events
        for each row execute function fail_second_owner_event()`),
    );
    try {
      const response = await deactivate(cookie, leaver.id, { reassignTo: successor.id });
      expect(response.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger fail_second_owner_event on placement_events`);
      await db().execute(sql`drop function fail_second_owner_event()`);
    }
    const owners = await db()
      .select({ ownerId: placementCases.ownerId })
      .from(placementCases)
      .where(eq(placementCases.customerId, customer.id));
    expect(owners.map((row) => row.ownerId)).toEqual([leaver.id, leaver.id]);
    const [stillActive] = await db().select().from(users).where(eq(users.id, leaver.id));
    expect(stillActive?.deactivatedAt).toBeNull();
  });

  it("refuses to pass cases to herself, to a deactivated member or to someone without an EA number", async () => {
    const { cookie, user } = await owner();
    const leaver = await addStaff(cookie, "ea_personnel", "leaver@agency.sg");
    const gone = await addStaff(cookie, "ea_personnel", "gone@agency.sg");
    const accounts = await addStaff(cookie, "accounts", "accounts@agency.sg");
    expect((await deactivate(cookie, gone.id)).statusCode).toBe(200);
    const { user: customer } = await family();
    await openCase(cookie, { customerId: customer.id, ownerId: leaver.id });
    expect((await deactivate(cookie, leaver.id, { reassignTo: leaver.id })).json().message).toBe(
      STAFF_MESSAGES.reassignToSelf,
    );
    for (const reassignTo of [gone.id, accounts.id, 999_999]) {
      const response = await deactivate(cookie, leaver.id, { reassignTo });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(STAFF_MESSAGES.reassignToInvalid);
    }
    const self = await deactivate(cookie, user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(STAFF_MESSAGES.notYourself);
    expect((await deactivate(cookie, leaver.id, { reassignTo: "two" })).statusCode).toBe(400);
  });
});

describe("who may own and pass cases", () => {
  it("refuses as case owner a member without an EA number or deactivated", async () => {
    const { cookie } = await owner();
    const accounts = await addStaff(cookie, "accounts", "accounts@agency.sg");
    const officer = await addStaff(cookie, "ea_personnel", "officer@agency.sg");
    await patchStaff(cookie, officer.id, { role: "administrator" });
    await db().update(users).set({ eaRegistrationNumber: "" }).where(eq(users.id, officer.id));
    const { user: customer } = await family();
    for (const [ownerId, message] of [
      [accounts.id, PLACEMENT_MESSAGES.ownerNotStaff],
      [officer.id, PLACEMENT_MESSAGES.ownerWithoutEaNumber],
    ] as const) {
      const response = await send(t.app, "POST", "/api/admin/placements", {
        cookie,
        body: { customerId: customer.id, ownerId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: "ownerId", message }]);
    }
    const gone = await addStaff(cookie, "ea_personnel", "gone@agency.sg");
    await deactivate(cookie, gone.id);
    const response = await send(t.app, "POST", "/api/admin/placements", {
      cookie,
      body: { customerId: customer.id, ownerId: gone.id },
    });
    expect(response.json().message).toBe(PLACEMENT_MESSAGES.ownerInactive);
  });

  it("lets a case officer open her own cases but not take over or give away one", async () => {
    const { cookie: ownerCookie } = await owner();
    const other = await addStaff(ownerCookie, "ea_personnel", "other@agency.sg");
    const officer = await signedInStaff(db(), t.config, "ea_personnel");
    const { user: customer } = await family();
    const own = await openCase(officer.cookie, { customerId: customer.id });
    expect(own.owner.id).toBe(officer.user.id);
    const giving = await send(t.app, "PATCH", `/api/admin/placements/${own.id}`, {
      cookie: officer.cookie,
      body: { version: own.version, ownerId: other.id },
    });
    expect(giving.statusCode).toBe(403);
    const forOther = await send(t.app, "POST", "/api/admin/placements", {
      cookie: officer.cookie,
      body: { customerId: customer.id, ownerId: other.id },
    });
    expect(forOther.statusCode).toBe(403);
    const passed = await send(t.app, "PATCH", `/api/admin/placements/${own.id}`, {
      cookie: ownerCookie,
      body: { version: own.version, ownerId: other.id },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().timeline.at(-1)).toMatchObject({ type: "owner" });
  });
});

describe("what a read-only member sees of a helper", () => {
  it("leaves out her home contacts and medical history, which the owner sees", async () => {
    const { cookie: ownerCookie } = await owner();
    const readOnly = await signedInStaff(db(), t.config, "read_only");
    const id = await createHelper(db());
    const asOwner = await t.app.inject({
      url: `/api/admin/maid/${id}`,
      headers: { cookie: ownerCookie },
    });
    expect(asOwner.json().biodata.personal).toHaveProperty("homeAddress");
    expect(asOwner.json().biodata.medical).toHaveProperty("illnesses");
    const asReader = await t.app.inject({
      url: `/api/admin/maid/${id}`,
      headers: { cookie: readOnly.cookie },
    });
    expect(asReader.statusCode).toBe(200);
    expect(asReader.json().privateWithheld).toBe(true);
    expect(asReader.json().biodata.personal).not.toHaveProperty("homeAddress");
    expect(asReader.json().biodata.medical).not.toHaveProperty("illnesses");
  });
});
