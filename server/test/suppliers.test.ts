import { supplierSchema, suppliersSchema } from "@maids/contract/suppliers.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, suppliers } from "../src/db/schema.ts";
import { createHelper, signedInCookie, supplierIdFor } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/** A supplier as the original front end's Add Supplier form sends it. */
const MANILA = {
  companyName: "Manila Care Manpower Services",
  contactPerson: "Ma. Cristina Reyes",
  email: "placements@manilacare.example.ph",
  phone: "+63 2 8555 0101",
  address: "Ermita, Manila",
  status: "active",
  notes: "Sends video interviews on request.",
};

async function admin() {
  return (await signedInCookie(t.database.db, t.config, "admin")).cookie;
}

const list = (cookie: string, url = "/api/admin/suppliers") =>
  t.app.inject({ url, headers: { cookie } });

describe("GET /api/admin/suppliers", () => {
  it("lists every supplier by name with its number of helpers, active or not", async () => {
    const cookie = await admin();
    await createHelper(t.database.db, { supplier: "Zamboanga Helpers" });
    await createHelper(t.database.db, { supplier: "Zamboanga Helpers" });
    await supplierIdFor(t.database.db, "agency without helpers");
    await t.database.db
      .update(suppliers)
      .set({ isActive: false })
      .where(eq(suppliers.name, "agency without helpers"));

    const response = await list(cookie);

    expect(response.statusCode).toBe(200);
    const body = suppliersSchema.parse(response.json());
    expect(
      body.map(({ companyName, maidsCount, status }) => ({ companyName, maidsCount, status })),
    ).toEqual([
      { companyName: "agency without helpers", maidsCount: 0, status: "inactive" },
      { companyName: "Zamboanga Helpers", maidsCount: 2, status: "active" },
    ]);
  });

  it("searches name, contact person, email and country, under both of its paths", async () => {
    const cookie = await admin();
    await send(t.app, "POST", "/api/admin/supplier", { cookie, body: MANILA });
    await send(t.app, "POST", "/api/admin/supplier", {
      cookie,
      body: { companyName: "Jakarta Prima", country: "Indonesia" },
    });
    for (const url of ["/api/admin/suppliers?query=", "/api/admin/suppliers/search?query="]) {
      const names = async (query: string) =>
        (await list(cookie, `${url}${encodeURIComponent(query)}`))
          .json()
          .map((supplier: { companyName: string }) => supplier.companyName);
      expect(await names("cristina")).toEqual([MANILA.companyName]);
      expect(await names("INDONESIA")).toEqual(["Jakarta Prima"]);
      expect(await names("manilacare.example")).toEqual([MANILA.companyName]);
      expect(await names("100%_")).toEqual([]);
      expect(await names("")).toHaveLength(2);
    }
  });
});

describe("POST /api/admin/supplier", () => {
  it("adds a supplier from the original front end's form, audited", async () => {
    const cookie = await admin();
    const response = await send(t.app, "POST", "/api/admin/supplier", { cookie, body: MANILA });

    expect(response.statusCode).toBe(201);
    const created = supplierSchema.parse(response.json());
    expect(created).toMatchObject({ ...MANILA, country: "", licenceNumber: "", maidsCount: 0 });
    const [entry] = await t.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "supplier.create",
      entityType: "supplier",
      entityId: String(created.id),
    });
  });

  it("takes `name` for the company name, `isActive` for the status, and ignores extras", async () => {
    const cookie = await admin();
    const response = await send(t.app, "POST", "/api/admin/supplier", {
      cookie,
      body: {
        name: "Yangon Golden Lotus",
        country: "Myanmar",
        licenceNumber: "MOLIP-0103",
        isActive: false,
        website: "https://ignored.example",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      companyName: "Yangon Golden Lotus",
      country: "Myanmar",
      licenceNumber: "MOLIP-0103",
      status: "inactive",
    });
    expect(response.json()).not.toHaveProperty("website");
  });

  it("refuses a name already taken, in any case, with 409 and the field", async () => {
    const cookie = await admin();
    await send(t.app, "POST", "/api/admin/supplier", { cookie, body: MANILA });
    const response = await send(t.app, "POST", "/api/admin/supplier", {
      cookie,
      body: { companyName: ` ${MANILA.companyName.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: "A supplier with this name already exists.",
      errors: [{ field: "companyName", message: "A supplier with this name already exists." }],
    });
    expect(await t.database.db.select().from(suppliers)).toHaveLength(1);
  });

  it.each([
    [{}, "companyName", "Company name is required"],
    [{ companyName: "   " }, "companyName", "Company name is required"],
    [{ companyName: 42 }, "companyName", "Company name is required"],
    [
      { companyName: "x".repeat(121) },
      "companyName",
      "Company name must be at most 120 characters",
    ],
    [{ companyName: "A", email: "not-an-email" }, "email", "Please enter a valid email address"],
    [
      { companyName: "A", phone: "call me" },
      "phone",
      "Phone may hold only digits, spaces, +, ( ) and -",
    ],
    [{ companyName: "A", status: "pending" }, "status", "Status must be active or inactive"],
    [
      { companyName: "A", notes: "x".repeat(2001) },
      "notes",
      "Notes must be at most 2000 characters",
    ],
    [{ companyName: "A", country: ["Indonesia"] }, "country", "Country must be text"],
  ])("answers %o with 400 naming %s", async (body, field, message) => {
    const cookie = await admin();
    const response = await send(t.app, "POST", "/api/admin/supplier", { cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await t.database.db.select().from(suppliers)).toEqual([]);
  });
});

describe("PUT /api/admin/supplier/:id", () => {
  it("changes every field as the form holds them, and audits which changed", async () => {
    const cookie = await admin();
    const { id } = (
      await send(t.app, "POST", "/api/admin/supplier", { cookie, body: MANILA })
    ).json();
    const response = await send(t.app, "PUT", `/api/admin/supplier/${id}`, {
      cookie,
      body: { ...MANILA, phone: "+63 2 8555 0199", status: "inactive" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, phone: "+63 2 8555 0199", status: "inactive" });
    const entries = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries[1]).toMatchObject({
      action: "supplier.update",
      details: { changed: ["phone", "status"] },
    });
  });

  it("refuses another supplier's name, an unknown id and a malformed one", async () => {
    const cookie = await admin();
    await send(t.app, "POST", "/api/admin/supplier", { cookie, body: MANILA });
    const { id } = (
      await send(t.app, "POST", "/api/admin/supplier", { cookie, body: { companyName: "Other" } })
    ).json();
    const taken = await send(t.app, "PUT", `/api/admin/supplier/${id}`, { cookie, body: MANILA });
    expect(taken.statusCode).toBe(409);
    const unknown = await send(t.app, "PUT", "/api/admin/supplier/9999", { cookie, body: MANILA });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Supplier not found");
    const malformed = await send(t.app, "PUT", "/api/admin/supplier/abc", { cookie, body: MANILA });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("DELETE /api/admin/supplier/:id", () => {
  it("deletes a supplier without helpers, audited", async () => {
    const cookie = await admin();
    const id = await supplierIdFor(t.database.db, "Closed agency");
    const response = await send(t.app, "DELETE", `/api/admin/supplier/${id}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Supplier deleted successfully!" });
    expect(await t.database.db.select().from(suppliers)).toEqual([]);
    const [entry] = await t.database.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "supplier.delete", details: { name: "Closed agency" } });
  });

  it("keeps a supplier with helpers and says to deactivate it instead (400, as the original shows)", async () => {
    const cookie = await admin();
    await createHelper(t.database.db, { supplier: "Busy agency" });
    await createHelper(t.database.db, { supplier: "Busy agency" });
    const id = await supplierIdFor(t.database.db, "Busy agency");
    const response = await send(t.app, "DELETE", `/api/admin/supplier/${id}`, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "This supplier has 2 helpers, so it cannot be deleted. Deactivate it instead.",
    );
    expect(await t.database.db.select().from(suppliers)).toHaveLength(1);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it("answers 404 for an unknown supplier", async () => {
    const response = await send(t.app, "DELETE", "/api/admin/supplier/9999", {
      cookie: await admin(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("a helper's supplier", () => {
  const helper = {
    name: "Siti Rahayu",
    country: "Indonesia",
    DOB: "1992-04-03",
    Religion: "Muslim",
  };

  it("is the existing supplier the form names, in any case", async () => {
    const cookie = await admin();
    const { id } = (
      await send(t.app, "POST", "/api/admin/supplier", { cookie, body: MANILA })
    ).json();
    const response = await send(t.app, "POST", "/api/admin/maid", {
      cookie,
      body: { ...helper, supplier: MANILA.companyName.toLowerCase() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ supplier: MANILA.companyName, supplierId: id });
    expect((await list(cookie)).json()[0].maidsCount).toBe(1);
  });

  it("is added when the form names a new one, as the original's free-text field does", async () => {
    const cookie = await admin();
    const response = await send(t.app, "POST", "/api/admin/maid", {
      cookie,
      body: { ...helper, supplier: "  Surabaya Sejahtera  " },
    });
    expect(response.statusCode).toBe(201);
    const [supplier] = (await list(cookie)).json();
    expect(supplier).toMatchObject({ companyName: "Surabaya Sejahtera", status: "active" });
    expect(response.json().supplierId).toBe(supplier.id);
  });

  it("is added once when two helper forms name the same new one at the same time", async () => {
    const cookie = await admin();
    const responses = await Promise.all(
      ["Ani", "Budi", "Citra", "Dewi"].map((name) =>
        send(t.app, "POST", "/api/admin/maid", {
          cookie,
          body: { ...helper, name, supplier: "Jakarta Jaya" },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const listed = (await list(cookie)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ companyName: "Jakarta Jaya", maidsCount: 4 });
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "supplier.create"));
    expect(created).toHaveLength(1);
  });
});
