import { ContactView } from "@/features/info-pages/components/contact-view.tsx";
import { INFO_PAGE_TEXTS } from "@/features/info-pages/texts.ts";
import { SITE_TEXTS } from "@/shared/site-texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function ContactPage() {
  usePageTitle(SITE_TEXTS.contact, INFO_PAGE_TEXTS.contact.description);
  return <ContactView title={SITE_TEXTS.contact} />;
}
