import { expect, type Page } from "@playwright/test";

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
