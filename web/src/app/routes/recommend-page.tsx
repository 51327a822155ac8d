import { RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import Container from "@mui/material/Container";
import { RecommendationsView } from "@/features/recommendations/components/recommendations-view.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function RecommendPage() {
  usePageTitle(RECOMMEND_TEXTS.title);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <RecommendationsView />
    </Container>
  );
}
