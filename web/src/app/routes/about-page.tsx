import { PlaceholderPage } from "../../shared/components/placeholder-page.tsx";
import { SITE_TEXTS } from "../../shared/site-texts.ts";

export function AboutPage() {
  return <PlaceholderPage title={SITE_TEXTS.about} />;
}
