import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../server/src/demo/demo-accounts.ts";

/**
 * The accounts `npm start` seeds (server/src/demo/demo-accounts.ts, imported from there), which
 * the README lists. Only the test of the README's demo accounts signs in with them; every other
 * test uses accounts of its own (the `customer` and `admin` fixtures in fixtures.ts).
 */
export const DEMO_ADMIN = {
  email: DEMO_ACCOUNTS.admin.email,
  password: DEMO_ACCOUNTS.admin.password,
};
export const DEMO_CUSTOMER = {
  email: DEMO_ACCOUNTS.customer.email,
  password: DEMO_ACCOUNTS.customer.password,
};

type Credentials = { email: string; password: string };

/** Fills and sends the sign-in form the page is showing. */
export async function submitSignIn(page: Page, { email, password }: Credentials) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signIn(page: Page, credentials: Credentials) {
  await page.goto("/login");
  await submitSignIn(page, credentials);
}

/**
 * Signs an administrator in at /system-access and waits for /admin. The sign-in computes a
 * scrypt hash that waits its turn behind other sign-ins on a busy two-core runner, so
 * the wait is for the server's answer (within the test's time), then for the address.
 */
export async function signInAsAdministrator(page: Page, { email, password }: Credentials) {
  await page.goto("/system-access");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/admin/auth/login",
    { timeout: 0 },
  );
  await page.getByRole("button", { name: "Access System" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Writes need the site's own Origin (the server's cross-site check). */
export function sameOrigin(baseURL: string | undefined) {
  return { origin: new URL(baseURL ?? "http://127.0.0.1:3100").origin };
}

/** A recommendations link made by an administrator through the API, as the admin screen does. */
export async function generateRecommendationLink(
  request: APIRequestContext,
  baseURL: string | undefined,
  admin: Credentials,
  maidIds: number[],
): Promise<string> {
  const headers = sameOrigin(baseURL);
  const { email, password } = admin;
  const login = await request.post("/api/admin/auth/login", { headers, data: { email, password } });
  if (!login.ok()) throw new Error(`admin sign-in failed: ${await login.text()}`);
  const response = await request.post("/api/admin/generate-link", {
    headers,
    data: { filters: {}, maidIds },
  });
  if (!response.ok()) throw new Error(`generate-link failed: ${await response.text()}`);
  const { url }: { url: string } = await response.json();
  return url;
}
