import Container from "@mui/material/Container";
import { useParams } from "react-router";
import { FamilyDocuments } from "@/features/document-pack/components/family-documents.tsx";
import { DOCUMENT_PACK_UI_TEXTS } from "@/features/document-pack/texts.ts";
import { useSignInRequired } from "@/shared/session/use-sign-in-required.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function MyDocumentsPage() {
  const { reference = "" } = useParams();
  usePageTitle(DOCUMENT_PACK_UI_TEXTS.family.title, DOCUMENT_PACK_UI_TEXTS.family.description);
  const { isSignedIn } = useSignInRequired();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {isSignedIn && <FamilyDocuments key={reference} reference={reference} />}
    </Container>
  );
}
