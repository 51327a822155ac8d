import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { sameOrigin, signIn, signInAsAdministrator } from "./demo-accounts.ts";
import type { Account } from "./e2e-admins.ts";
import { expect, test } from "./fixtures.ts";

const portrait = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: "#c98a5a" } })
    .png()
    .toBuffer();

/** Staff accept her profile on "Helper sign-ups", then publish her record; answers its id. */
async function acceptAndPublish(browser: Browser, admin: Account, name: string, baseURL?: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInAsAdministrator(staff, admin);
  await staff.goto("/admin/helper-profiles");
  const row = staff.getByRole("listitem").filter({ hasText: name });
  await row.getByRole("button", { name: "Review" }).click();
  const dialog = staff.getByRole("dialog", { name: `Review: ${name}` });
  await dialog.getByRole("button", { name: "Accept" }).click();
  const accepted = await dialog.getByText(/^Accepted\. Her record ID \d+/).textContent();
  const helperId = Number(/ID (\d+)/.exec(accepted ?? "")?.[1]);
  // Publishing is the helper form's "Active"; its API is what the form sends.
  const record = await (await staff.request.get(`/api/admin/maid/${helperId}`)).json();
  const published = await staff.request.put(`/api/admin/maid/${helperId}`, {
    data: { ...record, isActive: true },
    headers: sameOrigin(baseURL),
  });
  expect(published.status()).toBe(200);
  await context.close();
  return helperId;
}

test("a helper signs up, fills her profile in Bahasa Indonesia and sends it; staff accept and publish it; she agrees to an interview", async ({
  page,
  browser,
  admin,
  customer,
  baseURL,
}) => {
  const name = `Sari Wulandari ${Date.now() % 100_000}`;
  await page.goto("/signup");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(`sari.${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("Melati-2026x");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Melati-2026x");
  await page.getByRole("radio", { name: /Helper/ }).check();
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/helper$/);

  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByRole("option", { name: "Bahasa Indonesia" }).click();
  await expect(page.getByRole("heading", { name: "Akun saya", level: 1 })).toBeVisible();
  // The switch shows what the agency recorded: it turns on once her consent is saved.
  const consent = page.getByRole("switch", { name: "Tampilkan profil saya kepada keluarga" });
  await consent.click();
  await expect(consent).toBeChecked();
  await expect(page.getByText(/^Anda setuju pada /)).toBeVisible();

  await page.getByRole("tab", { name: "Profil saya" }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "saya.png",
    mimeType: "image/png",
    buffer: await portrait(),
  });
  await expect(page.getByRole("button", { name: "Ganti foto saya" })).toBeVisible();
  const choose = async (label: string, option: string) => {
    await page.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  };
  await choose("Negara", "Indonesia");
  await page.getByLabel("Tanggal lahir").fill("1994-03-12");
  await choose("Status pernikahan", "Lajang");
  await choose("Agama", "Islam");
  await choose("Pendidikan", "SMP");
  await page
    .getByRole("group", { name: "Bahasa yang saya kuasai" })
    .getByLabel("Bahasa Indonesia")
    .check();
  await page.getByRole("group", { name: "Yang bisa saya kerjakan" }).getByLabel("Memasak").check();
  await expect(page.getByRole("status").filter({ hasText: "Tersimpan" })).toBeVisible();
  await page.getByRole("button", { name: "Kirim ke agen" }).click();
  await expect(page.getByText("Profil Anda sudah dikirim. Agen akan memeriksanya.")).toBeVisible();

  const helperId = await acceptAndPublish(browser, admin, name, baseURL);

  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await signIn(family, customer);
  await expect(family).toHaveURL(/\/catalogue$/);
  await family.goto(`/maid/${helperId}`);
  await family.getByRole("button", { name: "Request Interview" }).click();
  await expect(family.getByRole("button", { name: /Interview requested/ })).toBeVisible();
  await familyContext.close();

  await page.goto("/helper/interviews");
  await expect(page.getByText(`Keluarga: ${customer.name.split(" ")[0]}`)).toBeVisible();
  await page.getByRole("button", { name: "Ya, saya setuju" }).click();
  await expect(page.getByText("Anda setuju dengan wawancara ini.")).toBeVisible();
  await page.goto("/helper");
  await expect(page.getByText("Keluarga dapat melihat profil Anda.")).toBeVisible();
});
