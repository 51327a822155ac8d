import type { Page } from "@playwright/test";
import sharp from "sharp";
import { customerEntry, literally } from "./admin-entries.ts";
import { signIn, signInAsAdministrator } from "./demo-accounts.ts";
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

/**
 * A new helper's photo on the first page of the catalogue (newest first), for a page with or
 * without a session. Not necessarily the first card: the other project's run of this test may
 * add a helper at the same time.
 */
async function newHelperCataloguePhoto(page: Page, name: string) {
  await page.goto("/catalogue");
  const photo = page.getByRole("article").getByRole("img", { name, exact: true });
  await expect(photo).toBeVisible();
  return photo;
}

/** Opens a screen from the side menu, which phones keep in a drawer behind a button. */
async function openAdminScreen(page: Page, isMobile: boolean, screen: string) {
  if (isMobile) await page.getByRole("button", { name: "Open admin menu" }).click();
  await page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: screen })
    .click();
}

/** A helper in the list: a table row on a desktop, a card named after her on a phone. */
function helperEntry(page: Page, isMobile: boolean, name: RegExp) {
  return isMobile ? page.getByRole("article", { name }) : page.getByRole("row", { name });
}

/** A row opens the edit dialog on a click; a card has a 'View Details' button for it. */
async function openHelper(page: Page, isMobile: boolean, name: string) {
  const entry = helperEntry(page, isMobile, new RegExp(literally(name)));
  if (isMobile) await entry.getByRole("button", { name: "View Details" }).click();
  else await entry.getByText(name).click();
}

/** A supplier in the list: a table row on a desktop, a card in a list item on a phone. */
function supplierEntry(page: Page, isMobile: boolean, name: string) {
  return isMobile
    ? page.getByRole("listitem").filter({ hasText: name })
    : page.getByRole("row", { name: new RegExp(literally(name)) });
}

test.describe("an administrator's day", () => {
  test("adds a helper with a photo, sees it in the catalogue, edits and deletes it", async ({
    page,
    browser,
    admin,
    isMobile,
  }) => {
    const name = `Wati Lestari ${Date.now() % 100000}`;
    await signInAsAdministrator(page, admin);

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
    await expect(await newHelperCataloguePhoto(visitor, name)).toHaveAttribute(
      "src",
      /card-blurred\.webp$/,
    );
    await visitor.close();
    await expect(await newHelperCataloguePhoto(page, name)).toHaveAttribute("src", /\/card\.webp$/);

    await page.goto("/admin");
    await page.getByLabel("Search helpers").fill(name);
    await openHelper(page, isMobile, name);
    const edit = page.getByRole("dialog", { name: "Edit Maid" });
    await edit.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} Edited`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Maid updated successfully!")).toBeVisible();
    await expect(helperEntry(page, isMobile, new RegExp(`${name} Edited`))).toBeVisible();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("button", { name: `Delete ${name} Edited` }).click();
    await page
      .getByRole("dialog", { name: "Delete Maid" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Maid deleted successfully!")).toBeVisible();
    await expect(helperEntry(page, isMobile, new RegExp(name))).toHaveCount(0);
  });

  test("recommends two helpers to a customer, makes a link, and the customer sees them", async ({
    page,
    browser,
    admin,
    customer,
    isMobile,
  }) => {
    await signInAsAdministrator(page, admin);
    await openAdminScreen(page, isMobile, "Users Management");
    await expect(page).toHaveURL(/\/userManagement$/);
    await page
      .getByRole("button", { name: /^View Details for / })
      .first()
      .waitFor();
    const customerRow = customerEntry(page, isMobile, customer.email);
    await customerRow.getByRole("button", { name: /View Details/ }).click();
    await page.getByRole("link", { name: "add maid" }).click();
    await expect(page).toHaveURL(/\/admin\/\d+$/);

    // Each helper's tick, in the table's rows on a desktop and on the cards on a phone.
    const boxes = page.getByRole("checkbox", { name: /^Recommend / });
    const picked: string[] = [];
    for (const index of [4, 5]) {
      const label = (await boxes.nth(index).getAttribute("aria-label")) ?? "";
      picked.push(label.replace(/^Recommend /, ""));
      // By name: the other project's tests may add or remove a helper meanwhile.
      const box = page.getByRole("checkbox", { name: label, exact: true });
      await box.check();
      await expect(box).toBeChecked();
    }

    await page.getByRole("button", { name: "Select to recommend" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Recommendation link" });
    await expect(linkDialog.getByRole("textbox")).toHaveValue(/\/Recommend\?token=/);
    await linkDialog.getByRole("button", { name: "Close" }).click();

    const family = await browser.newPage();
    await signIn(family, customer);
    await expect(family).toHaveURL(/\/catalogue$/);
    await family.goto("/Recommend");
    for (const helper of picked) {
      await expect(family.getByRole("link", { name: helper, exact: true })).toBeVisible();
    }
    await family.close();
  });
});

test.describe("the helper list", () => {
  test("a page turned from the pager under the list starts at the top of the list", async ({
    page,
    admin,
  }) => {
    await signInAsAdministrator(page, admin);
    const count = page.getByText(/^Maids Count: \(\d+\)$/);
    await expect(count).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Helper pages" });
    await pager.scrollIntoViewIfNeeded();
    await expect(count).not.toBeInViewport();

    await pager.getByRole("button", { name: "Go to page 2" }).click();
    await expect(pager.getByRole("button", { name: "page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(count).toBeInViewport();
  });
});

test.describe("suppliers", () => {
  test("adds a supplier, gives a new helper to it, and is kept from deleting it", async ({
    page,
    admin,
    isMobile,
  }) => {
    const supplier = `Visayas Manpower ${Date.now() % 100000}`;
    await signInAsAdministrator(page, admin);
    await openAdminScreen(page, isMobile, "Suppliers");
    await expect(page).toHaveURL(/\/admin\/suppliers$/);
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
    const row = supplierEntry(page, isMobile, supplier);
    // The helpers column of the row; a phone's card says it in words.
    if (isMobile) await expect(row.getByText("1 helper", { exact: true })).toBeVisible();
    else await expect(row.getByRole("cell").nth(2)).toHaveText("1");
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
    await expect(supplierEntry(page, isMobile, supplier)).toHaveCount(0);
  });
});
