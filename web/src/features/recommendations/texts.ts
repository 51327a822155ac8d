/** Texts of the recommendations screen beyond contract/src/messages.ts. */
export const RECOMMEND_UI_TEXTS = {
  helperCount: (n: number) => `${n} ${n === 1 ? "helper" : "helpers"}`,
  loading: "Loading recommendations",
  sharedIntro: "Helpers our agency picked for your family.",
  contactAgency: "Contact the agency",
  refusedTitle: "This recommendation link cannot be opened",
  promptIntro:
    "These photos are blurred to protect our helpers' privacy. Sign in or create a free account to see:",
  promptBenefits: [
    "Clear photos of every recommended helper",
    "Full profiles, including personal details and work history",
    "Your shortlist, and a quick way to contact us about a helper",
  ],
  promptClose: "Close",
} as const;
