import { HOME_TEXTS } from "@maids/contract/messages.ts";
import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";

export function FaqsPage() {
  return <PlaceholderPage title={HOME_TEXTS.faqTitle} />;
}
