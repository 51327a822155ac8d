import type { Page } from "@playwright/test";

/** `text` as a regular expression that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A customer in the customer list: a table row on a desktop, a card on a phone. */
export function customerEntry(page: Page, isMobile: boolean, email: string) {
  return isMobile
    ? page.getByRole("article").filter({ hasText: email })
    : page.getByRole("row", { name: new RegExp(literally(email)) });
}
