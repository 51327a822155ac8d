import { HelperCard } from "../../features/catalogue/components/helper-card.tsx";
import { HomeHero } from "../../features/home/components/home-hero.tsx";
import { TopHelpers } from "../../features/home/components/top-helpers.tsx";
import { usePageTitle } from "../../shared/use-page-title.ts";

export function HomePage() {
  usePageTitle();
  return (
    <>
      <HomeHero />
      <TopHelpers renderHelper={(maid) => <HelperCard maid={maid} />} />
    </>
  );
}
