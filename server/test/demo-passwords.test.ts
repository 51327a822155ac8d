import { describe, expect, it } from "vitest";
import { accountsWithDemoPasswords } from "../src/auth/published-passwords.ts";
import { DEMO_ACCOUNTS } from "../src/demo/demo-accounts.ts";
import { createAccount } from "./support/factories.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

describe("accounts with a published demo password", () => {
  it("finds the demo accounts and an administrator given a demo password", async () => {
    await createAccount(t.database.db, {
      role: "admin",
      email: DEMO_ACCOUNTS.admin.email.toUpperCase(),
      password: DEMO_ACCOUNTS.admin.password,
    });
    await createAccount(t.database.db, {
      email: DEMO_ACCOUNTS.customer.email,
      password: DEMO_ACCOUNTS.customer.password,
    });
    await createAccount(t.database.db, {
      role: "admin",
      email: "ops@agency.sg",
      password: DEMO_ACCOUNTS.customer.password,
    });
    const found = await accountsWithDemoPasswords(t.database.db, Object.values(DEMO_ACCOUNTS));
    expect(found.map((email) => email.toLowerCase()).sort()).toEqual([
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.customer.email,
      "ops@agency.sg",
    ]);
  });

  it("finds none once the demo accounts have new passwords", async () => {
    await createAccount(t.database.db, {
      role: "admin",
      email: DEMO_ACCOUNTS.admin.email,
      password: "Harbour7view",
    });
    await createAccount(t.database.db, { role: "admin", email: "ops@agency.sg" });
    expect(await accountsWithDemoPasswords(t.database.db, Object.values(DEMO_ACCOUNTS))).toEqual(
      [],
    );
  });
});
