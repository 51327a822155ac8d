import { sameOrigin, signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Two administrators editing one helper: the second save, made on the version the dialog
 * loaded, is refused; the dialog says so, names the tab that changed, and loads theirs on
 * request, after which a save goes through.
 */
test("an edit made while someone else saved her says so and loads their version", async ({
  page,
  admin,
  baseURL,
  isMobile,
}, testInfo) => {
  await signInAsAdministrator(page, admin);
  const headers = sameOrigin(baseURL);
  const name = `Nora Conflict ${testInfo.project.name} ${Date.now() % 1_000_000}`;
  const form = {
    name,
    country: "Philippines",
    DOB: "1991-04-12",
    Religion: "Catholic",
    salary: 650,
    isActive: false,
  };
  const created = await page.request.post("/api/admin/maid", { headers, data: form });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await page.goto("/admin");
    await page.getByLabel("Search helpers").fill(name);
    if (isMobile) {
      await page
        .getByRole("article", { name: new RegExp(name) })
        .getByRole("button", { name: "View Details" })
        .click();
    } else {
      await page
        .getByRole("row", { name: new RegExp(name) })
        .getByText(name)
        .click();
    }
    const dialog = page.getByRole("dialog", { name: "Edit Maid" });
    const nameField = dialog.getByRole("textbox", { name: "Name", exact: true });
    await expect(nameField).toHaveValue(name);

    // Meanwhile a colleague raises her salary.
    const record = await (await page.request.get(`/api/admin/maid/${id}`)).json();
    const theirs = await page.request.put(`/api/admin/maid/${id}`, {
      headers,
      data: { ...record, salary: 720, expectedVersion: record.version },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);

    await nameField.fill(`${name} Edited`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    const notice = dialog.getByText(/Someone else changed her while you were editing/);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Changed meanwhile: Basic Info.");
    await page.screenshot({
      path: testInfo.outputPath(`conflict-${testInfo.project.name}.png`),
    });

    await dialog.getByRole("button", { name: "Load their version" }).click();
    await expect(nameField).toHaveValue(name);
    await expect(dialog.getByLabel(/^Salary \(\$\)/)).toHaveValue("720");
    await nameField.fill(`${name} Edited`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Maid updated successfully!")).toBeVisible();
    const saved = await (await page.request.get(`/api/admin/maid/${id}`)).json();
    expect(saved).toMatchObject({ name: `${name} Edited`, salary: 720 });
  } finally {
    await page.request.delete(`/api/admin/maids/${id}`, { headers });
  }
});
