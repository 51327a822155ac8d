import { expect, test } from "./fixtures.ts";

interface CatalogueResponse {
  maids: { id: number; name: string }[];
  total: number;
}

test.describe("catalogue", () => {
  test("shows the seeded helpers with blurred photos to an anonymous visitor", async ({
    page,
    request,
  }) => {
    const api: CatalogueResponse = await (
      await request.get("/api/catalogue/maids?page=1&limit=20")
    ).json();
    expect(api.total).toBeGreaterThanOrEqual(60);

    await page.goto("/catalogue");

    await expect(page.getByRole("heading", { name: "Available Maids" })).toBeVisible();
    await expect(page.getByText(`${api.total} helpers found`)).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(20);
    for (const maid of api.maids.slice(0, 3)) {
      await expect(page.getByRole("link", { name: maid.name })).toBeVisible();
    }

    const firstPhoto = page.getByRole("img", { name: api.maids[0]?.name });
    await expect(firstPhoto).toHaveAttribute("src", /-blurred\.webp$/);
    await expect
      .poll(() =>
        firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  });

  test("loads the next page on 'Show more'", async ({ page, request }) => {
    const { total }: CatalogueResponse = await (await request.get("/api/catalogue/maids")).json();
    await page.goto("/catalogue");
    await expect(page.getByRole("article")).toHaveCount(20);

    await page.getByRole("button", { name: "Show more" }).click();

    await expect(page.getByRole("article")).toHaveCount(40);
    await expect(page.getByText(`Showing 40 of ${total}`)).toBeVisible();
  });

  test("answers /Catalogue as well, and a deep link survives reload", async ({ page }) => {
    await page.goto("/Catalogue");
    await expect(page.getByRole("heading", { name: "Available Maids" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Available Maids" })).toBeVisible();
  });

  test("opens a helper's page from a card", async ({ page, request }) => {
    const { maids }: CatalogueResponse = await (
      await request.get("/api/catalogue/maids?limit=1")
    ).json();
    const first = maids[0];
    if (!first) throw new Error("no helpers seeded");
    await page.goto("/catalogue");
    await page.getByRole("link", { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/maid/${first.id}$`));
  });
});

test.describe("photo protection", () => {
  test("a clear photo URL answers 401 to an anonymous browser", async ({ request }) => {
    const { maids }: { maids: { imageUrl: string }[] } = await (
      await request.get("/api/catalogue/maids?limit=1")
    ).json();
    const clearUrl = maids[0]?.imageUrl.replace("-blurred", "") ?? "";
    expect((await request.get(clearUrl)).status()).toBe(401);
  });
});
