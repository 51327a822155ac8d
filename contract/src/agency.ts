import { z } from "zod";

/** The agency's public details, from the server's configuration. */
export const agencySchema = z.object({
  name: z.string(),
  licenceNumber: z.string(),
  phone: z.string().describe("For display, e.g. +65 6123 4567."),
  whatsappNumber: z.string().describe("Digits only with country code, as wa.me expects."),
  email: z.string(),
  address: z.string(),
  openingHours: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

/** A WhatsApp chat with the agency, the text filled in. */
export function whatsappUrl(whatsappNumber: string, text: string): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
}

export const WHATSAPP_TEXTS = {
  card: (id: number) => `Hi, I'm interested in maid ID ${id}.`,
  profile: (name: string, id: number) => `Hi, I'm interested in ${name} (maid ID ${id}).`,
} as const;
