import { AUDIT_MESSAGES, auditPageSchema } from "@maids/contract/audit.ts";
import { describe, expect, it } from "vitest";
import { createHelper, signedInStaff } from "./support/factories.ts";
import { placementSteps, today } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;
const { family, openCase } = placementSteps(t);

const trail = async (cookie: string, query = "") => {
  const response = await t.app.inject({ url: `/api/admin/audit?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json());
};

describe("the audit trail", () => {
  it("lists who did what to which record, newest first, filtered and paged", async () => {
    const { cookie, user: owner } = await signedInStaff(db(), t.config, "owner");
    const { user: customer } = await family();
    const first = await openCase(cookie, { customerId: customer.id });
    const second = await openCase(cookie, { customerId: customer.id });
    const added = await send(t.app, "POST", "/api/admin/staff", {
      cookie,
      body: {
        name: "Nur Aisyah",
        email: "aisyah@agency.sg",
        password: "Secret7Password",
        role: "accounts",
        phone: "9123 4567",
      },
    });
    expect(added.statusCode).toBe(201);

    const all = await trail(cookie);
    expect(all.total).toBe(3);
    expect(all.entries.map((entry) => [entry.action, entry.recordName])).toEqual([
      ["staff.create", "Nur Aisyah"],
      ["placement.open", second.reference],
      ["placement.open", first.reference],
    ]);
    expect(all.entries[0]).toMatchObject({
      actor: { id: owner.id, name: owner.name },
      recordType: "staff",
      recordId: added.json().id,
    });
    // No secret and no personal data but the record's name reach the screen.
    expect(JSON.stringify(all)).not.toMatch(/Secret7Password|aisyah@agency|91234567|scrypt/);

    const oneCase = await trail(cookie, `recordType=placement_case&recordId=${first.id}`);
    expect(oneCase.entries.map((entry) => entry.recordName)).toEqual([first.reference]);
    const byActor = await trail(cookie, `actorId=${owner.id}&limit=2&page=2`);
    expect(byActor).toMatchObject({ total: 3, entries: [{ recordName: first.reference }] });
    expect((await trail(cookie, `from=${today()}&to=${today()}`)).total).toBe(3);
    expect((await trail(cookie, "to=2020-01-01")).total).toBe(0);
  });

  it("records a note on a case without its words", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "accounts");
    const { cookie: ownerCookie } = await signedInStaff(db(), t.config, "owner");
    const { user: customer } = await family();
    const placement = await openCase(ownerCookie, { customerId: customer.id });
    const noted = await send(t.app, "POST", `/api/admin/placements/${placement.id}/notes`, {
      cookie,
      body: { note: "Mdm Lim prefers calls after 7pm on 9876 5432" },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const page = await trail(ownerCookie, `recordType=placement_case&recordId=${placement.id}`);
    expect(page.entries.map((entry) => entry.action)).toEqual(["placement.note", "placement.open"]);
    expect(JSON.stringify(page)).not.toContain("9876");
  });

  it("names a helper, a customer and a deleted record plainly", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "owner");
    const maidId = await createHelper(db(), { name: "Siti Rahayu" });
    const removed = await send(t.app, "DELETE", `/api/admin/maids/${maidId}`, { cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    const [entry] = (await trail(cookie, "recordType=maid")).entries;
    expect(entry).toMatchObject({ action: "maid.delete", recordId: maidId, recordName: "" });
  });

  it("refuses bad filters with 400 and everyone but the owner and administrators with 403", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "administrator");
    for (const [query, field, message] of [
      ["from=yesterday", "from", AUDIT_MESSAGES.dateInvalid],
      ["from=2026-02-02&to=2026-01-01", "to", AUDIT_MESSAGES.dateOrder],
      ["recordType=password", "recordType", AUDIT_MESSAGES.recordTypeInvalid],
      ["actorId=-1", "actorId", AUDIT_MESSAGES.idInvalid],
    ]) {
      const response = await t.app.inject({
        url: `/api/admin/audit?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual([{ field, message }]);
    }
    for (const role of ["ea_personnel", "accounts", "read_only"] as const) {
      const staff = await signedInStaff(db(), t.config, role);
      const response = await t.app.inject({
        url: "/api/admin/audit",
        headers: { cookie: staff.cookie },
      });
      expect(response.statusCode, role).toBe(403);
    }
  });
});
