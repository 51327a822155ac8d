import type { Locator, Page } from "@playwright/test";
import { submitSignIn } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

interface CatalogueResponse {
  maids: { id: number; name: string }[];
  total: number;
}

/** A returning visitor, who has seen the welcome dialog already. */
async function skipWelcome(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("welcomeSeen", "true"));
}

test.describe("catalogue", () => {
  test.beforeEach(async ({ page }) => skipWelcome(page));

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
    await expect(page.getByText(`${api.total} helpers found`).first()).toBeVisible();
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

  test("loads the next page of 20 as the visitor scrolls to the end", async ({ page, request }) => {
    const { total }: CatalogueResponse = await (await request.get("/api/catalogue/maids")).json();
    await page.goto("/catalogue");
    await expect(page.getByRole("article")).toHaveCount(20);
    await expect(page.getByRole("button", { name: "Show more" })).toBeVisible();

    await page.getByRole("article").last().scrollIntoViewIfNeeded();

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

test.describe("filters", () => {
  test.beforeEach(async ({ page }) => skipWelcome(page));

  test("filter on the server, kept in the address through reload and Back", async ({
    page,
    request,
    isMobile,
  }) => {
    const indonesia: CatalogueResponse = await (
      await request.get("/api/catalogue/maids?country=Indonesia")
    ).json();
    const both: CatalogueResponse = await (
      await request.get("/api/catalogue/maids?country=Indonesia&skills=Cooking")
    ).json();
    await page.goto("/catalogue");
    await expect(page.getByRole("article").first()).toBeVisible();

    const filters = await openFilters(page, isMobile);
    await tick(filters.getByRole("checkbox", { name: "Indonesia" }));
    await expect(page).toHaveURL(/\?country=Indonesia$/);
    await tick(filters.getByRole("checkbox", { name: "Cooking" }));
    await expect(page).toHaveURL(/country=Indonesia&skills=Cooking$/);
    await closeFilters(page, isMobile);

    await expect(page.getByText(`${both.total} helpers found`).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(`${both.total} helpers found`).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?country=Indonesia$/);
    await expect(page.getByText(`${indonesia.total} helpers found`).first()).toBeVisible();
  });
});

/** Ticks are kept in the address, so the box shows ticked once the page has navigated. */
async function tick(checkbox: Locator) {
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

async function openFilters(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole("complementary");
  await page.getByRole("button", { name: /^Filters/ }).click();
  return page.getByRole("dialog");
}

async function closeFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: /^Show \d+ helpers?$/ }).click();
}

test.describe("a family's visit", () => {
  test("welcome, filter, profile, sign in, clear photos, shortlist", async ({
    page,
    request,
    isMobile,
    customer,
  }) => {
    const country = "Philippines";
    const { maids }: CatalogueResponse = await (
      await request.get(`/api/catalogue/maids?country=${country}&limit=1`)
    ).json();
    const helper = maids[0];
    if (!helper) throw new Error(`no helper from ${country}`);

    await page.goto("/catalogue");
    const welcome = page.getByRole("dialog", { name: "Welcome to Maid Catalogue" });
    await expect(welcome).toBeVisible();
    await welcome.getByRole("button", { name: "Continue Browsing" }).click();
    await expect(welcome).toBeHidden();

    const filters = await openFilters(page, isMobile);
    await tick(filters.getByRole("checkbox", { name: country }));
    await closeFilters(page, isMobile);
    await expect(page).toHaveURL(new RegExp(`country=${country}$`));

    await page.getByRole("link", { name: helper.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/maid/${helper.id}$`));
    await expect(page.getByRole("heading", { name: helper.name, level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: helper.name, exact: true })).toHaveAttribute(
      "src",
      /-blurred\.webp$/,
    );
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeHidden();

    await page.getByRole("button", { name: "Login to View Full Profile" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, customer);

    await expect(page).toHaveURL(new RegExp(`/maid/${helper.id}$`));
    const photo = page.getByRole("img", { name: helper.name, exact: true });
    await expect(photo).toHaveAttribute("src", /\/card\.webp$/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();

    const shortlist = page.getByRole("button", { name: `Add ${helper.name} to shortlist` });
    await shortlist.click();
    await expect(
      page.getByRole("button", { name: `Remove ${helper.name} from shortlist` }),
    ).toBeVisible();

    await page.goto("/shortlisted");
    await expect(
      page.getByRole("heading", { name: "My Shortlisted Maids", level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: helper.name, exact: true })).toBeVisible();

    // Taking her off the shortlist empties it again.
    await page.getByRole("button", { name: `Remove ${helper.name} from shortlist` }).click();
    await expect(page.getByRole("link", { name: helper.name, exact: true })).toBeHidden();
  });
});
