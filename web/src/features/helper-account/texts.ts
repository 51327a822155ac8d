import { en } from "./locales/en.ts";

/** The browser tab's titles of her pages (set before her language is known: in English). */
export const HELPER_PAGE_TITLES = en.nav;
