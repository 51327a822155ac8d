import { expect, test } from "./fixtures.ts";

test.describe("home page", () => {
  test("shows the hero and the top helpers from the server", async ({ page, request }) => {
    const topHelpers: { name: string }[] = await (
      await request.get("/api/catalogue/top-maids")
    ).json();
    expect(topHelpers.length).toBeGreaterThan(0);

    await page.goto("/");

    await expect(page).toHaveTitle(/HomeHelp SG/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("no service fee");
    await expect(page.getByRole("heading", { name: "Top helpers" })).toBeVisible();
    await expect(page.getByRole("link", { name: topHelpers[0]?.name })).toBeAttached();
  });

  test("'FIND A HELPER' leads to the catalogue", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /FIND A HELPER/i })
      .click();
    await expect(page).toHaveURL(/\/catalogue$/i);
    // A first visit: the catalogue greets the visitor.
    await page.getByRole("button", { name: "Continue Browsing" }).click();
    await expect(page.getByRole("heading", { name: "Available Maids" })).toBeVisible();
  });
});

test.describe("unknown addresses", () => {
  test("an unknown page shows the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown API path answers JSON 404, never the web app", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });
});
