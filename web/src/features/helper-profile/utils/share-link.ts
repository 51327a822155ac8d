import { whatsappUrl } from "@maids/contract/agency.ts";
import { helperHref } from "@/shared/paths.ts";
import { siteOrigin } from "@/shared/site-origin.ts";
import { PROFILE_BIODATA_TEXTS } from "../biodata-texts.ts";

/** The profile's address as someone else can open it. */
function profileUrl(maidId: number, origin = siteOrigin()): string {
  return new URL(helperHref(maidId), origin).href;
}

/**
 * A WhatsApp message about the helper, with a link to her profile, to send to anyone: wa.me
 * without a number lets the sender choose the chat.
 */
export function whatsappShareUrl(maid: { id: number; name: string }, origin?: string): string {
  const text = PROFILE_BIODATA_TEXTS.shareMessage(maid.name, maid.id, profileUrl(maid.id, origin));
  return whatsappUrl("", text);
}
