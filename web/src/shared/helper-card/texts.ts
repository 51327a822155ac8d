/** Texts of the helper card beyond contract/src/messages.ts. */
export const HELPER_CARD_TEXTS = {
  contact: "Contact",
  contactLabel: (name: string) => `Contact the agency about ${name}`,
  contactOnWhatsappLabel: (name: string) =>
    `Contact the agency about ${name} on WhatsApp (opens in a new tab)`,
} as const;
