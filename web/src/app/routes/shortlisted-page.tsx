import { SHORTLIST_TEXTS } from "@maids/contract/messages.ts";
import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";

export function ShortlistedPage() {
  return <PlaceholderPage title={SHORTLIST_TEXTS.title} />;
}
