import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/** Every script of the app reaches the browser this late, as on a slow phone line. */
const SCRIPT_DELAY_MS = 3_000;
/**
 * Until the app answers: its scripts come in a chain (the entry, its imports, the page's code,
 * its imports), each link held back SCRIPT_DELAY_MS, on a machine that may be busy.
 */
const APP_READY_MS = 40_000;

type CatalogueAnswer = { maids: { id: number; name: string; imageUrl: string | null }[] };

/** Until the app has started: `<html data-app-started>` (web/src/main.tsx). */
async function appStarted(page: Page) {
  await expect(page.locator("html[data-app-started]")).toBeAttached({ timeout: APP_READY_MS });
}

/** Holds back the app's scripts; the answer counts those the browser has received. */
async function delayScripts(page: Page): Promise<() => number> {
  let received = 0;
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
    received += 1;
  });
  return () => received;
}

async function firstHelpers(request: APIRequestContext, count: number) {
  const answer: CatalogueAnswer = await (
    await request.get(`/api/catalogue/maids?page=1&limit=${count}`)
  ).json();
  return answer.maids;
}

/**
 * The names of the helpers the server drew the page with, from the state it sent along: other
 * tests may add helpers to the catalogue between an API call of this test and the page.
 */
function helpersDrawn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names: string[] = [];
    const state = document.getElementById("first-screen-state")?.textContent ?? "null";
    JSON.parse(state, (key, value) => {
      if (key === "maids" && Array.isArray(value))
        names.push(...value.map((helper: { name: string }) => helper.name));
      return value;
    });
    return names;
  });
}

/** A returning visitor, who has seen the welcome dialog already. */
async function skipWelcome(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("welcomeSeen", "true"));
}

test.describe("pages drawn before their scripts arrive", () => {
  test("the catalogue shows its heading, helpers and photos, then works", async ({
    page,
    request,
  }) => {
    await skipWelcome(page);
    const helpers = await firstHelpers(request, 3);
    const scriptsReceived = await delayScripts(page);

    await page.goto("/catalogue", { waitUntil: "commit" });

    await expect(page.getByRole("heading", { name: "Available Maids" })).toBeVisible();
    for (const helper of helpers) {
      await expect(page.getByRole("link", { name: helper.name })).toBeVisible();
    }
    // The tab is named by the page itself, as a link preview reads it.
    await expect(page).toHaveTitle(/^Available Maids \| /);
    expect(scriptsReceived()).toBe(0);
    const firstPhoto = page.getByRole("img", { name: helpers[0]?.name });
    await expect(firstPhoto).toHaveAttribute("src", /-blurred\.webp$/);
    await expect
      .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth > 0))
      .toBe(true);

    // Once the scripts are there, the page answers: the next 20 helpers come as the visitor
    // scrolls to the end.
    await appStarted(page);
    await expect(page.getByRole("article")).toHaveCount(20);
    await page.getByRole("article").last().scrollIntoViewIfNeeded();
    await expect(page.getByRole("article")).toHaveCount(40);
    expect(scriptsReceived()).toBeGreaterThan(0);
  });

  test("the catalogue draws its first cards whole, outlines the rest and draws each near the screen", async ({
    page,
  }) => {
    await skipWelcome(page);
    await page.goto("/catalogue");
    await appStarted(page);
    const helpers = await helpersDrawn(page);
    expect(helpers).toHaveLength(20);

    // Every helper of the first page is named and linked, as a search engine or a screen
    // reader finds them; the photos, prices and buttons of the cards far down wait.
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(20);
    for (const name of helpers) {
      await expect(page.getByRole("link", { name })).toBeAttached();
    }
    // The twentieth (the next page, loaded on reaching the end, comes after it).
    const twentieth = cards.nth(19);
    await expect(twentieth.getByRole("img")).toHaveCount(0);

    await twentieth.scrollIntoViewIfNeeded();
    await expect(twentieth.getByRole("img", { name: helpers[19] })).toBeVisible();
    await expect(twentieth.getByRole("button", { name: /^Contact/ })).toBeVisible();
  });

  test("an anonymous visitor's photos are blurred in the drawn page itself", async ({
    request,
  }) => {
    const [first] = await firstHelpers(request, 1);
    const html = await (await request.get("/catalogue")).text();
    const photo = new RegExp(`<img[^>]*alt="${first?.name}"[^>]*>`).exec(html)?.[0];
    expect(photo).toMatch(/src="[^"]*-blurred\.webp"/);
    expect(photo).toMatch(/style="[^"]*filter:blur\(\d+px\)/);
    expect(html).not.toMatch(/\/card\.webp"/);
  });

  test("a new visitor is still welcomed once the scripts arrive", async ({ page }) => {
    await delayScripts(page);
    await page.goto("/catalogue", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Available Maids" })).toBeVisible();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: APP_READY_MS });
  });

  test("a signed-in family sees clear photos in the drawn pages", async ({
    page,
    request,
    customer,
  }) => {
    await signIn(page, customer);
    await expect(page).not.toHaveURL(/\/login/);
    const [first] = await firstHelpers(request, 1);
    const scriptsReceived = await delayScripts(page);

    await page.goto("/catalogue", { waitUntil: "commit" });

    const firstPhoto = page.getByRole("img", { name: first?.name });
    await expect(firstPhoto).toHaveAttribute("src", /\/card\.webp$/);
    expect(scriptsReceived()).toBe(0);

    // Her page too, with what only signed-in families see (her biodata's actions among it).
    await page.goto(`/maid/${first?.id}`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: first?.name })).toBeVisible();
    await expect(page.getByRole("img", { name: first?.name })).toHaveAttribute(
      "src",
      /\/card\.webp$/,
    );
    await expect(page.getByRole("link", { name: /WhatsApp/ }).first()).toBeVisible();
    expect(scriptsReceived()).toBe(0);
  });

  test("a helper's page shows her name and details, then works", async ({ page, request }) => {
    await skipWelcome(page);
    const [helper] = await firstHelpers(request, 1);
    if (!helper) throw new Error("no helpers seeded");
    const scriptsReceived = await delayScripts(page);

    await page.goto(`/maid/${helper.id}`, { waitUntil: "commit" });

    await expect(page.getByRole("heading", { name: helper.name })).toBeVisible();
    const contact = page.getByRole("button", { name: "Sign in to chat on WhatsApp" });
    await expect(contact).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${helper.name} \\| `));
    expect(scriptsReceived()).toBe(0);

    await appStarted(page);
    await contact.click();
    await expect(page).toHaveURL(/\/login/);
  });
});

/** A public page's code arrives in a handful of scripts (web/build/public-page-chunks.ts). */
const MAX_SCRIPTS_PER_PUBLIC_PAGE = 15;

const PUBLIC_PAGES = [
  { name: "landing page", address: () => "/" },
  { name: "catalogue", address: () => "/catalogue" },
  { name: "helper's page", address: (helperId: number) => `/maid/${helperId}` },
];

test.describe("the scripts of a public page", () => {
  for (const { name, address } of PUBLIC_PAGES) {
    test(`the ${name} loads at most ${MAX_SCRIPTS_PER_PUBLIC_PAGE} scripts`, async ({
      page,
      request,
    }) => {
      const [helper] = await firstHelpers(request, 1);
      if (!helper) throw new Error("no helpers seeded");
      const scripts: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "script") scripts.push(sent.url());
      });

      await page.goto(address(helper.id));
      await appStarted(page);
      await page.waitForLoadState("networkidle");

      expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(MAX_SCRIPTS_PER_PUBLIC_PAGE);
    });
  }
});
