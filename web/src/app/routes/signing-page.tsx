import Container from "@mui/material/Container";
import { useParams } from "react-router";
import { LinkSigning } from "@/features/document-pack/components/link-signing.tsx";
import { DOCUMENT_PACK_UI_TEXTS } from "@/features/document-pack/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function SigningPage() {
  const { token = "" } = useParams();
  usePageTitle(DOCUMENT_PACK_UI_TEXTS.link.title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <LinkSigning key={token} token={token} />
    </Container>
  );
}
