import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { sameOrigin } from "./demo-accounts.ts";
import { type Account, E2E_ADMINS, e2eAdmin } from "./e2e-admins.ts";

/**
 * Chromium logs every 4xx answer as a console error. An API refusal the app
 * expects and handles (401 from the profile call when signed out, a wrong
 * password, a used or refused link, a helper's edit refused as stale) is not a fault; anything else, a 404 or 5xx
 * included, is.
 */
const isHandledApiRefusal = (message: ConsoleMessage) => {
  const status = /^Failed to load resource: the server responded with a status of (\d+)\b/.exec(
    message.text(),
  )?.[1];
  const path = new URL(message.location().url).pathname;
  if (!status || !path.startsWith("/api/")) return false;
  if (["400", "401", "403", "429"].includes(status)) return true;
  // A helper's edit made while someone else saved her: the dialog says so and offers theirs.
  if (status === "409" && /^\/api\/admin\/maid\/\d+$/.test(path)) return true;
  // A refused recommendation link (unknown, expired, revoked) is shown to the visitor.
  return ["404", "410"].includes(status) && path.startsWith("/api/user/recommended/");
};

let testsInThisWorker = 0;

/**
 * An address no other test of the run uses: 10.<worker>.<n> with n counting this worker's
 * tests. The server (TRUST_PROXY) counts sign-ins and sign-ups per address, as for real families.
 */
function nextClientAddress(workerIndex: number): string {
  testsInThisWorker += 1;
  const n = (workerIndex % 256) * 65_536 + (testsInThisWorker % 65_536);
  return `10.${n >>> 16}.${(n >>> 8) & 255}.${n & 255}`;
}

let accountsInThisWorker = 0;

interface AccountFixtures {
  /** A customer account of this test's own, signed up through the API (not signed in). */
  customer: Account;
  /** An administrator no test running at the same time uses (not signed in). */
  admin: Account;
}

/**
 * Every test comes from an address of its own (its browser contexts, `browser.newPage()`
 * included, and `request` all send it as X-Forwarded-For) and gets accounts of its own.
 */
/**
 * A page's `load` no longer means that the app's script has run: a page the server drew starts
 * it once painted (docs/decisions/0036-first-screen-on-the-server.md), its buttons idle until
 * then. Navigations wait for the app, as a family waits for a page to answer, unless a test
 * asks for the first bytes only (`waitUntil: "commit"`, to look at the drawn page itself).
 */
function waitForTheAppAfterNavigations(page: Page) {
  const appStarted = () =>
    page.waitForFunction(() => "appStarted" in document.documentElement.dataset);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await appStarted();
    return response;
  };
  for (const method of ["reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page);
    page[method] = async (options) => {
      const response = await navigate(options);
      if (options?.waitUntil !== "commit") await appStarted();
      return response;
    };
  }
}

export const testWithoutConsoleCheck = base.extend<AccountFixtures>({
  page: async ({ page }, use) => {
    waitForTheAppAfterNavigations(page);
    await use(page);
  },

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      "x-forwarded-for": nextClientAddress(testInfo.workerIndex),
    });
  },

  customer: async ({ request, baseURL }, use, testInfo) => {
    accountsInThisWorker += 1;
    // Unique in the run (worker and count) and beyond it (the time), so is the name.
    const id = `w${testInfo.workerIndex}n${accountsInThisWorker}t${Date.now().toString(36)}`;
    const account = {
      name: `Customer ${id}`,
      email: `customer.${id}@example.com`,
      password: "Customer-Pass-2026",
    };
    const response = await request.post("/api/auth/signup", {
      headers: sameOrigin(baseURL),
      data: account,
    });
    if (response.status() !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
    await use(account);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  admin: async ({}, use, testInfo) => {
    const account = e2eAdmin(testInfo.project.name, testInfo.parallelIndex);
    if (!E2E_ADMINS.some((known) => known.email === account.email)) {
      throw new Error(
        `e2e/start-server.mjs creates no administrator for project "${testInfo.project.name}" ` +
          `and worker ${testInfo.parallelIndex}: see e2e/tests/e2e-admins.ts`,
      );
    }
    await use(account);
  },
});

/** The photo key of a helper photo that answered 404: /api/images/<key>/<file>. */
function missingPhotoKey(message: ConsoleMessage): string | undefined {
  if (!/status of 404\b/.test(message.text())) return undefined;
  return /^\/api\/images\/([^/]+)\//.exec(new URL(message.location().url).pathname)?.[1];
}

/**
 * Every test fails on an unexpected console error or uncaught page error. A helper's photo may
 * answer 404 because another test (in the other project, at the same time) deleted her while
 * this page still listed her, which the app handles (her initial, or the photo placeholder);
 * the photo of a helper who still exists must never be missing, which an administrator checks.
 */
export const test = testWithoutConsoleCheck.extend({
  page: async ({ page, admin, baseURL, extraHTTPHeaders, playwright }, use) => {
    const errors: string[] = [];
    const missingPhotos = new Set<string>();
    page.on("console", (message) => {
      if (message.type() !== "error" || isHandledApiRefusal(message)) return;
      const photoKey = missingPhotoKey(message);
      if (photoKey) missingPhotos.add(photoKey);
      else errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    if (missingPhotos.size > 0) {
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
      const headers = sameOrigin(baseURL);
      const { email, password } = admin;
      const login = await api.post("/api/admin/auth/login", { headers, data: { email, password } });
      const list = await api.get("/api/admin/maids");
      const helpers = login.ok() && list.ok() ? await list.text() : "";
      await api.dispose();
      if (!helpers) errors.push(`could not check the missing photos: ${missingPhotos.size}`);
      for (const key of missingPhotos) {
        if (helpers.includes(`/api/images/${key}/`)) errors.push(`photo ${key} of a helper: 404`);
      }
    }
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };
