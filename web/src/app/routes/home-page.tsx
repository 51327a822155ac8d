import { lazy } from "react";
import { HomeLanding } from "@/features/home/components/home-landing.tsx";
import { HOME_PAGE_TEXTS } from "@/features/home/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

/** Below the fold: its code loads after the hero's. */
const FaqSection = lazy(async () => ({
  default: (await import("@/features/info-pages/components/faq-section.tsx")).FaqSection,
}));

export function HomePage() {
  usePageTitle(undefined, HOME_PAGE_TEXTS.description);
  return <HomeLanding faq={<FaqSection />} />;
}
