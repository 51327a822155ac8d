import { HelperData } from "@/features/helper-account/components/helper-data.tsx";
import { HelperFrame } from "@/features/helper-account/components/helper-frame.tsx";
import { HelperHome } from "@/features/helper-account/components/helper-home.tsx";
import { HelperInterviews } from "@/features/helper-account/components/helper-interviews.tsx";
import { HelperProfileForm } from "@/features/helper-account/components/helper-profile-form.tsx";
import { HELPER_PAGE_TITLES } from "@/features/helper-account/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

/** A helper account's pages (docs/product.md#helpers-own-accounts). */
export function HelperHomePage() {
  usePageTitle(HELPER_PAGE_TITLES.home);
  return (
    <HelperFrame>
      <HelperHome />
    </HelperFrame>
  );
}

export function HelperProfilePage() {
  usePageTitle(HELPER_PAGE_TITLES.profile);
  return (
    <HelperFrame>
      <HelperProfileForm />
    </HelperFrame>
  );
}

export function HelperInterviewsPage() {
  usePageTitle(HELPER_PAGE_TITLES.interviews);
  return (
    <HelperFrame>
      <HelperInterviews />
    </HelperFrame>
  );
}

export function HelperDataPage() {
  usePageTitle(HELPER_PAGE_TITLES.data);
  return (
    <HelperFrame>
      <HelperData />
    </HelperFrame>
  );
}
