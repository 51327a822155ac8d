import Container from "@mui/material/Container";
import type { ReactNode } from "react";

type PageSectionProps = {
  /** The id of the heading that names the section. */
  headingId: string;
  /** Announced as a carousel to screen readers. */
  carousel?: boolean;
  children: ReactNode;
};

/** A full-width band of a marketing page: centred, at most `lg` wide, with the pages' rhythm. */
export function PageSection({ headingId, carousel = false, children }: PageSectionProps) {
  return (
    <Container
      component="section"
      aria-labelledby={headingId}
      aria-roledescription={carousel ? "carousel" : undefined}
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 10 } }}
    >
      {children}
    </Container>
  );
}
