import { HomeHero } from "../../features/home/components/home-hero.tsx";
import { TopHelpers } from "../../features/home/components/top-helpers.tsx";
import { HelperCard } from "../../shared/helper-card/helper-card.tsx";
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
