import { customerEntry } from "./admin-entries.ts";
import { signIn, signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

test.describe("placement cases", () => {
  test("staff open a case for a family, move it on, and the family sees the step done", async ({
    page,
    browser,
    admin,
    customer,
    isMobile,
  }) => {
    await signInAsAdministrator(page, admin);
    await page.goto("/userManagement");
    await page
      .getByRole("button", { name: /^View Details for / })
      .first()
      .waitFor();
    await customerEntry(page, isMobile, customer.email)
      .getByRole("button", { name: /View Details/ })
      .click();
    await page.getByRole("button", { name: "Open placement case" }).click();
    await expect(page).toHaveURL(/\/admin\/placements\/\d+$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^PL-\d{4}-\d+$/);
    const reference = (await heading.textContent()) ?? "";
    await expect(page.getByText(customer.email)).toBeVisible();

    // The only moves from an enquiry: on to interviewing, or cancel.
    const actions = page.getByRole("region", { name: "Next steps" }).getByRole("button");
    await expect(actions).toHaveText(["Interviewing", "Cancelled"]);
    await actions.filter({ hasText: "Interviewing" }).click();
    const dialog = page.getByRole("dialog", { name: 'Move to "Interviewing"' });
    await dialog.getByLabel("Note (optional)").fill("Video interviews on Saturday");
    await dialog.getByRole("button", { name: "Move" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText(
      "Video interviews on Saturday",
    );

    // The administrator's own cases on the dashboard's board, in the stage's column.
    await page.goto("/admin/dashboard");
    await expect(
      page.getByRole("region", { name: /^Interviewing/ }).getByRole("link", { name: reference }),
    ).toBeVisible();

    const family = await browser.newPage();
    await signIn(family, customer);
    await expect(family).toHaveURL(/\/catalogue$/);
    await family.goto("/my-hiring");
    const hiring = family.getByRole("article", { name: `Case ${reference}` });
    await expect(hiring.getByText("Interviews arranged (Done)")).toBeVisible();
    await expect(hiring).not.toContainText("Video interviews on Saturday");
    await expect(hiring).not.toContainText("Interviewing");
    await family.close();
  });
});
