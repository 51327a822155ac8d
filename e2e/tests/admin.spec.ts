import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/** A real PNG portrait-sized photo, made on the fly. */
function photo() {
  return sharp({ create: { width: 600, height: 750, channels: 3, background: "#c98a5a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="750"><circle cx="300" cy="260" r="150" fill="#0c191b"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

async function signInAsAdmin(page: Page) {
  await page.goto("/system-access");
  await page.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Access System" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The helper the catalogue shows first (the newest), for a page with or without a session. */
async function firstCataloguePhoto(page: Page, name: string) {
  await page.goto("/catalogue");
  const photo = page.getByRole("article").first().getByRole("img", { name, exact: true });
  await expect(photo).toBeVisible();
  return photo;
}

test.describe("an administrator's day", () => {
  test("adds a helper with a photo, sees it in the catalogue, edits and deletes it", async ({
    page,
    browser,
  }) => {
    const name = `Wati Lestari ${Date.now() % 100000}`;
    await signInAsAdmin(page);

    await page.getByRole("button", { name: "Add Maid" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Maid" });
    await dialog.getByLabel("Photo file").setInputFiles({
      name: "wati.png",
      mimeType: "image/png",
      buffer: await photo(),
    });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog.getByRole("combobox", { name: "Country" }).selectOption("Indonesia");
    await dialog.getByRole("textbox", { name: "Date of birth" }).fill("1993-06-14");
    await dialog.getByRole("combobox", { name: "Religion" }).selectOption("Muslim");
    await dialog.getByRole("button", { name: "Create Maid" }).click();
    await expect(page.getByText("Maid added successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Signed out, the catalogue shows the new helper blurred; signed in, clear.
    const visitor = await browser.newPage();
    await visitor.addInitScript(() => window.localStorage.setItem("welcomeSeen", "true"));
    await expect(await firstCataloguePhoto(visitor, name)).toHaveAttribute(
      "src",
      /card-blurred\.webp$/,
    );
    await visitor.close();
    await expect(await firstCataloguePhoto(page, name)).toHaveAttribute("src", /\/card\.webp$/);

    await page.goto("/admin");
    await page.getByLabel("Search helpers").fill(name);
    await page
      .getByRole("row", { name: new RegExp(name) })
      .getByText(name)
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Maid" });
    await edit.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} Edited`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Maid updated successfully!")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${name} Edited`) })).toBeVisible();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("button", { name: `Delete ${name} Edited` }).click();
    await page
      .getByRole("dialog", { name: "Delete Maid" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Maid deleted successfully!")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("recommends two helpers to a customer, makes a link, and the customer sees them", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/userManagement");
    await page
      .getByRole("button", { name: /^View Details for / })
      .first()
      .waitFor();
    const customerRow = page.getByRole("row", { name: new RegExp(DEMO_CUSTOMER.email) });
    await customerRow.getByRole("button", { name: /View Details/ }).click();
    await page.getByRole("link", { name: "add maid" }).click();
    await expect(page).toHaveURL(/\/admin\/\d+$/);

    const rows = page.getByRole("row").filter({ has: page.getByRole("checkbox") });
    const picked: string[] = [];
    for (const index of [4, 5]) {
      const box = rows.nth(index).getByRole("checkbox");
      const label = (await box.getAttribute("aria-label")) ?? "";
      picked.push(label.replace(/^Recommend /, ""));
      await box.check();
      await expect(box).toBeChecked();
    }

    await page.getByRole("button", { name: "Select to recommend" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Recommendation link" });
    await expect(linkDialog.getByRole("textbox")).toHaveValue(/\/Recommend\?token=/);
    await linkDialog.getByRole("button", { name: "Close" }).click();

    const customer = await browser.newPage();
    await signIn(customer, DEMO_CUSTOMER);
    await expect(customer).toHaveURL(/\/catalogue$/);
    await customer.goto("/Recommend");
    for (const helper of picked) {
      await expect(customer.getByRole("link", { name: helper, exact: true })).toBeVisible();
    }
    await customer.close();
  });
});

test.describe("suppliers", () => {
  test("adds a supplier, gives a new helper to it, and is kept from deleting it", async ({
    page,
  }) => {
    const supplier = `Visayas Manpower ${Date.now() % 100000}`;
    await signInAsAdmin(page);
    await page.goto("/admin/suppliers");
    await expect(page.getByRole("heading", { name: "Suppliers", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Add supplier" }).click();
    const form = page.getByRole("dialog", { name: "Add supplier" });
    await form.getByLabel("Company name").fill(supplier);
    await form.getByLabel("Country").fill("Philippines");
    await form.getByLabel("Email").fill("desk@visayas.example.ph");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`${supplier} added.`)).toBeVisible();
    await expect(form).toBeHidden();

    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Maid" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Maid" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`Rosa ${supplier}`);
    await dialog.getByRole("combobox", { name: "Country" }).selectOption("Philippines");
    await dialog.getByRole("textbox", { name: "Date of birth" }).fill("1991-02-11");
    await dialog.getByRole("combobox", { name: "Religion" }).selectOption("Catholic");
    await dialog.getByRole("textbox", { name: "Supplier" }).fill(supplier.toUpperCase());
    // Inactive, so that she never enters the public catalogue the other tests read meanwhile.
    await dialog.getByRole("checkbox", { name: "Active" }).uncheck();
    await dialog.getByRole("button", { name: "Create Maid" }).click();
    await expect(page.getByText("Maid added successfully!")).toBeVisible();

    await page.goto("/admin/suppliers");
    await page.getByRole("searchbox", { name: "Search suppliers" }).fill(supplier);
    const row = page.getByRole("row", { name: new RegExp(supplier) });
    await expect(row.getByRole("cell").nth(2)).toHaveText("1");
    await expect(row.getByRole("button", { name: `Delete ${supplier}` })).toBeDisabled();

    // Her deletion frees the supplier, which leaves the demo data as found.
    await page.goto("/admin");
    await page.getByLabel("Search helpers").fill(`Rosa ${supplier}`);
    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("button", { name: `Delete Rosa ${supplier}` }).click();
    await page
      .getByRole("dialog", { name: "Delete Maid" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Maid deleted successfully!")).toBeVisible();
    await page.goto("/admin/suppliers");
    await page.getByRole("searchbox", { name: "Search suppliers" }).fill(supplier);
    await page.getByRole("button", { name: `Delete ${supplier}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("row", { name: new RegExp(supplier) })).toHaveCount(0);
  });
});
