import type { Page } from "@playwright/test";
import { expect, test, testWithoutConsoleCheck } from "./fixtures.ts";

type TopHelper = { id: number; name: string };

const HELPERS_PER_PAGE = 3;
const TESTIMONIALS = 5;

async function topHelpersFromApi(page: Page): Promise<TopHelper[]> {
  const helpers: TopHelper[] = await (await page.request.get("/api/catalogue/top-maids")).json();
  expect(helpers.length).toBeGreaterThan(HELPERS_PER_PAGE);
  return helpers;
}

const topHelpersList = (page: Page) => page.getByRole("list", { name: "Top helpers" });
const shownHelperNames = (page: Page) =>
  topHelpersList(page).getByRole("article").getByRole("heading").allTextContents();

test.describe("home page", () => {
  test("shows the hero, the agency's promises and the top helpers from the server", async ({
    page,
  }) => {
    const helpers = await topHelpersFromApi(page);

    await page.goto("/");

    await expect(page).toHaveTitle(/HomeHelp SG/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /no service fee/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("no service fee");
    await expect(page.getByText("The most affordable maid agency in Singapore")).toBeVisible();
    for (const section of [
      "What employers tell us",
      "Why we started an agency without a service fee",
      "Three things you can count on",
      "Hire your helper in four steps",
      "Top helpers",
      "Frequently Asked Questions",
    ]) {
      await expect(page.getByRole("heading", { name: section, level: 2 })).toBeAttached();
    }
    await expect(page.getByRole("link", { name: helpers[0]?.name })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText("EA Licence No.");
  });

  test("'FIND A HELPER' leads to the catalogue", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /FIND A HELPER/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/catalogue$/i);
    // A first visit: the catalogue greets the visitor.
    await page.getByRole("button", { name: "Continue Browsing" }).click();
    await expect(page.getByRole("heading", { name: "Available Maids" })).toBeVisible();
  });

  test("the testimonials step forward and back, wrap around and say 'N of M'", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "What employers tell us" });
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    const previous = carousel.getByRole("button", { name: "Previous testimonial" });
    const currentSlide = carousel.getByRole("group", { name: /^\d of \d$/ });
    await next.scrollIntoViewIfNeeded();

    await expect(carousel.getByText(`1 of ${TESTIMONIALS}`)).toBeVisible();
    const firstQuote = await currentSlide.locator("blockquote").textContent();

    await next.click();
    await expect(carousel.getByText(`2 of ${TESTIMONIALS}`)).toBeVisible();
    await expect(currentSlide).toHaveAccessibleName(`2 of ${TESTIMONIALS}`);
    await expect(currentSlide.locator("blockquote")).not.toHaveText(firstQuote ?? "");

    await previous.click();
    await previous.click();
    await expect(carousel.getByText(`${TESTIMONIALS} of ${TESTIMONIALS}`)).toBeVisible();

    await next.click();
    await expect(carousel.getByText(`1 of ${TESTIMONIALS}`)).toBeVisible();
    await expect(currentSlide.locator("blockquote")).toHaveText(firstQuote ?? "");

    // The keyboard turns the pages too.
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByText(`2 of ${TESTIMONIALS}`)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(carousel.getByText(`3 of ${TESTIMONIALS}`)).toBeVisible();
  });

  test("the top helpers come three at a time, step, wrap around and say 'N of M'", async ({
    page,
  }) => {
    const helpers = await topHelpersFromApi(page);
    const pages = Math.ceil(helpers.length / HELPERS_PER_PAGE);
    const names = (index: number) =>
      helpers.slice(index * HELPERS_PER_PAGE, (index + 1) * HELPERS_PER_PAGE).map((h) => h.name);

    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Top helpers" });
    const next = carousel.getByRole("button", { name: "Next helpers" });
    await next.scrollIntoViewIfNeeded();

    await expect(carousel.getByText(`1 of ${pages}`)).toBeVisible();
    expect(await shownHelperNames(page)).toEqual(names(0));
    await expect(
      carousel.getByText("total salary = basic salary + off day compensation"),
    ).toBeVisible();
    await expect(
      carousel.getByText(/Language rating: (\d+(\.\d)?\/10|N\/A)/).first(),
    ).toBeVisible();
    const firstPhoto = carousel.getByRole("img", { name: helpers[0]?.name });
    await expect(firstPhoto).toHaveAttribute("data-blurred", "true");
    await expect(firstPhoto).toHaveCSS("filter", "blur(8px)");

    await next.click();
    await expect(carousel.getByText(`2 of ${pages}`)).toBeVisible();
    await expect.poll(() => shownHelperNames(page)).toEqual(names(1));

    await carousel.getByRole("button", { name: "Previous helpers" }).click();
    await carousel.getByRole("button", { name: "Previous helpers" }).click();
    await expect(carousel.getByText(`${pages} of ${pages}`)).toBeVisible();
    await expect.poll(() => shownHelperNames(page)).toEqual(names(pages - 1));

    await next.click();
    await expect(carousel.getByText(`1 of ${pages}`)).toBeVisible();
    await expect.poll(() => shownHelperNames(page)).toEqual(names(0));
  });

  test("the FAQ keeps one question open per column", async ({ page }) => {
    await page.goto("/");
    const left = page.getByRole("list", { name: "General questions" });
    const right = page.getByRole("list", { name: "Rules and situations" });
    await expect(left.getByRole("button")).toHaveCount(8);
    await expect(right.getByRole("button")).toHaveCount(7);
    const expandedIn = (column: typeof left) =>
      column.getByRole("button", { expanded: true }).allTextContents();

    await left.getByRole("button", { name: "Do you really charge no agency fee?" }).click();
    await expect(page.getByText("We do not charge employers a service fee.")).toBeVisible();
    await right
      .getByRole("button", { name: "Do I need to furnish a $5,000 security bond?" })
      .click();
    await expect.poll(() => expandedIn(left)).toEqual(["Do you really charge no agency fee?"]);
    await expect
      .poll(() => expandedIn(right))
      .toEqual(["Do I need to furnish a $5,000 security bond?"]);

    await left.getByRole("button", { name: "How many rest days is a helper entitled to?" }).click();
    await expect
      .poll(() => expandedIn(left))
      .toEqual(["How many rest days is a helper entitled to?"]);
    await expect(page.getByText("We do not charge employers a service fee.")).toBeHidden();
    await expect
      .poll(() => expandedIn(right))
      .toEqual(["Do I need to furnish a $5,000 security bond?"]);

    // From the keyboard: Enter opens the focused question and closes the other one.
    await right.getByRole("button", { name: "Who can hire a helper in Singapore?" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expandedIn(right)).toEqual(["Who can hire a helper in Singapore?"]);
  });
});

/**
 * The failure state needs the server to fail; Chromium logs the 500 the test provokes, so this
 * test checks the console itself and lets only that error through.
 */
testWithoutConsoleCheck(
  "the top helpers say when they cannot be loaded, and Try Again reloads",
  async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      const provoked = message.location().url.includes("/api/catalogue/top-maids");
      if (message.type() === "error" && !provoked && !/status of 401/.test(message.text())) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route("**/api/catalogue/top-maids", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 500,
          error: "Internal Server Error",
          code: "internal",
          message: "Boom",
        }),
      }),
    );

    await page.goto("/");

    const carousel = page.getByRole("region", { name: "Top helpers" });
    const alert = carousel.getByRole("alert");
    await expect(alert).toHaveText(/Failed to load helpers\. Please try again later\./);
    await expect(carousel.getByRole("list", { name: "Top helpers" })).toHaveCount(0);

    await page.unroute("**/api/catalogue/top-maids");
    await alert.getByRole("button", { name: "Try Again" }).click();

    await expect(carousel.getByRole("list", { name: "Top helpers" })).toBeVisible();
    await expect(carousel.getByRole("alert")).toHaveCount(0);
    expect(errors, "console errors").toEqual([]);
  },
);

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
