/** Texts of the shortlist screen beyond contract/src/messages.ts. */
export const SHORTLIST_UI_TEXTS = {
  helperCount: (n: number) => `${n} ${n === 1 ? "helper" : "helpers"}`,
  loading: "Loading your shortlist",
  emptyHint: "Browse our helpers and tap the heart on the ones you like to keep them here.",
} as const;
