import { MAID_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";

export function MaidProfilePage() {
  return <PlaceholderPage title={MAID_PROFILE_TEXTS.title} />;
}
