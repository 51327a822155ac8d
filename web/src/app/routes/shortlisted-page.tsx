import { SHORTLIST_TEXTS } from "@maids/contract/messages.ts";
import Container from "@mui/material/Container";
import { ShortlistView } from "@/features/shortlist/components/shortlist-view.tsx";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function ShortlistedPage() {
  usePageTitle(SHORTLIST_TEXTS.title);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <ShortlistView />
    </Container>
  );
}
