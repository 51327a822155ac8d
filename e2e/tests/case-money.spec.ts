import { familyOnMyHiring, openCaseFor } from "./cases.ts";
import { signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Money on a case (docs/product.md#money-on-the-case): staff apply a fee package, record the
 * deposit and see its numbered receipt; the family sees the same receipt on My hiring.
 */
test("staff apply a package and record the deposit; the family sees its receipt", async ({
  page,
  browser,
  admin,
  customer,
}, testInfo) => {
  await signInAsAdministrator(page, admin);
  const { id, reference } = await openCaseFor(page, customer.email);

  await page.goto(`/admin/placements/${id}`);
  const money = page.getByRole("region", { name: "Fees and payments" });
  await expect(money.getByText("No fees yet")).toBeVisible();
  await money.getByLabel("Package").selectOption("Standard package (new helper from overseas)");
  await money.getByRole("button", { name: "Apply package" }).click();
  const schedule = money.getByRole("table", { name: "Fees and payments" });
  await expect(schedule.getByRole("row", { name: /^Total/ })).toContainText("$1,578.00");

  await money.getByRole("button", { name: "Record payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record a payment" });
  await dialog.getByLabel("Amount received").fill("500");
  await dialog.getByLabel(/^Reference/).fill("PAYNOW-E2E");
  await dialog.getByRole("button", { name: "Record and issue receipt" }).click();
  await expect(dialog).toBeHidden();
  await expect(schedule.getByRole("row", { name: /^Balance/ })).toContainText("$1,078.00");
  const receipt = money.getByText(/^Receipt RCT-\d{4}-\d{5}$/);
  await expect(receipt).toBeVisible();
  const number = ((await receipt.textContent()) ?? "").replace("Receipt ", "");

  const { context: familyContext, card } = await familyOnMyHiring(
    browser,
    page,
    testInfo,
    customer,
    reference,
  );
  await expect(card.getByText(`Receipt ${number}`)).toBeVisible();
  await expect(card.getByText(/PayNow PAYNOW-E2E/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  await familyContext.close();
});
