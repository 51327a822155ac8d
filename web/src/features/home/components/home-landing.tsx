import { lazy, type ReactNode, Suspense } from "react";
import { HomeHero } from "./home-hero.tsx";

/** Loaded beside the hero rather than before it, so the first screen paints sooner. */
const BelowTheFold = lazy(async () => ({
  default: (await import("./below-the-fold.tsx")).BelowTheFold,
}));

/** The landing page's sections in the order of docs/product.md#landing-page; the FAQ comes from the page. */
export function HomeLanding({ faq }: { faq: ReactNode }) {
  return (
    <>
      <HomeHero />
      <Suspense>
        <BelowTheFold faq={faq} />
      </Suspense>
    </>
  );
}
