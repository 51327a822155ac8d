/** Texts of the family's "My hiring" page beyond HIRING_TEXTS in contract/src/placements.ts. */
export const MY_HIRING_TEXTS = {
  description: "Where your hiring with the agency stands: the steps done and the dates to note.",
  intro: "Each step of bringing your helper home, and the dates to remember.",
  loading: "Loading your hiring",
  failed: "Could not load your hiring.",
  emptyHint: "Your agency contact opens a case once you have chosen to interview a helper.",
  browse: "Browse helpers",
  caseNumber: (reference: string) => `Case ${reference}`,
  helperPending: "Helper not chosen yet",
  viewProfile: "View profile",
  steps: "Steps",
  done: "Done",
  notYet: "Not yet",
  noDates: "No dates yet.",
  particulars: "Your particulars for the work permit",
} as const;
