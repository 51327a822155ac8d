import Container from "@mui/material/Container";
import { useParams } from "react-router";
import { FamilyFileView } from "@/features/employer-file/components/family-file-view.tsx";
import { EMPLOYER_FILE_UI_TEXTS } from "@/features/employer-file/texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function MyParticularsPage() {
  const { reference = "" } = useParams();
  usePageTitle(EMPLOYER_FILE_UI_TEXTS.familyTitle, EMPLOYER_FILE_UI_TEXTS.familyDescription);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <FamilyFileView key={reference} reference={reference} />
    </Container>
  );
}
