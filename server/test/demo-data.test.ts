import { CATALOGUE_COUNTRIES, EXPERIENCE_TYPES, SKILLS } from "@maids/contract/enums.ts";
import { createStaffBodySchema } from "@maids/contract/staff.ts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../src/auth/password.ts";
import { DEMO_ACCOUNTS, DEMO_STAFF } from "../src/demo/demo-accounts.ts";
import { loadDemoData } from "../src/demo/load-demo-data.ts";
import { useTestApp } from "./support/test-app.ts";
import { selectRows } from "./support/test-database.ts";

const t = useTestApp();

const countRows = async (table: string) =>
  (
    await selectRows<{ n: number }>(t.database, sql.raw(`select count(*)::int as n from ${table}`))
  )[0]?.n;

describe("demo data", () => {
  it("loads helpers with portraits and demo accounts once; a second load changes nothing", async () => {
    const first = await loadDemoData(t.database.db, t.storage);
    expect(first.loaded).toBe(true);
    expect(first.helpers).toBeGreaterThanOrEqual(60);

    const counts = {
      maids: await countRows("maids"),
      details: await countRows("maid_details"),
      employment: await countRows("employment_entries"),
      users: await countRows("users"),
    };
    expect(counts.maids).toBe(first.helpers);
    expect(counts.details).toBe(first.helpers);
    expect(counts.employment).toBeGreaterThan(0);
    expect(counts.users).toBe(Object.keys(DEMO_ACCOUNTS).length);

    const second = await loadDemoData(t.database.db, t.storage);
    expect(second).toEqual({ loaded: false, helpers: 0 });
    expect({
      maids: await countRows("maids"),
      details: await countRows("maid_details"),
      employment: await countRows("employment_entries"),
      users: await countRows("users"),
    }).toEqual(counts);

    // Portraits went through the photo pipeline: every helper's photo is served.
    const { maids, total } = (await t.app.inject({ url: "/api/catalogue/maids?limit=100" })).json();
    expect(total).toBe(first.helpers - 2);
    for (const maid of maids) {
      expect(maid.imageUrl).toMatch(/^\/api\/images\/[a-f0-9-]{36}\/card-blurred\.webp$/);
    }
    const photo = await t.app.inject({ url: maids[0].imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: "webp" });

    // The catalogue filters (docs/product.md#catalogue) have something to find.
    const covered = (column: string) =>
      selectRows<{ value: string }>(
        t.database,
        sql.raw(`select distinct unnest(${column}) as value from maids`),
      ).then((rows) => rows.map((row) => row.value));
    expect(await covered("skills")).toEqual(expect.arrayContaining([...SKILLS]));
    expect(await covered("types")).toEqual(expect.arrayContaining([...EXPERIENCE_TYPES]));
    expect(await covered("array[country]")).toEqual(
      expect.arrayContaining([...CATALOGUE_COUNTRIES]),
    );
  }, 120_000);

  it("creates the demo accounts with their printed passwords and roles", async () => {
    await loadDemoData(t.database.db, t.storage);
    const accounts = await selectRows<{
      email: string;
      role: string;
      password_hash: string;
      ea_registration_number: string;
      phone: string;
    }>(
      t.database,
      sql`select email, role, password_hash, ea_registration_number, phone from users order by email`,
    );
    expect(accounts.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: DEMO_ACCOUNTS.admin.email, role: "admin" },
      { email: DEMO_ACCOUNTS.customer.email, role: "customer" },
      { email: DEMO_ACCOUNTS.faizal.email, role: "admin" },
      { email: DEMO_ACCOUNTS.jolene.email, role: "admin" },
    ]);
    for (const staff of DEMO_STAFF) {
      const stored = accounts.find((account) => account.email === staff.email);
      expect(createStaffBodySchema.parse({ ...staff })).toMatchObject({
        eaRegistrationNumber: stored?.ea_registration_number,
        phone: stored?.phone,
      });
      expect(await verifyPassword(stored?.password_hash ?? "", staff.password)).toBe(true);
    }
    const admin = accounts.find((account) => account.email === DEMO_ACCOUNTS.admin.email);
    expect(await verifyPassword(admin?.password_hash ?? "", DEMO_ACCOUNTS.admin.password)).toBe(
      true,
    );
    expect(await verifyPassword(admin?.password_hash ?? "", "wrong password")).toBe(false);
  }, 120_000);
});
