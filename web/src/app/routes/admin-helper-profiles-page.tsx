import { HelperReviewScreen } from "@/features/helper-review/components/helper-review-screen.tsx";
import { HELPER_REVIEW_TEXTS } from "@/features/helper-review/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function AdminHelperProfilesPage() {
  usePageTitle(HELPER_REVIEW_TEXTS.title);
  return <HelperReviewScreen />;
}
