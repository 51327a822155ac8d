import type { Page } from "@playwright/test";
import { signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/** A staff member in the list: a table row on a desktop, a card in a list item on a phone. */
function staffEntry(page: Page, isMobile: boolean, name: string) {
  return isMobile
    ? page.getByRole("listitem", { name })
    : page.getByRole("row", { name: new RegExp(name) });
}

test("an administrator adds a staff member on Settings, who then signs in, and edits them", async ({
  page,
  admin,
  isMobile,
}, testInfo) => {
  const email = `staff-${testInfo.project.name}-${testInfo.parallelIndex}-${Date.now()}@example.com`;
  const name = `Jolene ${testInfo.project.name} ${Date.now() % 100_000}`;
  await signInAsAdministrator(page, admin);

  if (isMobile) await page.getByRole("button", { name: "Open admin menu" }).click();
  await page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { name: "Agency details" })).toBeVisible();

  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  await dialog.getByLabel("Name", { exact: false }).fill(name);
  await dialog.getByLabel("Email", { exact: false }).fill(email);
  await dialog.getByLabel("Password", { exact: false }).fill("Harbour7view");
  await dialog.getByLabel("EA registration number", { exact: false }).fill("1234567A");
  await dialog.getByLabel("Mobile (WhatsApp)", { exact: false }).fill("9123 4567");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("EA registration number must look like R1234567A")).toBeVisible();

  await dialog.getByLabel("EA registration number", { exact: false }).fill("r1234567a");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const entry = staffEntry(page, isMobile, name);
  await expect(entry).toContainText("R1234567A");
  await expect(entry).toContainText("+65 9123 4567");

  await entry.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit staff member" });
  await edit.getByLabel("Mobile (WhatsApp)", { exact: false }).fill("+65 8123 4567");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(staffEntry(page, isMobile, name)).toContainText("+65 8123 4567");

  await page.context().clearCookies();
  await signInAsAdministrator(page, { email, password: "Harbour7view" });
});
