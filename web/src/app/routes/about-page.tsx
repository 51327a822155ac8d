import { AboutView } from "@/features/info-pages/components/about-view.tsx";
import { INFO_PAGE_TEXTS } from "@/features/info-pages/texts.ts";
import { SITE_TEXTS } from "@/shared/site-texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AboutPage() {
  usePageTitle(SITE_TEXTS.about, INFO_PAGE_TEXTS.about.description);
  return <AboutView title={SITE_TEXTS.about} />;
}
