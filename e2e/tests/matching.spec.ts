import { signIn } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

test.describe("a family's requirements and the helpers who fit", () => {
  test("filled in on the profile, saved as it goes, then ranked with reasons on /Recommend and in the catalogue", async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    await expect(page).toHaveURL(/\/catalogue$/);
    await page.goto("/Recommend");
    await page.getByRole("link", { name: "Fill in your requirements" }).click();
    await expect(page).toHaveURL(/\/profile#requirements$/);

    const form = page.getByRole("region", { name: "What your family needs" });
    await form.getByRole("button", { name: "Add a child" }).click();
    await form.getByRole("spinbutton", { name: "Age of child 1" }).fill("2");
    await form.getByRole("group", { name: "Duties" }).getByLabel("Cooking").check();
    await form.getByRole("group", { name: "Pets" }).getByLabel("Dogs").check();
    await form.getByRole("spinbutton", { name: "Salary up to ($ a month)" }).fill("800");
    await form.getByRole("group", { name: "Must-haves" }).getByLabel("Salary").check();
    await expect(form.getByRole("status")).toHaveText("Saved");

    // An impossible value is refused on its field and not saved.
    await form.getByRole("spinbutton", { name: "Age of child 1" }).fill("-1");
    await expect(form.getByText(/A child's age must be a whole number/)).toBeVisible();
    await form.getByRole("spinbutton", { name: "Age of child 1" }).fill("2");

    await form.getByRole("link", { name: "See helpers who fit" }).click();
    await expect(page).toHaveURL(/\/Recommend$/);
    const fits = page.getByRole("list", { name: "Helpers who fit your needs" });
    const first = fits.locator(":scope > li").first();
    // Her card's top three reasons put the household's care first; "Why" lists every one,
    // the salary within the budget just saved among them.
    await expect(first.getByRole("img", { name: "Met" }).first()).toBeVisible();
    await first.getByRole("button", { name: /^Why/ }).click();
    const why = page.getByRole("dialog", { name: /^How .+ fits your needs$/ });
    await expect(why.getByText(/^Salary \$[\d,]+, within your \$800$/)).toBeVisible();
    await expect(why.getByText("Must-have", { exact: true })).toBeVisible();
    for (const criterion of ["Salary", "Childcare", "Cooking", "Pets"]) {
      await expect(why.getByText(criterion, { exact: true })).toBeVisible();
    }
    await why.getByRole("button", { name: "Close" }).click();

    // The saved requirements are still there after a reload.
    await page.goto("/profile");
    await expect(page.getByRole("spinbutton", { name: "Salary up to ($ a month)" })).toHaveValue(
      "800",
    );

    await page.goto("/catalogue");
    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Best fit for your needs" }).click();
    await expect(page).toHaveURL(/sort=bestFit/);
    await expect(
      page
        .getByRole("list", { name: "Available Maids" })
        .getByText(/within your \$800$/)
        .first(),
    ).toBeVisible();
  });
});
