import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";

export function RecommendPage() {
  return <PlaceholderPage title={RECOMMEND_TEXTS.title} />;
}
