import type { Page } from "@playwright/test";
import { openCaseFor } from "./cases.ts";
import { signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/** A staff member in the Settings list: a table row on a desktop, a card on a phone. */
function staffEntry(page: Page, isMobile: boolean, name: string) {
  return isMobile
    ? page.getByRole("listitem", { name })
    : page.getByRole("row", { name: new RegExp(name) });
}

async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Open admin menu" }).click();
  return page.getByRole("navigation", { name: "Admin menu" });
}

test("the owner adds a case officer, who may not manage staff or delete helpers, then deactivates her", async ({
  page,
  browser,
  admin,
  isMobile,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${testInfo.parallelIndex}-${Date.now()}`;
  const officer = {
    name: `Nur Officer ${Date.now() % 100_000}`,
    email: `officer-${stamp}@example.com`,
    password: "Harbour7view",
  };

  await signInAsAdministrator(page, admin);
  await page.goto("/admin/settings");
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText(
    "EA personnel (case officer)",
  );
  await dialog.getByLabel("Name", { exact: false }).fill(officer.name);
  await dialog.getByLabel("Email", { exact: false }).fill(officer.email);
  await dialog.getByLabel("Password", { exact: false }).fill(officer.password);
  await dialog.getByLabel("EA registration number", { exact: false }).fill("R2609001K");
  await dialog.getByLabel("Mobile (WhatsApp)", { exact: false }).fill("9123 4567");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(staffEntry(page, isMobile, officer.name)).toContainText(
    "EA personnel (case officer)",
  );

  // She signs in on her own device: no Settings, no audit trail, no helper she may delete.
  const herContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const her = await herContext.newPage();
  await signInAsAdministrator(her, officer);
  const menu = await openMenu(her, isMobile);
  await expect(menu.getByRole("link", { name: "Maid Management" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
  if (isMobile) await her.keyboard.press("Escape");
  await expect(
    her.getByRole("button", { name: /^Open placement case for / }).first(),
  ).toBeVisible();
  await expect(her.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await her.goto("/admin/settings");
  await expect(her.getByRole("status")).toHaveText(
    "Your role (EA personnel (case officer)) does not include this screen. Ask the agency's owner if you need it.",
  );

  // The owner deactivates her; her next click lands on the sign-in page.
  await staffEntry(page, isMobile, officer.name)
    .getByRole("button", { name: `Deactivate ${officer.name}` })
    .click();
  const confirm = page.getByRole("dialog", { name: `Deactivate ${officer.name}?` });
  // New enquiries go to the least busy staff: other tests' may have reached her meanwhile.
  await confirm.getByRole("combobox", { name: "Pass their open cases to" }).click();
  await page.getByRole("option", { name: admin.name, exact: true }).click();
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(confirm).toBeHidden();
  await expect(staffEntry(page, isMobile, officer.name)).toContainText("Deactivated");

  await (await openMenu(her, isMobile)).getByRole("link", { name: "Dashboard" }).click();
  await expect(her).toHaveURL(/\/system-access$/);
  await her.getByLabel("Email", { exact: true }).fill(officer.email);
  await her.getByLabel("Password", { exact: true }).fill(officer.password);
  await her.getByRole("button", { name: "Access System" }).click();
  await expect(
    her.getByText("This staff account has been deactivated.", { exact: false }),
  ).toBeVisible();
  await herContext.close();
});

test("the audit trail opens filtered to one case from the case's page", async ({
  page,
  admin,
  customer,
  isMobile,
}) => {
  await signInAsAdministrator(page, admin);
  const { id, reference } = await openCaseFor(page, customer.email);
  await page.goto(`/admin/placements/${id}`);
  await page.getByRole("link", { name: "Audit trail of this case" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/audit\\?recordType=placement_case&recordId=${id}$`),
  );
  await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();
  await expect(page.getByText(`Only case ${reference}`)).toBeVisible();
  const entries = page.getByRole(isMobile ? "list" : "table", { name: "Audit trail" });
  await expect(entries).toContainText("Opened the case");
  await expect(entries).toContainText(reference);
  await expect(entries).toContainText(admin.name);
});
