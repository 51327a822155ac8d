/** Texts of the shortlist screen that SPEC.md leaves open. */
export const SHORTLIST_UI_TEXTS = {
  helperCount: (n: number) => `${n} ${n === 1 ? "helper" : "helpers"}`,
  loading: "Loading your shortlist",
  emptyHint: "Browse our helpers and tap the heart on the ones you like to keep them here.",
} as const;
