import { familyOnMyHiring, openCaseFor } from "./cases.ts";
import { signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The family's file (docs/product.md#the-familys-file): the family consents and fills in its
 * particulars on its own device, each section saving as it goes; staff see them on the case,
 * the NRIC masked, and reveal it for a stated purpose.
 */
test("a family consents and fills its particulars; staff see them masked and reveal the NRIC", async ({
  page,
  browser,
  admin,
  customer,
}, testInfo) => {
  await signInAsAdministrator(page, admin);
  const { id, reference } = await openCaseFor(page, customer.email);

  // The family, on its own device (a phone in the phone project).
  const {
    context: familyContext,
    mine,
    card,
  } = await familyOnMyHiring(browser, page, testInfo, customer, reference);
  await card.getByRole("link", { name: "Your particulars for the work permit" }).click();
  await expect(mine.getByRole("heading", { name: "Your consent" })).toBeVisible();
  await expect(mine.getByText(/I consent to .* collecting, using and keeping/)).toBeVisible();
  await mine.getByRole("button", { name: "I consent" }).click();

  const employer = mine.getByRole("form", { name: "Employer" });
  await employer.getByLabel("Full name as in the NRIC").fill("Tan Mei Ling");
  await employer.getByLabel("NRIC/FIN").fill("S8765432A");
  await employer.getByLabel("Date of birth").fill("1985-04-12");
  await employer.getByLabel("Nationality").fill("Singaporean");
  await employer.getByLabel("Residential status").selectOption("Singapore citizen");
  await employer.getByLabel("Contact number").fill("9123 4567");
  await employer.getByLabel("Occupation").fill("Accountant");
  await employer.getByRole("radio", { name: "No" }).check();
  // A wrong check letter is refused with the reason, under the field.
  await expect(employer.getByText(/last letter does not match its digits/)).toBeVisible();
  await employer.getByLabel("NRIC/FIN").fill("S8765432Z");
  // Leaving the section saves it.
  await mine.getByLabel("Block and street (as in the NRIC)").click();
  await expect(employer.getByRole("status")).toHaveText("Saved");
  await expect(employer.getByText("On file: S****432Z.", { exact: false })).toBeVisible();

  const home = mine.getByRole("form", { name: "Home and income" });
  await home.getByLabel("Block and street (as in the NRIC)").fill("Blk 123 Tampines Street 11");
  await home.getByLabel("Postal code").fill("521123");
  await home.getByLabel("Housing type").selectOption("HDB 4-room flat");
  await home.getByLabel("Monthly household income (S$)").fill("9800");
  await home.getByRole("checkbox").check();
  await expect(home.getByRole("status")).toHaveText("Saved");
  await expect(mine.getByText("Everything the application needs is here.")).toBeVisible();
  await mine.reload();
  await expect(mine.getByLabel("Occupation")).toHaveValue("Accountant");
  await expect(mine.getByLabel("Postal code")).toHaveValue("521123");
  await familyContext.close();

  // Staff see it on the case, masked, and reveal the number for a stated purpose.
  await page.goto(`/admin/placements/${id}`);
  const file = page.getByRole("region", { name: "Family's file" });
  await expect(file.getByText("S****432Z")).toBeVisible();
  await expect(file.getByText("Tan Mei Ling")).toBeVisible();
  await expect(file.getByText(/Consent given .* \(online\)/)).toBeVisible();
  await expect(page.getByText("S8765432Z")).toHaveCount(0);
  await file.getByRole("button", { name: "Reveal" }).click();
  const dialog = page.getByRole("dialog", { name: "See the full NRIC/FIN" });
  await dialog.getByLabel("Purpose").fill("Work permit application on WP Online");
  await dialog.getByRole("button", { name: "Show the number" }).click();
  await expect(dialog.getByText("S8765432Z")).toBeVisible();
});
