/** Texts of the helper card that SPEC.md leaves open. */
export const HELPER_CARD_TEXTS = {
  contact: "Contact",
  contactLabel: (name: string) => `Contact the agency about ${name}`,
  contactOnWhatsappLabel: (name: string) =>
    `Contact the agency about ${name} on WhatsApp (opens in a new tab)`,
  addToShortlist: (name: string) => `Add ${name} to shortlist`,
  removeFromShortlist: (name: string) => `Remove ${name} from shortlist`,
} as const;
