import type { Locator, Page } from "@playwright/test";
import { signIn } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

const MENU = [
  { name: "Search", href: "/catalogue" },
  { name: "Shortlisted", href: "/shortlisted" },
  { name: "Pricing", href: "/" },
  { name: "Recommendation", href: "/Recommend" },
];

/** Where the navigation is: the top bar on a desktop, the drawer it opens on a phone. */
async function openNavigation(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole("banner");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.locator("#mobile-menu");
  await expect(drawer.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  return drawer;
}

async function expectMenu(navigation: Locator) {
  const menu = navigation.getByRole("navigation", { name: "Main navigation" });
  for (const { name, href } of MENU) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(navigation.getByRole("link", { name: "FIND A HELPER" })).toHaveAttribute(
    "href",
    "/Catalogue",
  );
}

test.describe("top navigation", () => {
  test("offers the menu, Sign in and Sign up to a signed-out visitor", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "About us", level: 1 })).toBeVisible();

    const navigation = await openNavigation(page, isMobile);
    await expectMenu(navigation);
    await expect(navigation.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(navigation.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(navigation.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    await expect(navigation.getByRole("link", { name: "My profile" })).toHaveCount(0);

    await navigation.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("no service fee");

    await (await openNavigation(page, isMobile)).getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { name: "Create Account", level: 1 })).toBeVisible();
  });

  test("offers the profile and Sign out to a signed-in customer", async ({
    page,
    isMobile,
    customer,
  }) => {
    await signIn(page, customer);
    await expect(page).toHaveURL(/\/catalogue$/);
    await page.goto("/");

    let navigation = await openNavigation(page, isMobile);
    await expectMenu(navigation);
    await expect(navigation.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(navigation.getByRole("link", { name: "Sign up" })).toHaveCount(0);
    await navigation.getByRole("link", { name: "My profile" }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveTitle(/^My profile \| /);
    const profile = page.getByRole("main");
    await expect(profile.getByRole("heading", { name: "My profile", level: 1 })).toBeVisible();
    await expect(profile.getByText(customer.email)).toBeVisible();
    await expect(profile.getByText("Employer", { exact: true })).toBeVisible();

    navigation = await openNavigation(page, isMobile);
    await navigation.getByRole("button", { name: "Sign out" }).click();

    await expect(page).toHaveURL(/\/login$/);
    navigation = await openNavigation(page, isMobile);
    await expect(navigation.getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("phones get the menu in a drawer from the top, wider screens in the bar", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const barMenu = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
    if (!isMobile) {
      await expect(barMenu).toBeVisible();
      await expect(menuButton).toBeHidden();
      return;
    }
    await expect(barMenu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    const drawer = await openNavigation(page, true);
    // The rest of the page is hidden from assistive technology while the drawer is open.
    await expect(
      page.getByRole("button", { name: "Open menu", includeHidden: true }),
    ).toHaveAttribute("aria-expanded", "true");
    const paper = drawer.locator(".MuiDrawer-paper");
    await expect.poll(async () => (await paper.boundingBox())?.y).toBe(0);
    await expectMenu(drawer);
    await expect(drawer.getByRole("link", { name: "Sign in" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await (await openNavigation(page, true)).getByRole("link", { name: "Recommendation" }).click();
    await expect(page).toHaveURL(/\/Recommend$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Recommended Maids" })).toBeVisible();
  });

  test("keyboard users can skip to the content and reach the menu", async ({ page, isMobile }) => {
    await page.goto("/");
    // The prerendered hero has nothing to focus; the app draws the skip link when it takes over.
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink).toBeAttached();
    await page.keyboard.press("Tab");
    await expect(skipLink).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const search = page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
    if (isMobile) {
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("#mobile-menu").getByRole("navigation")).toBeVisible();
      const focusInDrawer = () =>
        page.evaluate(() =>
          Boolean(document.getElementById("mobile-menu")?.contains(document.activeElement)),
        );
      await expect.poll(focusInDrawer).toBe(true);
      await page.keyboard.press("Tab");
      await expect.poll(focusInDrawer).toBe(true);
    } else {
      await expect(search).toBeFocused();
    }
  });
});

test.describe("the pages around the catalogue", () => {
  test("a signed-out visitor opening /profile is asked to sign in and comes back", async ({
    page,
  }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("redirectAfterLogin"))).toBe("/profile");
  });

  for (const { path, link, heading } of [
    { path: "/about", link: "About us", heading: "About us" },
    { path: "/services", link: "Our services", heading: "Our services" },
    { path: "/faqs", link: "FAQs", heading: "Frequently Asked Questions" },
    { path: "/contact", link: "Contact us", heading: "Contact us" },
  ]) {
    test(`${path} has its heading, title, meta description and the footer`, async ({ page }) => {
      await page.goto("/");
      const homeDescription = await page
        .locator('meta[name="description"]')
        .getAttribute("content");

      await page.getByRole("contentinfo").getByRole("link", { name: link }).click();

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | HomeHelp SG`);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute("content", /.{40,}/);
      await expect(description).not.toHaveAttribute("content", homeDescription ?? "");
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toContainText(/EA Licence No\. \S+/);
    });
  }

  test("/contact shows how to reach the agency, from its configuration", async ({ page }) => {
    const agency: { phone: string; email: string; address: string; whatsappNumber: string } =
      await (await page.request.get("/api/agency")).json();

    await page.goto("/contact");

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${agency.whatsappNumber}\\?text=`),
    );
    await expect(main.getByRole("link", { name: agency.phone })).toHaveAttribute(
      "href",
      /^tel:\+?\d+$/,
    );
    await expect(main.getByRole("link", { name: agency.email })).toHaveAttribute(
      "href",
      `mailto:${agency.email}`,
    );
    await expect(main.getByText(agency.address)).toBeVisible();
  });

  test("/Signup and /Catalogue answer like their lower-case forms", async ({ page }) => {
    await page.goto("/Signup");
    await expect(page.getByRole("heading", { name: "Create Account", level: 1 })).toBeVisible();
    await page.goto("/Catalogue");
    await page.getByRole("button", { name: "Continue Browsing" }).click();
    await expect(page.getByRole("heading", { name: "Available Maids", level: 1 })).toBeVisible();
  });

  test("an address typed into a tab that scrolled another page opens at the top", async ({
    page,
  }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(300);
    // A fresh load: React Router names every first entry alike ("default").
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "About us", level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
