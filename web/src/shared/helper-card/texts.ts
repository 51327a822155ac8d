/** Texts of the helper card beyond contract/src/messages.ts. */
export const HELPER_CARD_TEXTS = {
  contact: "Contact",
  /** The availability chip of a helper who can start on a day still to come, e.g. "15 Dec". */
  availableFrom: (day: string) => `Available from ${day}`,
  contactLabel: (name: string) => `Contact the agency about ${name}`,
  contactOnWhatsappLabel: (name: string) =>
    `Contact the agency about ${name} on WhatsApp (opens in a new tab)`,
} as const;
