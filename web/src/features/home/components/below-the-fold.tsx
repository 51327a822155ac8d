import { type ReactNode, Suspense } from "react";
import { useStaggeredCount } from "../hooks/use-staggered-count.ts";
import { FounderNote } from "./founder-note.tsx";
import { HiringSteps } from "./hiring-steps.tsx";
import { Promises } from "./promises.tsx";
import { RevealOnScroll } from "./reveal-on-scroll.tsx";
import { Testimonials } from "./testimonials.tsx";
import { TopHelpers } from "./top-helpers.tsx";

/** The landing page below the hero; its sections render one per task so none blocks the page. */
export function BelowTheFold({ faq }: { faq: ReactNode }) {
  const sections = [
    <Testimonials key="testimonials" />,
    <FounderNote key="founder-note" />,
    <Promises key="promises" />,
    <HiringSteps key="hiring-steps" />,
    <TopHelpers key="top-helpers" />,
    <Suspense key="faq">{faq}</Suspense>,
  ];
  const shown = useStaggeredCount(sections.length);
  return sections
    .slice(0, shown)
    .map((section) => <RevealOnScroll key={section.key}>{section}</RevealOnScroll>);
}
