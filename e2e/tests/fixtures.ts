import { test as base, type ConsoleMessage, expect } from "@playwright/test";

/**
 * Chromium logs every 4xx answer as a console error. An API refusal the app
 * expects and handles (401 from the profile call when signed out, a wrong
 * password, a used or refused link) is not a fault; anything else, a 404 or 5xx
 * included, is.
 */
const isHandledApiRefusal = (message: ConsoleMessage) => {
  const status = /^Failed to load resource: the server responded with a status of (\d+)\b/.exec(
    message.text(),
  )?.[1];
  const path = new URL(message.location().url).pathname;
  if (!status || !path.startsWith("/api/")) return false;
  if (["400", "401", "403", "429"].includes(status)) return true;
  // A refused recommendation link (unknown, expired, revoked) is shown to the visitor.
  return ["404", "410"].includes(status) && path.startsWith("/api/user/recommended/");
};

/** Every test fails on an unexpected console error or uncaught page error. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !isHandledApiRefusal(message)) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };
