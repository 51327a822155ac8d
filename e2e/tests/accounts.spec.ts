import type { Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn as signInAs } from "./demo-accounts.ts";
import type { Account } from "./e2e-admins.ts";
import { expect, test } from "./fixtures.ts";
import { waitForLink } from "./mailbox.ts";

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto("/signup");
  await page.getByLabel("Name", { exact: true }).fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(account.password);
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create Account" }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await signInAs(page, { email, password });
}

async function signInAtSystemAccess(
  page: Page,
  { email, password }: Pick<Account, "email" | "password">,
) {
  await page.goto("/system-access");
  await expect(page.getByRole("heading", { name: "System Access" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Access System" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Phones keep Sign out in the drawer; the project, not a racy visibility check, decides. */
async function openMenuOnPhone(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
}

test.describe("sign-up", () => {
  test("shows each validation message, then creates the account and signs in", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Password is required",
      "You must agree to the terms and conditions",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm Password", { exact: true }).fill("54321");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Email is invalid")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill("Grace Ong");
    await expect(page.getByText("Name is required")).toBeHidden();

    await signUp(page, { name: "Grace Ong", email: uniqueEmail("grace"), password: "secret12" });
    await expect(page).toHaveURL(/\/catalogue$/);
    await openMenuOnPhone(page, isMobile);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  });
});

test.describe("sign-in", () => {
  test("a wrong password shows the server's message", async ({ page, customer }) => {
    await signIn(page, customer.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("returns to the stored address after sign-in, and sign-out returns to /login", async ({
    page,
    isMobile,
    customer,
  }) => {
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("redirectAfterLogin", "/about"));
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => localStorage.getItem("redirectAfterLogin"))).toBeNull();

    await openMenuOnPhone(page, isMobile);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/auth/profile")).status()).toBe(401);
  });

  test("an administrator signs in at /system-access and reaches /admin", async ({
    page,
    admin,
  }) => {
    await signInAtSystemAccess(page, admin);
  });

  test("the README's demo accounts sign in: the administrator at /system-access, the customer at /login", async ({
    page,
    browser,
  }) => {
    await signInAtSystemAccess(page, DEMO_ADMIN);

    const family = await browser.newPage();
    await signInAs(family, DEMO_CUSTOMER);
    await expect(family).toHaveURL(/\/catalogue$/);
    expect((await family.request.get("/api/auth/profile")).status()).toBe(200);
    await family.close();
  });

  test("a customer calling an admin endpoint gets 403", async ({ page, baseURL, customer }) => {
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/catalogue$/);
    const response = await page.request.post("/api/admin/auth/callback", {
      headers: { origin: baseURL ?? "" },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe("You do not have permission to do this.");
  });
});

test.describe("password reset", () => {
  test("mail, reset page, new password works; old password and used link do not", async ({
    page,
  }) => {
    const email = uniqueEmail("reset");
    await signUp(page, { name: "Daniel Koh", email, password: "first-pass1" });
    await expect(page).toHaveURL(/\/catalogue$/);
    await page.context().clearCookies();

    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Reset password link has been sent to your email");
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog).toBeHidden();

    const link = await waitForLink(email, "Reset your password");
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("weak");
    await page.getByLabel("Confirm Password", { exact: true }).fill("weak");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();

    await page.getByLabel("New Password", { exact: true }).fill("Brand-new-pass9");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Brand-new-pass9");
    await expect(page.getByRole("progressbar", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Strong",
    );
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await signIn(page, email, "first-pass1");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await signIn(page, email, "Brand-new-pass9");
    await expect(page).toHaveURL(/\/catalogue$/);

    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("Another-pass7");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Another-pass7");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  });

  test("a link without a token shows the invalid-link screen", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expect(
      page.getByText(
        "This password reset link is invalid or has expired. Please request a new password reset.",
      ),
    ).toBeVisible();
  });
});
