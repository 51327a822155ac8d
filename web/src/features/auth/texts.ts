/** Sign-up texts of this app beyond the spec's (contract/src/messages.ts). */
export const SIGNUP_EXTRA_TEXTS = {
  phoneLabel: "Phone (optional)",
  phoneHint: "A number the agency may call you on, e.g. 9123 4567",
  readThe: "Read the ",
  terms: "terms of use",
  and: " and the ",
  privacy: "privacy notice",
  newTab: " (each opens in a new tab).",
} as const;
