import { HOME_TEXTS } from "@maids/contract/messages.ts";
import Container from "@mui/material/Container";
import { FaqSection } from "@/features/info-pages/components/faq-section.tsx";
import { PageCta } from "@/features/info-pages/components/page-cta.tsx";
import { INFO_PAGE_TEXTS } from "@/features/info-pages/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function FaqsPage() {
  usePageTitle(HOME_TEXTS.faqTitle, INFO_PAGE_TEXTS.faq.description);
  return (
    <>
      <FaqSection headingLevel="h1" />
      <Container maxWidth="lg" sx={{ pb: { xs: 2, md: 4 } }}>
        <PageCta
          title={INFO_PAGE_TEXTS.faq.moreQuestions}
          text={INFO_PAGE_TEXTS.faq.moreQuestionsText}
        />
      </Container>
    </>
  );
}
