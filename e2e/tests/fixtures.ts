import { test as base, expect } from "@playwright/test";

/** Every test fails on an unexpected console error or uncaught page error. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };
