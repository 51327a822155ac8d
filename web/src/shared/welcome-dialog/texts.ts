/** Texts of the welcome dialog beyond contract/src/messages.ts. */
export const WELCOME_UI_TEXTS = {
  intro: "Create a free account to make the most of our catalogue. With an account you can:",
  benefits: [
    "Browse every helper's full profile, with clear photos",
    "Save your favourite helpers to your shortlist",
    "Contact helpers through our team on WhatsApp",
  ],
  free: "It's free and takes less than a minute.",
  close: "Close",
} as const;
