import { HOME_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PageSection } from "@/shared/layout/page-section.tsx";
import { FAQ_LEFT_COLUMN, FAQ_RIGHT_COLUMN } from "../faq-content.ts";
import { INFO_PAGE_TEXTS } from "../texts.ts";

import { FaqColumn } from "./faq-column.tsx";

const HEADING_ID = "faq-heading";

type FaqSectionProps = {
  /** h1 on the FAQ page, h2 as a section of the landing page. */
  headingLevel?: "h1" | "h2";
};

/** 'Frequently Asked Questions' in two columns of accordions (one column on phones). */
export function FaqSection({ headingLevel = "h2" }: FaqSectionProps) {
  const questionHeading = headingLevel === "h1" ? "h2" : "h3";
  return (
    <PageSection headingId={HEADING_ID}>
      <Box sx={{ textAlign: "center", mb: { xs: 4, md: 6 } }}>
        <Typography
          id={HEADING_ID}
          variant={headingLevel === "h1" ? "h1" : "h2"}
          component={headingLevel}
          sx={{ mb: 1.5 }}
        >
          {HOME_TEXTS.faqTitle}
        </Typography>
        <Typography sx={{ color: "text.secondary", maxWidth: "36em", mx: "auto" }}>
          {INFO_PAGE_TEXTS.faq.intro}
        </Typography>
      </Box>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { md: "repeat(2, minmax(0, 1fr))" },
          gap: 1.5,
          alignItems: "start",
        }}
      >
        <FaqColumn
          items={FAQ_LEFT_COLUMN}
          label={INFO_PAGE_TEXTS.faq.leftColumn}
          questionHeading={questionHeading}
        />
        <FaqColumn
          items={FAQ_RIGHT_COLUMN}
          label={INFO_PAGE_TEXTS.faq.rightColumn}
          questionHeading={questionHeading}
        />
      </Box>
    </PageSection>
  );
}
