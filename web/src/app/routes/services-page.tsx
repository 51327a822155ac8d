import { ServicesView } from "@/features/info-pages/components/services-view.tsx";
import { INFO_PAGE_TEXTS } from "@/features/info-pages/texts.ts";
import { SITE_TEXTS } from "@/shared/site-texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function ServicesPage() {
  usePageTitle(SITE_TEXTS.services, INFO_PAGE_TEXTS.services.description);
  return <ServicesView title={SITE_TEXTS.services} />;
}
