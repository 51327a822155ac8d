import { LegalPageView } from "@/features/info-pages/components/legal-page-view.tsx";
import { INFO_PAGE_TEXTS } from "@/features/info-pages/texts.ts";
import { SITE_TEXTS } from "@/shared/site-texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

const TEXTS = INFO_PAGE_TEXTS.legal;

export function TermsPage() {
  usePageTitle(SITE_TEXTS.terms, TEXTS.termsDescription);
  return <LegalPageView kind="terms" title={SITE_TEXTS.terms} intro={TEXTS.termsIntro} />;
}

export function PrivacyPage() {
  usePageTitle(SITE_TEXTS.privacy, TEXTS.privacyDescription);
  return <LegalPageView kind="privacy" title={SITE_TEXTS.privacy} intro={TEXTS.privacyIntro} />;
}
