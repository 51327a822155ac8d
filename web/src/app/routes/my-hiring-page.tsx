import { HIRING_TEXTS } from "@maids/contract/placements.ts";
import Container from "@mui/material/Container";
import { FamilyMoney } from "@/features/case-money/components/family-money.tsx";
import { FamilyDocumentsSummary } from "@/features/document-pack/components/family-documents.tsx";
import { MyHiringView } from "@/features/my-hiring/components/my-hiring-view.tsx";
import { MY_HIRING_TEXTS } from "@/features/my-hiring/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function MyHiringPage() {
  usePageTitle(HIRING_TEXTS.title, MY_HIRING_TEXTS.description);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <MyHiringView
        extras={(reference) => (
          <>
            <FamilyDocumentsSummary reference={reference} />
            <FamilyMoney reference={reference} />
          </>
        )}
      />
    </Container>
  );
}
