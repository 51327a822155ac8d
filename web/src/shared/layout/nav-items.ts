import { NAV_TEXTS } from "@maids/contract/messages.ts";
import { paths } from "../paths.ts";

export const NAV_ITEMS = [
  { label: NAV_TEXTS.search, to: paths.catalogue },
  { label: NAV_TEXTS.shortlisted, to: paths.shortlisted },
  { label: NAV_TEXTS.pricing, to: paths.home },
  { label: NAV_TEXTS.recommendation, to: paths.recommend },
] as const;

/** What the navigation shows of the visitor's session. */
export type NavAccount = { isSignedIn: false } | { isSignedIn: true; onSignOut: () => void };
