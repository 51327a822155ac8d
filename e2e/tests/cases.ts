import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import { signIn } from "./demo-accounts.ts";

/**
 * Opens a placement case for the customer with this email through the API, as customer
 * management's "Open placement case" does; `page` is signed in as staff.
 */
export async function openCaseFor(page: Page, email: string) {
  const headers = { origin: new URL(page.url()).origin };
  // Found on the server among every customer by part of the email.
  const found = await page.request.get(`/api/admin/customers?search=${encodeURIComponent(email)}`);
  const [family] = (await found.json()).customers as { id: number }[];
  const opened = await page.request.post("/api/admin/placements", {
    headers,
    data: { customerId: family?.id },
  });
  expect(opened.status()).toBe(201);
  return (await opened.json()) as { id: number; reference: string };
}

/**
 * The family on a device of its own, the same size as `page`'s, signed in and on My hiring:
 * the case's card of `reference`, and the context to close.
 */
export async function familyOnMyHiring(
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  family: { email: string; password: string },
  reference: string,
) {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const mine = await context.newPage();
  await signIn(mine, family);
  await mine.waitForURL(/\/catalogue/);
  await mine.goto("/my-hiring");
  return { context, mine, card: mine.getByRole("article", { name: `Case ${reference}` }) };
}
